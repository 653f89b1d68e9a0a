import {
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Matches,
  ArrayMaxSize,
} from 'class-validator';
import { SortablePageQuery, ToArray } from '#libs/rest/index.js';
import { REFERENCE_PATTERN } from './write-doc.dto.js';

export const DOC_SORT_FIELDS = ['createdAt', 'updatedAt', 'title'] as const;

/** `GET /docs` query: paging, sorting and filters, all combined with AND. */
export class DocListQuery extends SortablePageQuery(DOC_SORT_FIELDS) {
  /** Repeatable: docs having every given tag. @example ["sql"] */
  @IsOptional()
  @ToArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @Length(1, 40, { each: true })
  tag?: string[];

  /** Case-insensitive text searched in title and description. @example "select" */
  @IsOptional()
  @IsString()
  @Length(1, 200)
  q?: string;

  /** Docs of this author. */
  @IsOptional()
  @IsUUID()
  authorId?: string;

  /** The doc with this reference. @example "intro-to-sql" */
  @IsOptional()
  @Matches(REFERENCE_PATTERN, {
    message: 'reference must be 1-100 of A-Z a-z 0-9 . _ : -',
  })
  reference?: string;
}
