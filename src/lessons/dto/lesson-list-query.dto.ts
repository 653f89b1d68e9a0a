import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IsUuid, SortablePageQuery, UUID_SCHEMA } from '#libs/rest/index.js';
import { AuthorFilter, SearchText } from '../../common/list-query-fields.js';
import { LESSON_SORT_FIELDS } from '../lesson.entity.js';

/** `GET /lessons` query: paging, sorting, and the filters of `Lesson`'s `@Listed()` (all combined with AND). */
export class LessonListQuery extends SortablePageQuery(LESSON_SORT_FIELDS) {
  @SearchText('title and description')
  q?: string;

  @AuthorFilter()
  authorId?: string;

  /** Lessons that contain this doc. */
  @ApiPropertyOptional(UUID_SCHEMA)
  @IsOptional()
  @IsUuid()
  docId?: string;
}
