import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsOptional, IsString, Length } from 'class-validator';
import { ToArray } from '#libs/rest/index.js';
import { OwnedListQueryDto } from '../../common/owned-resource.dto.js';
import { IsReference, MAX_TAGS, TAG_LENGTH } from './write-doc.dto.js';

/** `GET /docs` query: paging, sorting, `q`, `authorId`, and the doc filters below. */
export class DocListQuery extends OwnedListQueryDto {
  /** Repeatable: docs having every given tag, e.g. `?tag=sql&tag=beginner`. */
  @ApiPropertyOptional({
    type: 'array',
    maxItems: MAX_TAGS,
    items: { type: 'string', ...TAG_LENGTH },
  })
  @IsOptional()
  @ToArray()
  @ArrayMaxSize(MAX_TAGS)
  @IsString({ each: true })
  @Length(TAG_LENGTH.minLength, TAG_LENGTH.maxLength, { each: true })
  tag?: string[];

  /** The doc with this reference, e.g. `intro-to-sql`. */
  @IsOptional()
  @IsReference()
  reference?: string;
}
