import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IsUuid, UUID_SCHEMA } from '#libs/rest/index.js';
import { OwnedListQueryDto } from '../../common/owned-resource.dto.js';

/** `GET /lessons` query: paging, sorting, `q`, `authorId`, and `docId`. */
export class LessonListQuery extends OwnedListQueryDto {
  /** Lessons that contain this doc. */
  @ApiPropertyOptional(UUID_SCHEMA)
  @IsOptional()
  @IsUuid()
  docId?: string;
}
