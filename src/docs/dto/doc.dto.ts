import {
  OwnedResourceDto,
  ownedResourceFields,
} from '../../common/owned-resource.dto.js';
import type { Doc } from '../doc.entity.js';

/** A doc as the API shows it. */
export class DocDto extends OwnedResourceDto {
  /** Client-chosen unique reference, or null. @example "intro-to-sql" */
  reference: string | null;
  /** @example ["sql", "beginner"] */
  tags: string[];
  /** @example "# SELECT\n\nA query reads rows..." */
  content: string;

  static from(doc: Doc): DocDto {
    return {
      ...ownedResourceFields(doc),
      reference: doc.reference,
      tags: doc.tags,
      content: doc.content,
    };
  }
}
