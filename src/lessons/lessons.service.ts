import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CursorSigner, type Page } from '#libs/rest/index.js';
import { DomainError } from '../common/domain-error.js';
import { OwnedResourceService } from '../common/owned-resource.service.js';
import { Transactions } from '../database/transactions.js';
import type { Doc } from '../docs/doc.entity.js';
import { DocsService } from '../docs/docs.service.js';
import type { LessonListQuery } from './dto/lesson-list-query.dto.js';
import { LessonDto } from './dto/lesson.dto.js';
import type { PatchLessonDto } from './dto/patch-lesson.dto.js';
import type { WriteLessonDto } from './dto/write-lesson.dto.js';
import { Lesson } from './lesson.entity.js';

const unknownDocs = (missing: { index: number; id: string }[]) =>
  new DomainError(
    'invalid',
    'LESSON.UNKNOWN_DOCS',
    `No such doc: ${missing.map((m) => m.id).join(', ')}.`,
    {
      errors: missing.map(({ index, id }) => ({
        field: `/docIds/${index}`,
        message: `doc ${id} does not exist`,
      })),
    },
  );

@Injectable()
export class LessonsService extends OwnedResourceService<
  Lesson,
  WriteLessonDto,
  PatchLessonDto
> {
  constructor(
    @InjectRepository(Lesson) lessons: Repository<Lesson>,
    private readonly docs: DocsService,
    transactions: Transactions,
    cursors: CursorSigner,
  ) {
    super(lessons, transactions, cursors, {
      entity: Lesson,
      code: 'LESSON',
      name: 'Lesson',
      defaults: { description: '', docIds: [] },
      events: { type: 'lesson', data: (lesson) => LessonDto.from(lesson) },
      // Every doc of `docIds` exists (its table's foreign key settles a doc deleted meanwhile).
      check: async ({ docIds }, manager) => {
        if (!docIds?.length) return;
        const missing = new Set(await docs.missing(docIds, manager));
        if (missing.size > 0)
          throw unknownDocs(
            docIds
              .map((id, index) => ({ id, index }))
              .filter(({ id }) => missing.has(id)),
          );
      },
    });
  }

  list(query: LessonListQuery): Promise<Page<Lesson>> {
    return this.collection.page(query);
  }

  /** The docs of a lesson, in its order, as summaries (without `content`). */
  docsOf(lesson: Lesson): Promise<Doc[]> {
    return this.docs.summaries(lesson.docIds);
  }
}
