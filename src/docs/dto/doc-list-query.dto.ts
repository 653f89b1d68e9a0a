import { ArrayMaxSize, IsOptional, IsString, Length } from 'class-validator';
import { ToArray } from '#libs/rest/index.js';
import { OwnedListQueryDto } from '../../common/owned-resource.dto.js';
import { IsReference } from './write-doc.dto.js';

/** `GET /docs` query: paging, sorting, `q`, `authorId`, and the doc filters below. */
export class DocListQuery extends OwnedListQueryDto {
  /** Repeatable: docs having every given tag. @example ["sql"] */
  @IsOptional()
  @ToArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @Length(1, 40, { each: true })
  tag?: string[];

  /** The doc with this reference. @example "intro-to-sql" */
  @IsOptional()
  @IsReference()
  reference?: string;
}
