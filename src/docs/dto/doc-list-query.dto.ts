import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsIn, IsOptional, IsString } from 'class-validator';
import {
  CodePointLength,
  SortablePageQuery,
  ToArray,
  ToNfc,
} from '#libs/rest/index.js';
import { AuthorFilter, SearchText } from '../../common/list-query-fields.js';
import { DOC_SORT_FIELDS } from '../doc.entity.js';
import { IsReference, MAX_TAGS, TAG_LENGTH } from './write-doc.dto.js';

/** The most docs a page carries with their content. */
export const MAX_LIMIT_WITH_CONTENT = 20;

/** The content a page carries at most, in bytes (UTF-8), but for its first doc (ADR 0310). */
export const CONTENT_PAGE_BYTES = 2 * 1024 * 1024;

/** `GET /docs` query: paging, sorting, and the filters of `Doc`'s `@Listed()` (all combined with AND). */
export class DocListQuery extends SortablePageQuery(DOC_SORT_FIELDS) {
  @SearchText('title, description, tags and content')
  q?: string;

  @AuthorFilter()
  authorId?: string;

  /** Repeatable: docs having every given tag, e.g. `?tag=sql&tag=beginner`; read in NFC, as tags are stored. */
  @ApiPropertyOptional({
    type: 'array',
    maxItems: MAX_TAGS,
    items: { type: 'string', ...TAG_LENGTH },
  })
  @IsOptional()
  @ToArray()
  @ToNfc()
  @ArrayMaxSize(MAX_TAGS)
  @IsString({ each: true })
  @CodePointLength(TAG_LENGTH.minLength, TAG_LENGTH.maxLength, { each: true })
  tag?: string[];

  /** The doc with this reference, e.g. `intro-to-sql`. */
  @IsOptional()
  @IsReference()
  reference?: string;

  /** `content` adds each doc's content to the list; `limit` is then at most 20, and a page ends before the doc that would take its contents over 2 MiB (it always has one doc, whatever its size): follow its `next` link for the rest. */
  @IsOptional()
  @IsIn(['content'])
  include?: 'content';
}
