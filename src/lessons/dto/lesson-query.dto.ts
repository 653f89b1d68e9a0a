import { IsIn, IsOptional } from 'class-validator';

/** `GET /lessons/:id` query. */
export class LessonQuery {
  /** `docs` embeds the lesson's docs, in order. */
  @IsOptional()
  @IsIn(['docs'])
  expand?: 'docs';
}
