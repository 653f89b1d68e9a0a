import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import type { Page } from '#libs/rest/index.js';
import { DomainError } from '../common/domain-error.js';
import { OWNED_SORT_FIELDS } from '../common/owned-resource.dto.js';
import { OwnedResourceService } from '../common/owned-resource.service.js';
import { alongSortKey, holdsId } from '../database/list-plan.js';
import { Transactions } from '../database/transactions.js';
import { insertRows } from '../database/write-rows.js';
import { Doc, DOC_SUMMARY_COLUMNS } from '../docs/doc.entity.js';
import type { LessonListQuery } from './dto/lesson-list-query.dto.js';
import type { PatchLessonDto } from './dto/patch-lesson.dto.js';
import type { WriteLessonDto } from './dto/write-lesson.dto.js';
import { LessonDoc } from './lesson-doc.entity.js';
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

/** The positions of a lesson's docs, rewritten whenever `docIds` is; every doc must exist. */
function positionWriter(lessonDocs: Repository<LessonDoc>) {
  const insert = insertRows(lessonDocs);
  return async (
    manager: EntityManager,
    lessonId: string,
    fields: Partial<Lesson>,
    before?: Lesson,
  ): Promise<void> => {
    const { docIds } = fields;
    if (docIds === undefined) return;
    // Each position keeps the lesson's sort keys: a new lesson's fields hold them all, a changed one's the row's as changed.
    const { createdAt, updatedAt, title } = { ...before, ...fields } as Lesson;
    const found = new Set(
      (
        await manager.find(Doc, {
          where: { id: In(docIds) },
          select: { id: true },
        })
      ).map((doc) => doc.id),
    );
    const missing = docIds
      .map((id, index) => ({ id, index }))
      .filter(({ id }) => !found.has(id));
    if (missing.length > 0) throw unknownDocs(missing);
    if (before) await manager.delete(LessonDoc, { lessonId });
    await insert(
      manager,
      docIds.map((docId, position) =>
        lessonDocs.create({
          lessonId,
          position,
          docId,
          createdAt,
          updatedAt,
          title,
        }),
      ),
    );
  };
}

@Injectable()
export class LessonsService extends OwnedResourceService<
  Lesson,
  WriteLessonDto,
  PatchLessonDto,
  LessonListQuery
> {
  constructor(
    @InjectRepository(Lesson) lessons: Repository<Lesson>,
    @InjectRepository(Doc) private readonly docs: Repository<Doc>,
    transactions: Transactions,
  ) {
    super(lessons, transactions, {
      entity: Lesson,
      code: 'LESSON',
      name: 'Lesson',
      defaults: { description: '', docIds: [] },
      writeChildren: positionWriter(lessons.manager.getRepository(LessonDoc)),
    });
  }

  list(query: LessonListQuery): Promise<Page<Lesson>> {
    const { docId } = query;
    return this.page(
      query,
      docId === undefined
        ? []
        : [
            {
              // The doc's lessons walked along the index of `lesson_docs` in the order of one sort field (ADR 0306, 0307); along several, each lesson checked by its own `doc_ids` (ADR 0303), or the doc's lessons read and sorted.
              where: (builder) => holdsId(builder, 'doc_ids', docId, 'docIds'),
              read: (builder) =>
                builder.andWhere(
                  'row.id IN (SELECT ld.lesson_id FROM lesson_docs ld WHERE ld.doc_id = :docId)',
                  { docId },
                ),
              along: alongSortKey(
                LessonDoc,
                OWNED_SORT_FIELDS,
                'along.docId = :alongDoc',
                { alongDoc: docId },
                'lessonId',
              ),
              counter: `lessons.doc:${docId}`,
            },
          ],
    );
  }

  /** The docs of a lesson, in its order, as summaries (without `content`). */
  async docsOf(lesson: Lesson): Promise<Doc[]> {
    const docs = new Map(
      (
        await this.docs.find({
          where: { id: In(lesson.docIds) },
          select: Object.fromEntries(
            DOC_SUMMARY_COLUMNS.map((column) => [column, true]),
          ),
        })
      ).map((doc) => [doc.id, doc]),
    );
    return lesson.docIds.flatMap((id) => docs.get(id) ?? []);
  }
}
