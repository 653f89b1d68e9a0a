import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import type { Page } from '#libs/rest/index.js';
import type { AuthUser } from '../auth/auth-user.js';
import { DomainError } from '../common/domain-error.js';
import { OwnedStore } from '../common/owned-store.js';
import { mergePatch } from '../common/resource-fields.js';
import { constraintViolation } from '../database/constraint-violation.js';
import { Transactions } from '../database/transactions.js';
import { DocTag } from './doc-tag.entity.js';
import { Doc } from './doc.entity.js';
import type { DocListQuery } from './dto/doc-list-query.dto.js';
import type { PatchDocDto } from './dto/patch-doc.dto.js';
import type { WriteDocDto } from './dto/write-doc.dto.js';

type DocFields = Pick<
  Doc,
  'reference' | 'title' | 'description' | 'tags' | 'content'
>;

const DEFAULTS: Omit<DocFields, 'title'> = {
  reference: null,
  description: '',
  tags: [],
  content: '',
};

function referenceConflict(error: unknown): never {
  if (constraintViolation(error) !== 'unique') throw error;
  throw new DomainError(
    'conflict',
    'DOC.REFERENCE_TAKEN',
    'Another doc already has this reference.',
  );
}

/** Tags live in the doc row (read in one query) and in `doc_tags` (indexed, for the `tag` filter). */
async function writeTags(
  manager: EntityManager,
  docId: string,
  { tags }: Partial<Doc>,
): Promise<void> {
  if (tags === undefined) return;
  await manager.delete(DocTag, { docId });
  if (tags.length > 0)
    await manager.insert(
      DocTag,
      tags.map((tag) => ({ docId, tag })),
    );
}

@Injectable()
export class DocsService {
  private readonly store: OwnedStore<Doc>;

  constructor(
    @InjectRepository(Doc) private readonly docs: Repository<Doc>,
    transactions: Transactions,
  ) {
    this.store = new OwnedStore(
      Doc,
      'DOC',
      'Doc',
      docs,
      transactions,
      writeTags,
    );
  }

  create(actor: AuthUser, dto: WriteDocDto): Promise<Doc> {
    return this.store
      .create(actor, this.replacement(dto))
      .catch(referenceConflict);
  }

  list(query: DocListQuery): Promise<Page<Doc>> {
    return this.store.list(query, (builder) => {
      const tags = [...new Set(query.tag ?? [])];
      if (tags.length > 0) {
        builder.andWhere(
          'row.id IN (SELECT dt.doc_id FROM doc_tags dt WHERE dt.tag IN (:...tags) GROUP BY dt.doc_id HAVING COUNT(*) = :tagCount)',
          { tags, tagCount: tags.length },
        );
      }
      if (query.reference !== undefined)
        builder.andWhere('row.reference = :reference', {
          reference: query.reference,
        });
    });
  }

  get(id: string): Promise<Doc> {
    return this.store.get(id);
  }

  /** PUT: every writable field, the missing optional ones reset to their defaults. */
  replace(
    actor: AuthUser,
    id: string,
    dto: WriteDocDto,
    ifMatch?: number,
  ): Promise<Doc> {
    return this.store
      .change(actor, id, this.replacement(dto), ifMatch)
      .catch(referenceConflict);
  }

  /** PATCH: only the fields given; `null` resets an optional field. */
  patch(
    actor: AuthUser,
    id: string,
    dto: PatchDocDto,
    ifMatch?: number,
  ): Promise<Doc> {
    return this.store
      .change(actor, id, mergePatch<DocFields>(dto, DEFAULTS), ifMatch)
      .catch(referenceConflict);
  }

  /** Deletes a doc; the database refuses while a lesson uses it (409 naming the lessons). */
  remove(actor: AuthUser, id: string, ifMatch?: number): Promise<Doc> {
    return this.store
      .remove(actor, id, ifMatch)
      .catch(async (error: unknown) => {
        if (constraintViolation(error) !== 'foreign-key') throw error;
        // lesson_docs is the lessons module's table; reading it here keeps the modules acyclic.
        const rows: { lessonId: string }[] = await this.docs.manager
          .createQueryBuilder()
          .select('DISTINCT ld.lesson_id', 'lessonId')
          .from('lesson_docs', 'ld')
          .where('ld.doc_id = :id', { id })
          .getRawMany();
        const lessonIds = rows.map((row) => row.lessonId).sort();
        throw new DomainError(
          'conflict',
          'DOC.IN_USE',
          `Lessons still use this doc: ${lessonIds.join(', ')}.`,
          {
            lessonIds,
          },
        );
      });
  }

  private replacement(dto: WriteDocDto): DocFields {
    return {
      reference: dto.reference ?? DEFAULTS.reference,
      title: dto.title,
      description: dto.description ?? DEFAULTS.description,
      tags: dto.tags ?? DEFAULTS.tags,
      content: dto.content ?? DEFAULTS.content,
    };
  }
}
