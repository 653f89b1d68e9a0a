import { randomUUID } from 'node:crypto';
import {
  type EntityManager,
  type EntityTarget,
  type Repository,
  type SelectQueryBuilder,
} from 'typeorm';
import { cursorScope, type Page, type SortKey } from '#libs/rest/index.js';
import type { AuthUser } from '../auth/auth-user.js';
import { assertOwnerOrAdmin } from '../auth/ownership.js';
import { throwDomainError } from '../database/constraint-errors.js';
import { findById, listRows, type ListRows } from '../database/find-by-id.js';
import { deleteReturning, insertRows } from '../database/write-rows.js';
import { unicodeLowerFunction } from '../database/database.options.js';
import { cursorPosition, listPage } from '../database/list-page.js';
import type { Along, ListDriver } from '../database/list-plan.js';
import { readCounters, recentCounters } from '../database/row-counts.js';
import { textSample, trigrams } from '../database/text-sample.js';
import type { Transactions } from '../database/transactions.js';
import { DomainError } from './domain-error.js';
import type { OwnedListQueryDto } from './owned-resource.dto.js';
import type { OwnedResource } from './owned-resource.entity.js';
import { mergePatch } from './resource-fields.js';

/** The default of every optional field of the write body `W`, as the entity `E` stores it. */
export type Defaults<E, W> = {
  [K in Exclude<keyof W, 'title'>]-?: E[K & keyof E];
};

export interface OwnedResourceOptions<E extends OwnedResource, W> {
  entity: EntityTarget<E>;
  /** Prefix of error codes and name in messages: `DOC`, `Doc`. */
  code: string;
  name: string;
  /** Every optional writable field with its default. */
  defaults: Defaults<E, W>;
  /**
   * Keeps a resource's own rows beside it (positions) in step with the fields written (`updatedAt`
   * included); `before`: the row as it was, locked (`undefined` for a new resource, which has none yet).
   */
  writeChildren?: (
    manager: EntityManager,
    id: string,
    fields: Partial<E>,
    before?: E,
  ) => Promise<void>;
}

/** One filter of a list: its condition on the alias `row`, and the counter of the rows it keeps alone. */
export interface ListFilter<E extends OwnedResource> {
  where: (builder: SelectQueryBuilder<E>) => void;
  counter?: string;
  /** Values of the filter that are not query parameters (a parent's id in the path): a cursor is bound to them too. */
  scope?: Record<string, unknown>;
  /** Its rows read from its own index, so that a page may be read by it (see `ListDriver`). */
  read?: ListDriver<E>['read'];
  /** Its own index in a sort order, walked instead of the table's (see `Along`), given the values of its size's counters. */
  along?: (keys: readonly SortKey[], counts: number[]) => Along<E> | undefined;
  /** About how many rows it keeps, given the values of `counters`; else `counter`'s value. */
  size?: {
    counters: string[];
    of: (counts: number[]) => Promise<number>;
  };
}

/** How old a size a list's plan reads may be (ADR 0305). */
const PLAN_SIZES_MS = 1000;

/** The largest version the `version` column holds (`integer`). */
const MAX_VERSION = 2 ** 31 - 1;

/** `%` and `_` in user text match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * A trigram of `q` that `pg_trgm` reads as it is (no word boundary inside) and that `LOWER()`
 * leaves as it is in any locale (lowercase ASCII letters, digits), and that few rows contain: the
 * sample shows a trigram of one sampled doc at ~2 %, whatever its real share (ADR 0301).
 */
const RARE_TRIGRAM = { pattern: /^[a-z0-9]{3}$/, share: 0.03 };

/**
 * Create, list, conditional change and delete of a resource its author owns (docs, lessons).
 * Each write is one step with its `If-Match` check: a change is one transaction, settled by a row
 * lock (PostgreSQL) or by transactions running one at a time (SQLite); a delete, and a create
 * with no children to write, are one statement (ADR 0509).
 */
export abstract class OwnedResourceService<
  E extends OwnedResource,
  W extends object,
  P extends object,
  Q extends OwnedListQueryDto,
