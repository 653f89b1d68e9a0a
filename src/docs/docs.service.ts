import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import type { Page } from '#libs/rest/index.js';
import { DomainError } from '../common/domain-error.js';
import {
  type ListFilter,
  OwnedResourceService,
} from '../common/owned-resource.service.js';
import { Transactions } from '../database/transactions.js';
import { DocTag } from './doc-tag.entity.js';
import { Doc, DOC_SUMMARY_COLUMNS } from './doc.entity.js';
import {
  type DocListQuery,
  MAX_LIMIT_WITH_CONTENT,
} from './dto/doc-list-query.dto.js';
import type { PatchDocDto } from './dto/patch-doc.dto.js';
import type { WriteDocDto } from './dto/write-doc.dto.js';

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
export class DocsService extends OwnedResourceService<
  Doc,
  WriteDocDto,
  PatchDocDto,
  DocListQuery
> {
  constructor(
    @InjectRepository(Doc) docs: Repository<Doc>,
    transactions: Transactions,
  ) {
    super(docs, transactions, {
      entity: Doc,
      code: 'DOC',
      name: 'Doc',
      defaults: { reference: null, description: '', tags: [], content: '' },
      writeChildren: writeTags,
    });
  }

  /**
   * Doc summaries (every column but `content`, unless `include=content`). Each tag is one
   * `EXISTS` probe of the `doc_tags` key, so a page walks the sort index and stops at `limit`.
   */
  async list(query: DocListQuery): Promise<Page<Doc>> {
    if (query.include === 'content' && query.limit > MAX_LIMIT_WITH_CONTENT) {
      const message = `limit must be at most ${MAX_LIMIT_WITH_CONTENT} with include=content`;
      throw new DomainError('invalid', 'DOC.PAGE_TOO_LARGE', message, {
        errors: [{ field: '/limit', message }],
      });
    }
    const tags = [...new Set(query.tag ?? [])];
    const filters: ListFilter<Doc>[] = tags.map((tag, i) => ({
      where: (builder) =>
        builder.andWhere(
          `EXISTS (SELECT 1 FROM doc_tags dt WHERE dt.doc_id = row.id AND dt.tag = :tag${i})`,
          { [`tag${i}`]: tag },
        ),
      counter: `docs.tag:${tag}`,
    }));
    if (query.reference !== undefined)
      filters.push({
        where: (builder) =>
          builder.andWhere('row.reference = :reference', {
            reference: query.reference,
          }),
      });
    return this.page(
      query,
      filters,
      query.include === 'content' ? undefined : DOC_SUMMARY_COLUMNS,
    );
  }

  protected override scoped({
    include: _include,
    ...filters
  }: Record<string, unknown>): Record<string, unknown> {
    return filters;
  }
}
