import type { ObjectLiteral, Repository } from 'typeorm';
import {
  type CursorSigner,
  cursorScope,
  DEFAULT_SORT,
  type Page,
  parseSort,
  ProblemException,
  type SortKey,
} from '#libs/rest/index.js';
import { readCounters, recentCounters } from './counters.js';
import {
  isMemberFilter,
  type ListDeclaration,
  searchedFields,
} from './declaration.js';
import { type ListFilter, memberFilter, valueFilter } from './filters.js';
import { listing } from './listed.js';
import type { Member } from './member-tables.js';
import { cursorPosition, listPage } from './page.js';
import { type ListDriver, RANKED_KEYS } from './plan.js';
import { listRows, type ListRows } from './rows.js';
import { dialectOf, type Dialect } from './schema.js';
import {
  scoredTerms,
  searchDriver,
  type SearchParameters,
  searchParameters,
  searchSql,
  type SearchSql,
} from './search.js';
import { parseSearch, type SearchTerm, snippetOf } from './search-text.js';
import { walkReach, wordShares } from './word-shares.js';

/** What a list query gives the engine: paging, the sort keys (with the `id` tie-break; absent: the default order), `q`, and each declared filter by name. */
export interface ListQuery {
  page: number;
  limit: number;
  cursor?: string;
  sort?: readonly SortKey[];
  q?: string;
}

/** How many of the newest matches of `q` the order of relevance ranks (docs/lists.md, "Search"). */
export const RANKED_MATCHES = 1000;

/** How much of each searched field a snippet is looked for in, in characters. */
const SNIPPET_SOURCE = 65536;

export interface PageOptions<E> {
  /** The columns an item shows (all by default). */
  columns?: (keyof E & string)[];
  /**
   * A large column added to `columns`, read after the page for as many of its rows as fit in
   * `bytes` (at least one): the page then ends early, and its `next` cursor goes on from there.
   */
  large?: { field: keyof E & string; bytes: number };
  /** Filter values the route gives rather than the query: a parent's id in the path. */
  filters?: Record<string, unknown>;
}

/** How old a size a list's plan reads may be (ADR 0305). */
const PLAN_SIZES_MS = 1000;

/**
 * The list of a `@Listed()` entity: a page of the rows matching a query's declared filters (all
 * combined) and `q`, by cursor or by page number, with its count where a counter serves it.
 */
export class EntityList<E extends ObjectLiteral & { id: string }> {
  private readonly table: string;
  private readonly dialect: Dialect;
  private readonly declaration: ListDeclaration<E>;
  private readonly members: Map<string, Member>;
  /** How a page reads its rows, built once per set of columns shown. */
  private readonly pageRows = new Map<string, ListRows<E>>();
  /** The sizes a list's plan reads (see `recentCounters`). */
  private readonly planCounters: (names: string[]) => Promise<number[]>;
  /** The order without `sort` or `q`. */
  private readonly defaultSort: readonly SortKey[];
  /** The searched fields, heaviest first, and the SQL of `q`, where the list declares a search. */
  private readonly searched?: { fields: string[]; sql: SearchSql };

  /** `cursors` signs the `next`/`prev` cursors of its pages, and checks those it is given. */
  constructor(
    private readonly repository: Repository<E>,
    private readonly cursors: CursorSigner,
  ) {
    const { metadata } = repository;
    const listed = listing(metadata.target as Function);
    if (!listed)
      throw new Error(`${metadata.name} is not @Listed(): declare its list`);
    this.declaration = listed.declaration as ListDeclaration<E>;
    this.table = metadata.tableName;
    this.dialect = dialectOf(repository.manager.connection);
    this.members = new Map(
      listed.members.map((member) => [member.name, member]),
    );
    this.planCounters = recentCounters(
      (names) => readCounters(repository.manager, names),
      PLAN_SIZES_MS,
    );
    this.defaultSort = parseSort(DEFAULT_SORT, this.declaration.sort);
    const searched = searchedFields(this.declaration);
    if (searched.length > 0)
      this.searched = {
        fields: searched.map(([field]) => field),
        sql: searchSql(this.dialect, {
          table: this.table,
          key: metadata.primaryColumns[0].databaseName,
          created:
            metadata.findColumnWithPropertyName('createdAt')!.databaseName,
          columns: searched.map(
            ([field]) =>
              metadata.findColumnWithPropertyName(field)!.databaseName,
          ),
          weights: searched.map(([, weight]) => weight),
        }),
      };
  }

