import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { Page } from '#libs/rest/index.js';
import { DomainError } from '../common/domain-error.js';
import { OWNED_SORT_FIELDS } from '../common/owned-resource.dto.js';
import {
  type ListFilter,
  OwnedResourceService,
} from '../common/owned-resource.service.js';
import { alongSortKey, holdsAll } from '../database/list-plan.js';
import { Transactions } from '../database/transactions.js';
import { DocTag } from './doc-tag.entity.js';
import { Doc, DOC_SUMMARY_COLUMNS } from './doc.entity.js';
import { tagPairs, tagPairsMatch } from './tag-pairs.js';
import {
  type DocListQuery,
  MAX_LIMIT_WITH_CONTENT,
} from './dto/doc-list-query.dto.js';
import type { PatchDocDto } from './dto/patch-doc.dto.js';
import type { WriteDocDto } from './dto/write-doc.dto.js';

/** How many of a tag's docs are probed for the other tags of a filter, to size it. */
const TAG_SAMPLE = 200;

/** One `doc_tags` key looked up: the doc whose id is the column `docId` has the tag `:param`. */
const tagProbe = (alias: string, docId: string, param: string) =>
  `SELECT 1 FROM doc_tags ${alias} WHERE ${alias}.doc_id = ${docId} AND ${alias}.tag = :${param}`;

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
    });
  }

  /** Doc summaries (every column but `content`, unless `include=content`). */
  async list(query: DocListQuery): Promise<Page<Doc>> {
    if (query.include === 'content' && query.limit > MAX_LIMIT_WITH_CONTENT) {
      const message = `limit must be at most ${MAX_LIMIT_WITH_CONTENT} with include=content`;
      throw new DomainError('invalid', 'DOC.PAGE_TOO_LARGE', message, {
        errors: [{ field: '/limit', message }],
      });
    }
    const tags = [...new Set(query.tag ?? [])];
    const filters: ListFilter<Doc>[] =
      tags.length > 0 ? [this.tagged(tags)] : [];
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

  /**
   * Docs with every one of `tags`. Sorted by one field, the rarest tag's docs are walked along the
   * index of `doc_tags` in that order (ADR 0306, 0307), each checked for the others by its own
   * `tags`; along another sort order each doc is checked so (ADR 0302). Or their doc ids are read from an
   * index: one tag's from `doc_tags_tag`, several tags' from the index of the pairs of each doc's
   * tags.
   */
  private tagged(tags: string[]): ListFilter<Doc> {
    const postgres =
      this.repository.manager.connection.options.type === 'postgres';
    const where: ListFilter<Doc>['where'] = (builder) =>
      holdsAll(builder, 'tags', tags, 'tagset');
    const alongTag = (tag: string) =>
      alongSortKey<Doc>(
        DocTag,
        OWNED_SORT_FIELDS,
        'along.tag = :alongTag',
        { alongTag: tag },
        'docId',
      );
    if (tags.length === 1) {
      const params = { tag0: tags[0] };
      return {
        where,
        // PostgreSQL's planner reads `doc_tags_tag` for an `EXISTS`.
        read: postgres
          ? (builder) =>
              builder.andWhere(
                `EXISTS (${tagProbe('dt', 'row.id', 'tag0')})`,
                params,
              )
          : (builder) =>
              builder.andWhere(
                'row.id IN (SELECT dt.doc_id FROM doc_tags dt WHERE dt.tag = :tag0)',
                params,
              ),
        along: alongTag(tags[0]),
        counter: `docs.tag:${tags[0]}`,
      };
    }
    return {
      where,
      read: postgres
        ? (builder) =>
            builder.andWhere(
              'doc_tag_pairs(CAST(row.tags AS jsonb)) @> CAST(:pairs AS text[])',
              { pairs: tagPairs(tags) },
            )
        : (builder) =>
            builder.andWhere(
              'row.rowid IN (SELECT rowid FROM docs_tagset WHERE docs_tagset MATCH :pairs)',
              { pairs: tagPairsMatch(tags) },
            ),
      // Along the rarest tag's docs, each checked for the other tags.
      along: (keys, counts) => {
        const rarest = counts.indexOf(Math.min(...counts));
        const along = alongTag(tags[rarest])(keys);
        const others = tags.filter((_, i) => i !== rarest);
        return (
          along && {
            ...along,
            size: counts[rarest],
            check: (builder) => holdsAll(builder, 'tags', others, 'tagset'),
          }
        );
      },
      size: {
        counters: tags.map((tag) => `docs.tag:${tag}`),
        of: (counts) => this.sharedBy(tags, counts),
      },
    };
  }

  /**
   * About how many docs have all of `tags` (`counts`: each tag's docs): the share of the rarest
   * tag's first docs by id (random UUIDs, read from `doc_tags_tag`) that have the others too.
   */
  private async sharedBy(tags: string[], counts: number[]): Promise<number> {
    const rarest = counts.indexOf(Math.min(...counts));
    const others = tags.filter((_, i) => i !== rarest);
    const probes = others.map(
      (_, i) => `(${tagProbe(`d${i}`, 's.doc_id', `other${i}`)}) IS NOT NULL`,
    );
    const { sampled, hits } = (await this.repository.manager
      .createQueryBuilder()
      .select('COUNT(*)', 'sampled')
      .addSelect(`COUNT(CASE WHEN ${probes.join(' AND ')} THEN 1 END)`, 'hits')
      .from(
        `(SELECT dt.doc_id FROM doc_tags dt WHERE dt.tag = :rarest ORDER BY dt.doc_id LIMIT ${TAG_SAMPLE})`,
        's',
      )
      .setParameters({
        rarest: tags[rarest],
        ...Object.fromEntries(others.map((tag, i) => [`other${i}`, tag])),
      })
      .getRawOne<{ sampled: number | string; hits: number | string }>())!;
    return Number(sampled) === 0
      ? 0
      : Math.round((counts[rarest] * Number(hits)) / Number(sampled));
  }

  protected override scoped({
    include: _include,
    ...filters
  }: Record<string, unknown>): Record<string, unknown> {
    return filters;
  }
}
