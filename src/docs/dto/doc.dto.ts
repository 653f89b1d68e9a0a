import { ApiProperty } from '@nestjs/swagger';
import {
  OwnedResourceDto,
  ownedResourceFields,
} from '../../common/owned-resource.dto.js';
import type { Doc } from '../doc.entity.js';
import { MAX_TAGS, REFERENCE_SCHEMA, TAG_LENGTH } from './write-doc.dto.js';

/** A doc as the API shows it. */
export class DocDto extends OwnedResourceDto {
  /** Client-chosen unique reference, or null. @example "intro-to-sql" */
  @ApiProperty(REFERENCE_SCHEMA)
  reference: string | null;
  /** @example ["sql", "beginner"] */
  @ApiProperty({
    type: 'array',
    maxItems: MAX_TAGS,
    items: { type: 'string', ...TAG_LENGTH },
  })
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
