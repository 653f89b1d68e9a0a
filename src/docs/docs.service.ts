import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, Repository } from 'typeorm';
import { CursorSigner, type Page } from '#libs/rest/index.js';
import { DomainError } from '../common/domain-error.js';
import { OwnedResourceService } from '../common/owned-resource.service.js';
import { Transactions } from '../database/transactions.js';
import { Doc, DOC_SUMMARY_COLUMNS } from './doc.entity.js';
import {
  CONTENT_PAGE_BYTES,
  type DocListQuery,
  MAX_LIMIT_WITH_CONTENT,
} from './dto/doc-list-query.dto.js';
import { DocDto } from './dto/doc.dto.js';
import type { PatchDocDto } from './dto/patch-doc.dto.js';
import type { WriteDocDto } from './dto/write-doc.dto.js';

@Injectable()
export class DocsService extends OwnedResourceService<
  Doc,
  WriteDocDto,
  PatchDocDto
> {
  constructor(
    @InjectRepository(Doc) docs: Repository<Doc>,
    transactions: Transactions,
    cursors: CursorSigner,
  ) {
    super(docs, transactions, cursors, {
      entity: Doc,
      code: 'DOC',
      name: 'Doc',
      defaults: { reference: null, description: '', tags: [], content: '' },
      events: { type: 'doc', data: DocDto.from },
    });
  }

  /** Doc summaries (every column but `content`, unless `include=content`: then as many as fit in `CONTENT_PAGE_BYTES`). */
  list(query: DocListQuery): Promise<Page<Doc>> {
    if (query.include === 'content' && query.limit > MAX_LIMIT_WITH_CONTENT) {
      const message = `limit must be at most ${MAX_LIMIT_WITH_CONTENT} with include=content`;
      throw new DomainError('invalid', 'DOC.PAGE_TOO_LARGE', message, {
        errors: [{ field: '/limit', message }],
      });
    }
    return this.collection.page(query, {
      columns: DOC_SUMMARY_COLUMNS,
      ...(query.include === 'content' && {
        large: { field: 'content', bytes: CONTENT_PAGE_BYTES },
      }),
    });
  }

  /** The summaries (without `content`) of the docs of `ids` that exist, in the order of `ids`. */
  async summaries(ids: readonly string[]): Promise<Doc[]> {
    const docs = new Map(
      (
        await this.repository.find({
          where: { id: In(ids) },
          select: Object.fromEntries(
            DOC_SUMMARY_COLUMNS.map((column) => [column, true]),
          ),
        })
      ).map((doc) => [doc.id, doc]),
    );
    return ids.flatMap((id) => docs.get(id) ?? []);
  }

  /** The ids of `ids` that name no doc, read by `manager` (a write's transaction). */
  async missing(
    ids: readonly string[],
    manager: EntityManager,
  ): Promise<string[]> {
    const found = new Set(
      (
        await manager.find(Doc, {
          where: { id: In(ids) },
          select: { id: true },
        })
      ).map((doc) => doc.id),
    );
    return ids.filter((id) => !found.has(id));
  }
}
