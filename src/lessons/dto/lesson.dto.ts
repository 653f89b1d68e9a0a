import { DocDto } from '../../docs/dto/doc.dto.js';
import type { Lesson } from '../lesson.entity.js';

/** A lesson as the API shows it. */
export class LessonDto {
  /** @example "7a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d" */
  id: string;
  /** @example "SQL in a day" */
  title: string;
  /** @example "From SELECT to JOIN." */
  description: string;
  /** The docs of the lesson, in order. @example ["5f0c6a9e-1d2b-4c3d-8e4f-a5b6c7d8e9f0"] */
  docIds: string[];
  /** With `?expand=docs`: the docs themselves, in the order of `docIds`. */
  docs?: DocDto[];
  /** @example "0b5e8f4e-3a1c-4a47-9a55-8a4a0f9d2a11" */
  authorId: string;
  createdAt: Date;
  updatedAt: Date;
  /** Starts at 1 and grows by one on every change; the ETag is `"<version>"`. @example 1 */
  version: number;

  static from(lesson: Lesson, docs?: DocDto[]): LessonDto {
    const {
      id,
      title,
      description,
      docIds,
      authorId,
      createdAt,
      updatedAt,
      version,
    } = lesson;
    return {
      id,
      title,
      description,
      docIds,
      ...(docs && { docs }),
      authorId,
      createdAt,
      updatedAt,
      version,
    };
  }
}
