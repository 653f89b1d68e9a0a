import { IsOptional, IsString, IsUUID, Length } from 'class-validator';
import { SortablePageQuery } from '#libs/rest/index.js';

export const LESSON_SORT_FIELDS = ['createdAt', 'updatedAt', 'title'] as const;

/** `GET /lessons` query: paging, sorting and filters, all combined with AND. */
export class LessonListQuery extends SortablePageQuery(LESSON_SORT_FIELDS) {
  /** Case-insensitive text searched in title and description. @example "sql" */
  @IsOptional()
  @IsString()
  @Length(1, 200)
  q?: string;

  /** Lessons of this author. */
  @IsOptional()
  @IsUUID()
  authorId?: string;

  /** Lessons that contain this doc. */
  @IsOptional()
  @IsUUID()
  docId?: string;
}