  /**
   * One page. `X-Total-Count` comes from a counter when at most one filter is given (and no `q`),
   * or from the matches ranked by relevance; other lists are not counted (but where the page shows
   * all of it). Items of a `q` list carry their snippets.
   */
  async page(
    query: ListQuery,
    { columns, filters: fixed, large }: PageOptions<E> = {},
  ): Promise<Page<E>> {
    const { page, limit, cursor, q } = query;
    const terms = q === undefined ? undefined : this.terms(q);
    const ranked = terms !== undefined && query.sort === undefined;
    const sort = query.sort ?? (ranked ? RANKED_KEYS : this.defaultSort);
    const given = this.filterValues({ ...query, ...fixed });
    const scope = cursorScope(this.table, {
      ...Object.fromEntries(given),
      q,
      sort: ranked ? 'relevance' : sort,
    });
    const position =
      cursor === undefined
        ? undefined
        : cursorPosition(this.cursors, cursor, scope, sort);
    const filters = given.map(([name, value]) => this.filter(name, value));
    const table = this.table;
    const counter =
      q === undefined && filters.length <= 1
        ? filters.length === 0
          ? table
          : filters[0].counter
        : undefined;
    // A plan reads the sizes of its table and drivers, recent ones from memory; the page reads its own counter.
    const names = [
      table,
      ...filters.flatMap((filter) =>
        !filter.read ? [] : (filter.size?.counters ?? [filter.counter!]),
      ),
    ];
    let counts: Promise<number[]> | undefined;
    const counted = async (name: string) =>
      (await (counts ??= this.planCounters(names)))[names.indexOf(name)];
    const builder = this.repository.createQueryBuilder('row');
    const drivers: ListDriver<E>[] = [];
    for (const filter of filters) {
      if (!filter.read) {
        filter.where(builder);
        continue;
      }
      const { along, size } = filter;
      const sizes = () =>
        Promise.all((size?.counters ?? [filter.counter!]).map(counted));
      drivers.push({
        check: filter.where,
        read: filter.read,
        along: along && (async (keys) => along(keys, await sizes())),
        size: async () => (size ? size.of(await sizes()) : (await sizes())[0]),
      });
    }
    // PostgreSQL's statistics of the index say about how many rows `q` matches (SQLite counts them).
    const statistics =
      terms && this.dialect === 'postgres'
        ? await wordShares(
            this.repository.manager.connection,
            this.searched!.sql.index,
          )
        : undefined;
    const scored = ranked
      ? await scoredTerms(
          this.searched!.sql,
          this.repository.manager,
          terms,
          statistics,
        )
      : undefined;
    const search: SearchParameters | undefined =
      terms &&
      searchParameters(
        this.dialect,
        this.searched!.sql,
        terms,
        statistics ? [statistics.rarest(terms)] : terms,
        scored,
      );
    const shares = statistics && {
      share: statistics.of(terms!),
      expected: statistics.expected(terms!),
      reads: statistics.reads(terms!),
    };
    if (search !== undefined && !ranked)
      drivers.push(
        searchDriver(
          this.searched!.sql,
          this.repository.manager,
          search,
          shares,
        ),
      );
    const found = await listPage({
      builder,
      drivers: {
        filters: drivers,
        total: () => counted(table),
        narrowed: filters.some((filter) => !filter.read),
      },
      keys: sort,
      limit,
      page,
      position,
      scope,
      cursors: this.cursors,
      rows: this.rowsOf(columns),
      counter,
      ...(large && { fit: (items: E[]) => this.fit(items, large) }),
      ...(ranked && {
        ranked: {
          sql: this.searched!.sql,
          parameters: search!,
          cap: RANKED_MATCHES,
          reach: (total, short) =>
            walkReach(shares, total, RANKED_MATCHES, short),
        },
      }),
    });
    return terms
      ? { ...found, snippets: await this.snippets(found.items, terms) }
      : found;
  }

