import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import type { Page } from '#libs/rest/index.js';
import type { AuthUser } from '../auth/auth-user.js';
import { DomainError } from '../common/domain-error.js';
import { OwnedStore } from '../common/owned-store.js';
import { mergePatch } from '../common/resource-fields.js';
import { constraintViolation } from '../database/constraint-violation.js';
import { Transactions } from '../database/transactions.js';
import { Doc } from '../docs/doc.entity.js';
import type { LessonListQuery } from './dto/lesson-list-query.dto.js';
import type { PatchLessonDto } from './dto/patch-lesson.dto.js';
import type { WriteLessonDto } from './dto/write-lesson.dto.js';
import { LessonDoc } from './lesson-doc.entity.js';
import { Lesson } from './lesson.entity.js';

type LessonFields = Pick<Lesson, 'title' | 'description' | 'docIds'>;

const DEFAULTS: Omit<LessonFields, 'title'> = { description: '', docIds: [] };

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

/** A doc deleted between the existence check and the insert: the foreign key refuses it. */
function docVanished(error: unknown): never {
  if (constraintViolation(error) !== 'foreign-key') throw error;
  throw new DomainError(
    'invalid',
    'LESSON.UNKNOWN_DOCS',
    'A doc of docIds does not exist.',
  );
}

/** The positions of a lesson's docs, rewritten whenever `docIds` is; every doc must exist. */
async function writePositions(
  manager: EntityManager,
  lessonId: string,
  { docIds }: Partial<Lesson>,
): Promise<void> {
  if (docIds === undefined) return;
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
  await manager.delete(LessonDoc, { lessonId });
  if (docIds.length > 0) {
    await manager.insert(
      LessonDoc,
      docIds.map((docId, position) => ({ lessonId, position, docId })),
    );
  }
}

@Injectable()
export class LessonsService {
  private readonly store: OwnedStore<Lesson>;

  constructor(
    @InjectRepository(Lesson) lessons: Repository<Lesson>,
    @InjectRepository(Doc) private readonly docs: Repository<Doc>,
    transactions: Transactions,
  ) {
    this.store = new OwnedStore(
      Lesson,
      'LESSON',
      'Lesson',
      lessons,
      transactions,
      writePositions,
    );
  }

  create(actor: AuthUser, dto: WriteLessonDto): Promise<Lesson> {
    return this.store.create(actor, this.replacement(dto)).catch(docVanished);
  }

  list(query: LessonListQuery): Promise<Page<Lesson>> {
    return this.store.list(query, (builder) => {
      if (query.docId !== undefined) {
        builder.andWhere(
          'row.id IN (SELECT ld.lesson_id FROM lesson_docs ld WHERE ld.doc_id = :docId)',
          {
            docId: query.docId,
          },
        );
      }
    });
  }

  get(id: string): Promise<Lesson> {
    return this.store.get(id);
  }

  /** The docs of a lesson, in its order. */
  async docsOf(lesson: Lesson): Promise<Doc[]> {
    const docs = new Map(
      (await this.docs.findBy({ id: In(lesson.docIds) })).map((doc) => [
        doc.id,
        doc,
      ]),
    );
    return lesson.docIds.flatMap((id) => docs.get(id) ?? []);
  }

  /** PUT: every writable field, the missing optional ones reset to their defaults. */
  replace(
    actor: AuthUser,
    id: string,
    dto: WriteLessonDto,
    ifMatch?: number,
  ): Promise<Lesson> {
    return this.store
      .change(actor, id, this.replacement(dto), ifMatch)
      .catch(docVanished);
  }

  /** PATCH: only the fields given; `null` resets an optional field. */
  patch(
    actor: AuthUser,
    id: string,
    dto: PatchLessonDto,
    ifMatch?: number,
  ): Promise<Lesson> {
    return this.store
      .change(actor, id, mergePatch<LessonFields>(dto, DEFAULTS), ifMatch)
      .catch(docVanished);
  }

  remove(actor: AuthUser, id: string, ifMatch?: number): Promise<Lesson> {
    return this.store.remove(actor, id, ifMatch);
  }

  private replacement(dto: WriteLessonDto): LessonFields {
    return {
      title: dto.title,
      description: dto.description ?? DEFAULTS.description,
      docIds: dto.docIds ?? DEFAULTS.docIds,
    };
  }
}
