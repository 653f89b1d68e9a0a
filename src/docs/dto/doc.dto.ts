import { ApiProperty } from '@nestjs/swagger';
import {
  OwnedResourceDto,
  ownedResourceFields,
} from '../../common/owned-resource.dto.js';
import {
  DESCRIPTION_LENGTH,
  TITLE_LENGTH,
} from '../../common/resource-fields.js';
import type { Doc } from '../doc.entity.js';
import { MAX_TAGS, REFERENCE_SCHEMA, TAG_LENGTH } from './write-doc.dto.js';

/** A doc as lists show it (`GET /docs`, `expand=docs`): every field but `content`. */
export class DocSummaryDto extends OwnedResourceDto {
  /** @example "Introduction to SQL" */
  @ApiProperty(TITLE_LENGTH)
  title: string;
  /** @example "Tables, rows and the SELECT statement." */
  @ApiProperty(DESCRIPTION_LENGTH)
  description: string;
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

  static from(doc: Doc): DocSummaryDto {
    return Object.assign(ownedResourceFields(doc), {
      title: doc.title,
      description: doc.description,
      reference: doc.reference,
      tags: doc.tags,
    });
  }
}

/** A doc as the API shows it one at a time (`GET /docs/:id`, writes), and lists with `include=content`. */
export class DocDto extends DocSummaryDto {
  /** @example "# SELECT\n\nA query reads rows..." */
  content: string;

  static override from(doc: Doc): DocDto {
    return Object.assign(DocSummaryDto.from(doc), { content: doc.content });
  }
}
