import { ApiProperty } from '@nestjs/swagger';
import { IsUuid, UUID_SCHEMA } from '#libs/rest/index.js';
import {
  DescriptionField,
  DistinctListField,
  TitleField,
} from '../../common/resource-fields.js';

export const MAX_LESSON_DOCS = 200;

/** Every writable field of a lesson: the body of POST and PUT (PUT resets what is left out to its default). */
export class WriteLessonDto {
  /** 1–200 characters, stored in Unicode NFC (as every text field). @example "SQL in a day" */
  @TitleField()
  title: string;

  /** Up to 2000 characters, in NFC; default "". @example "From SELECT to JOIN." */
  @DescriptionField()
  description?: string | null;

  /** Up to 200 distinct ids of existing docs, in order; default []. @example ["5f0c6a9e-1d2b-4c3d-8e4f-a5b6c7d8e9f0"] */
  @DistinctListField(MAX_LESSON_DOCS)
  @ApiProperty({ items: UUID_SCHEMA })
  @IsUuid({ each: true })
  docIds?: string[] | null;
}