  /**
   * The first of `items` whose `large` column fits in its bytes together (at least one), with that
   * column read: its sizes first (`OCTET_LENGTH` need not read a value), then the values that fit.
   */
  private async fit(
    items: E[],
    { field, bytes }: NonNullable<PageOptions<E>['large']>,
  ): Promise<{ items: E[]; cut: boolean }> {
    if (items.length === 0) return { items, cut: false };
    const sizes = new Map(
      (
        await this.repository
          .createQueryBuilder('row')
          .select('row.id', 'id')
          .addSelect(`OCTET_LENGTH(row.${field})`, 'bytes')
          .where('row.id IN (:...ids)', { ids: items.map((item) => item.id) })
          .getRawMany<{ id: string; bytes: number }>()
      ).map((row) => [row.id, Number(row.bytes)]),
    );
    let total = 0;
    let count = 0;
    for (const item of items) {
      total += sizes.get(item.id) ?? 0;
      if (count > 0 && total > bytes) break;
      count += 1;
    }
    const kept = items.slice(0, count);
    const values = new Map(
      (await this.rowsOf(['id', field]).byIds(kept.map((item) => item.id))).map(
        (row) => [row.id, row[field]],
      ),
    );
    return {
      // A row deleted since the page was read is left out.
      items: kept.flatMap((item) =>
        values.has(item.id)
          ? [Object.assign(item, { [field]: values.get(item.id) })]
          : [],
      ),
      cut: count < items.length,
    };
  }

  /** `q`'s terms; a `q` that has none, or too many, is a 400 (the query DTO refuses it first). */
  private terms(q: string): SearchTerm[] {
    if (!this.searched)
      throw new Error(`${this.table} declares no searched field for q`);
    const parsed = parseSearch(q);
    if ('terms' in parsed) return parsed.terms;
    throw new ProblemException(400, {
      detail: parsed.problem,
      errors: [{ field: '/q', message: parsed.problem }],
    });
  }

  /** Each item's snippet, from the start of its searched fields (`SNIPPET_SOURCE`), read by id. */
  private async snippets(items: E[], terms: SearchTerm[]) {
    if (items.length === 0) return [];
    const { fields } = this.searched!;
    const { metadata } = this.repository;
    const builder = this.repository
      .createQueryBuilder('row')
      .select('row.id', 'id')
      .where('row.id IN (:...ids)', { ids: items.map((item) => item.id) });
    fields.forEach((field, i) =>
      builder.addSelect(`SUBSTR(row.${field}, 1, ${SNIPPET_SOURCE})`, `f${i}`),
    );
    const texts = new Map(
      (await builder.getRawMany<Record<string, string | null>>()).map((row) => [
        row.id,
        fields.map((field, i): [string, string | null] => {
          const value = row[`f${i}`];
          const json =
            metadata.findColumnWithPropertyName(field)!.type === 'simple-json';
          return [field, json && value ? listedText(value) : value];
        }),
      ]),
    );
    return items.map((item) => {
      const fieldTexts = texts.get(item.id);
      return fieldTexts && snippetOf(terms, fieldTexts);
    });
  }

  /** The declared filters given, in the declaration's order, as `[name, value]`. */
  private filterValues(values: Record<string, unknown>): [string, unknown][] {
    return Object.keys(this.declaration.filters ?? {}).flatMap((name) =>
      values[name] === undefined ? [] : [[name, values[name]]],
    );
  }

  private filter(name: string, value: unknown): ListFilter<E> {
    const declared = this.declaration.filters![name];
    if (!isMemberFilter(declared))
      return valueFilter(this.table, name, declared, value);
    const values = [
      ...new Set((Array.isArray(value) ? value : [value]).map(String)),
    ];
    return memberFilter(
      this.dialect,
      this.table,
      this.members.get(name)!,
      values,
      this.repository.manager,
    );
  }

  private rowsOf(columns?: (keyof E & string)[]): ListRows<E> {
    const key = columns?.join() ?? '';
    let rows = this.pageRows.get(key);
    if (!rows) {
      rows = listRows(this.repository, columns);
      this.pageRows.set(key, rows);
    }
    return rows;
  }
}

/** A JSON array's values as text (`["sql","go"]`: `sql, go`); cut JSON as it is. */
function listedText(json: string): string {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.join(', ') : json;
  } catch {
    return json;
  }
}