> {
  /** The SQL of a create and of a delete, built once. */
  private readonly insertRows: (
    manager: EntityManager,
    rows: E[],
  ) => Promise<void>;
  private readonly deleteRow: ReturnType<typeof deleteReturning<E>>;
  /** `get`'s query, built once. */
  private readonly findById: (id: string) => Promise<E | null>;
  /** The query of a write's read, built once: in its transaction, the row locked where needed. */
  private readonly findForUpdate: (
    id: string,
    manager: EntityManager,
  ) => Promise<E | null>;

  /** How a page reads its rows, built once per set of columns shown. */
  private readonly pageRows = new Map<string, ListRows<E>>();
  /** The sizes a list's plan reads (see `recentCounters`). */
  private readonly planCounters: (names: string[]) => Promise<number[]>;

  constructor(
    protected readonly repository: Repository<E>,
    private readonly transactions: Transactions,
    private readonly options: OwnedResourceOptions<E, W>,
  ) {
    this.insertRows = insertRows(repository);
    this.deleteRow = deleteReturning(repository);
    this.findById = findById(repository);
    this.planCounters = recentCounters(
      (names) => readCounters(repository.manager, names),
      PLAN_SIZES_MS,
    );
    this.findForUpdate = findById(
      repository,
      undefined,
      transactions.forUpdate !== undefined,
    );
  }

  async get(id: string): Promise<E> {
    const row = await this.findById(id);
    if (!row) throw this.notFound(id);
    return row;
  }

  /**
   * A new resource of the actor, version 1; optional fields left out take their defaults.
   * `fields` are set by the route rather than the body (a parent's id).
   */
  async create(actor: AuthUser, body: W, fields: Partial<E> = {}): Promise<E> {
    const now = new Date();
    const row = this.repository.create({
      ...this.replacement(body),
      ...fields,
      id: randomUUID(),
      authorId: actor.id,
      createdAt: now,
      updatedAt: now,
      version: 1,
    } as unknown as E);
    const { writeChildren } = this.options;
    await this.write(
      undefined,
      async (manager) => {
        // The row holds every column: nothing to read back (TypeORM would on SQLite).
        await this.insertRows(manager, [row]);
        await writeChildren?.(manager, row.id, row);
      },
      // Without children, the insert is the only statement.
      !writeChildren,
    );
    return row;
  }

  /** PUT: every writable field, the missing optional ones reset to their defaults. */
  replace(actor: AuthUser, id: string, body: W, ifMatch?: number): Promise<E> {
    return this.change(actor, id, this.replacement(body), ifMatch);
  }

  /** PATCH: only the fields given (at least one); `null` resets an optional field. */
  patch(actor: AuthUser, id: string, body: P, ifMatch?: number): Promise<E> {
    return this.change(
      actor,
      id,
      mergePatch<E>(body, this.options.defaults as Partial<E>),
      ifMatch,
    );
  }

  /**
   * Deletes the resource (its own rows go with it) and returns it as it was: one statement, which
   * tests the owner and the version itself.
   */
  async remove(actor: AuthUser, id: string, ifMatch?: number): Promise<E> {
    const where = {
      authorId: actor.role === 'admin' ? undefined : actor.id,
      version: ifMatch,
    };
    // A version beyond the column's `integer` matches no row (PostgreSQL refuses it as a parameter).
    const possible = ifMatch === undefined || ifMatch <= MAX_VERSION;
    for (;;) {
      const row =
        possible &&
        (await this.write(
          id,
          (manager) => this.deleteRow(manager, id, where),
          true,
        ));
      if (row) return row;
      // Nothing matched: the row as it is now says why, unless a change since makes it match.
      this.check(actor, id, await this.findById(id), ifMatch);
    }
  }

  /**
   * One page of the rows matching the query and the resource's own `filters` (all combined), by
   * cursor or by page number. `X-Total-Count` comes from a counter when at most one filter is
   * given; other lists are not counted (but where the page shows all of it). `columns` are
   * those an item shows.
   */
  protected async page(
    query: Q,
    filters: ListFilter<E>[],
    columns?: (keyof E & string)[],
  ): Promise<Page<E>> {
    const table = this.repository.metadata.tableName;
    const { page, limit, cursor, sort, ...rest } = query;
    const scope = cursorScope(table, {
      ...this.scoped(rest),
      ...Object.assign({}, ...filters.map((filter) => filter.scope)),
      sort,
    });
    const position =
      cursor === undefined ? undefined : cursorPosition(cursor, scope, sort);
    const all: ListFilter<E>[] = [...filters];
    if (query.authorId !== undefined)
      all.unshift({
        where: (builder) =>
          builder.andWhere('row.authorId = :authorId', {
            authorId: query.authorId,
          }),
        counter: `${table}.author:${query.authorId}`,
      });
    const counter =
      query.q === undefined && all.length <= 1
        ? all.length === 0
          ? table
          : all[0].counter
        : undefined;
    // A plan reads the sizes of its table and drivers, recent ones from memory; the page reads its own counter.
    const names = [
      table,
      ...all.flatMap((filter) =>
        !filter.read ? [] : (filter.size?.counters ?? [filter.counter!]),
      ),
    ];
    let counts: Promise<number[]> | undefined;
    const counted = async (name: string) =>
      (await (counts ??= this.planCounters(names)))[names.indexOf(name)];
    const builder = this.repository.createQueryBuilder('row');
    const drivers: ListDriver<E>[] = [];
    for (const filter of all) {
      if (!filter.read) {
        filter.where(builder);
        continue;
      }
      const { along, size } = filter;
      const counts = () =>
        Promise.all((size?.counters ?? [filter.counter!]).map(counted));
      drivers.push({
        check: filter.where,
        read: filter.read,
        along: along && (async (keys) => along(keys, await counts())),
        size: async () =>
          size ? size.of(await counts()) : (await counts())[0],
      });
    }
    if (query.q !== undefined) drivers.push(await this.search(query.q));
    return listPage({
      builder,
      drivers: {
        filters: drivers,
        total: () => counted(table),
        narrowed: all.some((filter) => !filter.read),
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

  private rowsOf(columns?: (keyof E & string)[]): ListRows<E> {
    const key = columns?.join() ?? '';
    let rows = this.pageRows.get(key);
    if (!rows) {
      rows = listRows(this.repository, columns);
      this.pageRows.set(key, rows);
    }
    return rows;
  }

  /** The query's filters that a cursor is bound to; the resource names those that are not (e.g. `include`). */
  protected scoped(filters: Record<string, unknown>): Record<string, unknown> {
    return filters;
  }

  /**
   * Keeps the rows whose title or description contains `q`, in any case, both sides lowered by the
   * database with one function. A trigram index reads the candidates: SQLite's FTS5 table
   * `<table>_search` (a phrase `MATCH`, counted up to the bound asked); PostgreSQL's `pg_trgm` GIN
   * indexes on the lowered columns, given only `q`'s rarest trigrams when its statistics show
   * some (a common one such as `doc` costs its whole posting list), which also estimate the count.
   */
  private async search(q: string): Promise<ListDriver<E>> {
    const type = this.repository.manager.connection.options.type;
    const lower = unicodeLowerFunction(type);
    const table = this.repository.metadata.tableName;
    const contains: ListDriver<E>['check'] = (builder) =>
      builder.andWhere(
        `(${lower}(row.title) LIKE ${lower}(:q) ESCAPE '\\' OR ${lower}(row.description) LIKE ${lower}(:q) ESCAPE '\\')`,
        { q: likePattern(q) },
      );
    if (type === 'better-sqlite3') {
      const search = `${table}_search`;
      const phrase = `"${q.replace(/"/g, '""')}"`;
      const candidates = `SELECT rowid FROM ${search} WHERE ${search} MATCH :phrase`;
      return {
        check: contains,
        read: (builder) =>
          contains(
            builder.andWhere(`row.rowid IN (${candidates})`, { phrase }),
          ),
        // `+` keeps the rowid from choosing the plan: the sort index is walked, each rowid tested against the set.
        screen: (builder) =>
          contains(
            builder.andWhere(`+row.rowid IN (${candidates})`, { phrase }),
          ),
        size: async (bound) => {
          const [{ n }] = await this.repository.manager.query<{ n: number }[]>(
            `SELECT COUNT(*) AS n FROM (SELECT 1 FROM ${search} WHERE ${search} MATCH ? LIMIT ${bound + 1})`,
            [phrase],
          );
          return n;
        },
      };
    }
    const sample = await textSample(this.repository.manager.connection, table);
    const text = q.toLowerCase();
    const rare = [...trigrams(q)]
      .filter((trigram) => RARE_TRIGRAM.pattern.test(trigram))
      .map((trigram) => ({
        trigram,
        share: sample?.trigramShare(trigram) ?? 1,
      }))
      .filter(({ share }) => share <= RARE_TRIGRAM.share)
      .sort((a, b) => a.share - b.share)
      .slice(0, 2);
    return {
      check: contains,
      // The exact test as `strpos`, which the trigram indexes do not serve: they read the rare trigrams only.
      read:
        rare.length === 0
          ? contains
          : (builder) => {
              rare.forEach(({ trigram }, i) =>
                builder.andWhere(
                  `(LOWER(row.title) LIKE :trigram${i} OR LOWER(row.description) LIKE :trigram${i})`,
                  { [`trigram${i}`]: `%${trigram}%` },
                ),
              );
              builder.andWhere(
                '(STRPOS(LOWER(row.title), LOWER(:text)) > 0 OR STRPOS(LOWER(row.description), LOWER(:text)) > 0)',
                { text: q },
              );
            },
      size: async (bound, total) =>
        sample ? Math.round(sample.share(text) * total) : bound + 1,
    };
  }

  private notFound(id: string): DomainError {
    const { code, name } = this.options;
    return new DomainError(
      'not-found',
      `${code}.NOT_FOUND`,
      `${name} ${id} does not exist.`,
    );
  }

  private replacement(body: W): Partial<E> {
    return {
      ...this.options.defaults,
      ...mergePatch<E>(body, this.options.defaults as Partial<E>),
    } as Partial<E>;
  }

  private async change(
    actor: AuthUser,
    id: string,
    fields: Partial<E>,
    ifMatch?: number,
  ): Promise<E> {
    if (Object.keys(fields).length === 0) {
      throw new DomainError(
        'invalid',
        `${this.options.code}.EMPTY_CHANGE`,
        'Give at least one field to change.',
      );
    }
    return this.write(id, async (manager) => {
      const row = await this.current(manager, actor, id, ifMatch);
      const updatedAt = new Date();
      await manager
        .createQueryBuilder()
        .update(this.options.entity)
        .set({ ...fields, updatedAt, version: () => 'version + 1' } as never)
        .where('id = :id', { id })
        .execute();
      await this.options.writeChildren?.(
        manager,
        id,
        { ...fields, updatedAt },
        row,
      );
      // The row is locked (or SQLite writes one at a time): it is now what was read, changed so.
      return Object.assign(row, fields, {
        updatedAt,
        version: row.version + 1,
      });
    });
  }

  /** `work` in a transaction, or alone if it is `single` statement (see `Transactions.single`). */
  private write<T>(
    id: string | undefined,
    work: (manager: EntityManager) => Promise<T>,
    single = false,
  ): Promise<T> {
    return (
      single ? this.transactions.single(work) : this.transactions.run(work)
    ).catch((error: unknown) =>
      throwDomainError(error, this.repository.manager, id),
    );
  }

  /** The row as it is now, locked for the write that follows, if the actor may change it and it has the version `If-Match` names. */
  private async current(
    manager: EntityManager,
    actor: AuthUser,
    id: string,
    ifMatch?: number,
  ): Promise<E> {
    const row = await this.findForUpdate(id, manager);
    this.check(actor, id, row, ifMatch);
    return row;
  }

  /** Throws unless `row` exists, the actor may change it, and it has the version `If-Match` names. */
  private check(
    actor: AuthUser,
    id: string,
    row: E | null,
    ifMatch?: number,
  ): asserts row is E {
    if (!row) throw this.notFound(id);
    const { code, name } = this.options;
    assertOwnerOrAdmin(actor, row.authorId, `this ${name.toLowerCase()}`);
    if (ifMatch !== undefined && row.version !== ifMatch) {
      throw new DomainError(
        'precondition-failed',
        `${code}.VERSION_MISMATCH`,
        `${name} ${id} is at version ${row.version}, not ${ifMatch}; nothing was changed.`,
      );
    }
  }
}
