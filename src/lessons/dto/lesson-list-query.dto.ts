import { IsOptional, IsUUID } from 'class-validator';
import { OwnedListQueryDto } from '../../common/owned-resource.dto.js';

/** `GET /lessons` query: paging, sorting, `q`, `authorId`, and `docId`. */
export class LessonListQuery extends OwnedListQueryDto {
  /** Lessons that contain this doc. */
  @IsOptional()
  @IsUUID()
  docId?: string;
}
