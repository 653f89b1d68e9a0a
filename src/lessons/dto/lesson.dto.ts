import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { UUID_SCHEMA } from '#libs/rest/index.js';
import {
  OwnedResourceDto,
  ownedResourceFields,
} from '../../common/owned-resource.dto.js';
import {
  DESCRIPTION_LENGTH,
  TITLE_LENGTH,
} from '../../common/resource-fields.js';
import { DocSummaryDto } from '../../docs/dto/doc.dto.js';
import type { Lesson } from '../lesson.entity.js';
import { MAX_LESSON_DOCS } from './write-lesson.dto.js';

/** A lesson as the API shows it. */
export class LessonDto extends OwnedResourceDto {
  /** @example "SQL in a day" */
  @ApiProperty(TITLE_LENGTH)
  title: string;
  /** @example "From SELECT to JOIN." */
  @ApiProperty(DESCRIPTION_LENGTH)
  description: string;
  /** The docs of the lesson, in order. @example ["5f0c6a9e-1d2b-4c3d-8e4f-a5b6c7d8e9f0"] */
  @ApiProperty({ type: 'array', maxItems: MAX_LESSON_DOCS, items: UUID_SCHEMA })
  docIds: string[];
  /** With `?expand=docs`: the docs themselves in the order of `docIds`, as summaries (without `content`: `GET /docs/:id` has it). */
  @ApiPropertyOptional({ type: [DocSummaryDto], maxItems: MAX_LESSON_DOCS })
  docs?: DocSummaryDto[];

  static from(lesson: Lesson, docs?: DocSummaryDto[]): LessonDto {
    return Object.assign(
      ownedResourceFields(lesson),
      {
        title: lesson.title,
        description: lesson.description,
        docIds: lesson.docIds,
      },
      docs && { docs },
    );
  }
}
