import type { ObjectLiteral, Repository } from 'typeorm';
import { cursorScope, type Page, type SortKey } from '#libs/rest/index.js';
import { readCounters, recentCounters } from './counters.js';
import { isMemberFilter, type ListDeclaration } from './declaration.js';
import { type ListFilter, memberFilter, valueFilter } from './filters.js';
import { listing } from './listed.js';
import type { Member } from './member-tables.js';
import { cursorPosition, listPage } from './page.js';
import type { ListDriver } from './plan.js';
import { listRows, type ListRows } from './rows.js';
import { dialectOf, type Dialect } from './schema.js';
import { searchDriver } from './search.js';

/** What a list query gives the engine: paging, the sort keys (with the `id` tie-break), `q`, and each declared filter by name. */
export interface ListQuery {
  page: number;
  limit: number;
  cursor?: string;
  sort: readonly SortKey[];
  q?: string;
}

export interface PageOptions<E> {
  /** The columns an item shows (all by default). */
  columns?: (keyof E & string)[];
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

  constructor(private readonly repository: Repository<E>) {
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
  }

  /**
   * One page. `X-Total-Count` comes from a counter when at most one filter is given (and no `q`);
   * other lists are not counted (but where the page shows all of it).
   */
  async page(
    query: ListQuery,
    { columns, filters: fixed }: PageOptions<E> = {},
  ): Promise<Page<E>> {
    const { page, limit, cursor, sort, q } = query;
    const given = this.filterValues({ ...query, ...fixed });
    const scope = cursorScope(this.table, {
      ...Object.fromEntries(given),
      q,
      sort,
    });
    const position =
      cursor === undefined ? undefined : cursorPosition(cursor, scope, sort);
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
    if (q !== undefined) drivers.push(await this.search(q));
    return listPage({
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
      rows: this.rowsOf(columns),
      counter,
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

  private search(q: string): Promise<ListDriver<E>> {
    const fields = Object.keys(this.declaration.search ?? {});
    if (fields.length === 0)
      throw new Error(`${this.table} declares no searched field for q`);
    const { metadata } = this.repository;
    return searchDriver<E>(
      this.dialect,
      this.repository.manager,
      this.table,
      fields,
      fields.map(
        (field) => metadata.findColumnWithPropertyName(field)!.databaseName,
      ),
      q,
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
