import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { ListRows } from './rows.js';
import { counterSubquery } from './counters.js';
import { dialectOf } from './schema.js';
import type { SearchParameters, SearchSql } from './search.js';
import type { ShortWalk } from './word-shares.js';
import type {
  CursorPosition,
  SortDirection,
  SortKey,
} from '#libs/rest/index.js';

/**
 * A filter a list can be read by in two ways: walking the sort index and checking each row, or
 * reading the filter's own rows from its index and sorting them (see docs/adr/0301).
 */
export interface ListDriver<E extends ObjectLiteral> {
  /** The filter as a check of each row, on the alias `row`. */
  check: (builder: SelectQueryBuilder<E>) => void;
  /** The filter as a read of its rows from its own index (and the check, if that index is not exact). */
  read: (builder: SelectQueryBuilder<E>) => void;
  /** About how many rows match (`read` finds at least these); any number above `bound` when more. `total` is the table's size. */
  size: (bound: number, total: number) => Promise<number>;
  /** The check, after one read of `read`'s rows into a set (SQLite `q`): a walk then spends an index step, not the check, on each row that is not one. */
  screen?: (builder: SelectQueryBuilder<E>) => void;
  /** Its own index in the order of `keys`, where it has one (see `Along`). */
  along?: (keys: readonly SortKey[]) => Promise<Along<E> | undefined>;
  /** About how many rows reading its matches costs, where more than its size (a phrase, short prefixes). */
  reads?: (total: number) => number;
}

/** An index in a sort order that holds every row of a driver, joined to `row`: a walk along it meets no other row. */
export interface Along<E extends ObjectLiteral> {
  /** Joins the index's rows to `row` (an inner join). */
  join: (builder: SelectQueryBuilder<E>) => void;
  /** The index's rows alone, on the alias `along`: how far a walk goes is read there, without the rows. */
  alone: (builder: SelectQueryBuilder<E>) => SelectQueryBuilder<ObjectLiteral>;
  /** The index's column of a sort field. */
  column: (field: string) => string;
  /** How many rows it holds, where more than the driver's (one of several tags). */
  size?: number;
  /** It holds every row of the table (each tested by `check`). */
  every?: boolean;
  /** The driver's check of those rows, where they may fail it. */
  check?: (builder: SelectQueryBuilder<E>) => void;
  /** The driver's rows read alone, with the index's columns: sorted there, no other row is read. */
  matches?: (
    builder: SelectQueryBuilder<E>,
  ) => SelectQueryBuilder<ObjectLiteral>;
}

/** The filters a list may be read by, and the size of its table. */
export interface Drivers<E extends ObjectLiteral> {
  filters: ListDriver<E>[];
  total: () => Promise<number>;
  /** Whether the builder filters the rows too (`authorId`), maybe by an index of its own: the walk then keeps to the table's. */
  narrowed: boolean;
}

/** A page in the order of relevance to `q`: its SQL and parameters, and how many of the newest matches are ranked. */
export interface Ranked {
  sql: SearchSql;
  parameters: SearchParameters;
  cap: number;
  /**
   * How many of the newest rows to walk for them first, given the table's size (and, once a
   * bounded walk found too few, how far it went and what it found): `'all'`, as far as it takes
   * (no read); `undefined`, none (read them from the index).
   */
  reach?: (total: number, short?: ShortWalk) => number | 'all' | undefined;
}

/** The keys of the relevance order: how well a row matches, then the newest first. */
export const RANKED_KEYS: readonly SortKey[] = [
  { field: 'score', direction: 'DESC' },
  { field: 'createdAt', direction: 'DESC' },
  { field: 'id', direction: 'DESC' },
];

/** What a list's page query needs: the rows (`builder`, other filters applied), the order and the page. */
interface PlanInput<E extends ObjectLiteral> {
  builder: SelectQueryBuilder<E>;
  rows: ListRows<E>;
  /** A counter (`row_counts`) to read in the page's statement, with no driver only. */
  counter?: string;
  keys: readonly SortKey[];
  position?: CursorPosition;
  skip: number;
  limit: number;
  drivers?: Drivers<E>;
  /** In the order of relevance (`keys` are `RANKED_KEYS`): `q` is not among the drivers. */
  ranked?: Ranked;
}

const flip = (direction: SortDirection): SortDirection =>
  direction === 'ASC' ? 'DESC' : 'ASC';

/** A sort field's column on the alias `row`. */
const onRow = (field: string) => `row.${field}`;

/**
 * Rows strictly after (`after`) or before the sort values `values` in the order of `keys`, their
 * columns named by `column`. One direction for every key is a row-value comparison, which both
 * databases read as a range of the `(field, id)` index; mixed directions expand into a
 * disjunction. Its parameters are named `<name><i>`.
 */
export function keysetCondition(
  keys: readonly SortKey[],
  values: readonly unknown[],
  after: boolean,
  name = 'keyset',
  columnOf: (field: string) => string = onRow,
): [string, Record<string, unknown>] {
  const params = Object.fromEntries(
    values.map((value, i) => [`${name}${i}`, value]),
  );
  const op = (direction: SortDirection) =>
    (direction === 'ASC') === after ? '>' : '<';
  const column = (i: number) => columnOf(keys[i].field);
  if (keys.every((key) => key.direction === keys[0].direction)) {
    const columns = keys.map((_, i) => column(i)).join(', ');
    const placeholders = keys.map((_, i) => `:${name}${i}`).join(', ');
    return [`(${columns}) ${op(keys[0].direction)} (${placeholders})`, params];
  }
  const terms = keys.map((key, i) => {
    const equal = keys.slice(0, i).map((_, j) => `${column(j)} = :${name}${j}`);
    return `(${[...equal, `${column(i)} ${op(key.direction)} :${name}${i}`].join(' AND ')})`;
  });
  return [`(${terms.join(' OR ')})`, params];
}

/** A page's rows in the order read, whether more follow, and the value of `counter` if read. */
export interface PageRows<E> {
  items: E[];
  more: boolean;
  size?: number;
  /** In the order of relevance: each item's score, and whether more matched than were ranked. */
  scores?: number[];
  capped?: boolean;
}

/**
 * The rows of a page: walked along the sort index (or the rarest driver's own, `along`), each row
 * checked, or the rarest driver's rows read and sorted, whichever its size says costs less; a
 * bounded walk that misses falls back to the sort or to a screen (ADR 0301, 0305, 0306).
 */
export async function pageRows<E extends ObjectLiteral & { id: string }>(
  input: PlanInput<E>,
): Promise<PageRows<E>> {
  const { skip, limit, keys } = input;
  const drivers = input.drivers?.filters ?? [];
  if (input.ranked) return ranked(input, input.ranked);
  if (drivers.length === 0) return (await walk(input, []))!;
  const need = skip + limit + 1;
  const total = Math.max(1, await input.drivers!.total());
  const sizes = await Promise.all(
    drivers.map((driver) =>
      driver.size(Math.ceil(Math.sqrt((need * total) / 2)), total),
    ),
  );
  const alongs = input.drivers!.narrowed
    ? []
    : await Promise.all(drivers.map((driver) => driver.along?.(keys)));
  const spanOf = (i: number) =>
    alongs[i]!.every ? total : Math.max(1, alongs[i]!.size ?? sizes[i]);
  const via = alongs.reduce<number>(
    (best, along, i) =>
      along && (best < 0 || spanOf(i) < spanOf(best)) ? i : best,
    -1,
  );
  const along = alongs[via];
  // The checks of a walk: the drivers' but `but`'s, the one walked along by what its index leaves.
  const checks = (but = -1) =>
    drivers.flatMap((driver, i) => {
      if (i === via) return along!.check ? [along!.check] : [];
      return i === but ? [] : [driver.check];
    });
  // Every row along the driver's index is one of the page's: nothing to check, nothing to bound.
  if (checks().length === 0) return (await walk(input, [], undefined, along))!;
  const span = along ? spanOf(via) : total;
  const bound = Math.ceil(Math.sqrt((need * span) / 2));
  const rarest = sizes.indexOf(Math.min(...sizes));
  const driver = drivers[rarest];
  const others = drivers
    .filter((_, i) => i !== rarest)
    .map((other) => other.check);
  // The rarest driver's rows, sorted: on its own index's columns where nothing else filters them.
  const read = () =>
    via === rarest && others.length === 0 && along?.matches
      ? sorted(input, [], {
          rows: along.matches(input.builder),
          column: along.column,
        })
      : sorted(input, [driver.read, ...others]);
  if (sizes[rarest] <= bound) return read();
  // A read that costs the whole span: a walk, however far it goes, costs less.
  if ((driver.reads?.(total) ?? 0) >= span)
    return (await walk(input, checks(), undefined, along))!;
  const dense = driver.screen ? 10 * bound : 0;
  const reach = Math.ceil((4 * need * span) / Math.max(sizes[rarest], dense));
  return (
    (await walk(input, checks(), reach < span ? reach : undefined, along)) ??
    (driver.screen
      ? (await walk(
          input,
          [driver.screen, ...checks(rarest)],
          undefined,
          along,
        ))!
      : await read())
  );
}

/**
 * The page along the sort index or a driver's (`along`), backward for a `prev` cursor; rows to skip
 * are skipped on the index alone, then the page's rows read by id. With `reach`, at most that many
 * rows are walked: `undefined` when the page is not among them (ADR 0301, 0304).
 */
async function walk<E extends ObjectLiteral & { id: string }>(
  input: PlanInput<E>,
  filters: ((builder: SelectQueryBuilder<E>) => void)[],
  reach?: number,
  along?: Along<E>,
): Promise<PageRows<E> | undefined> {
  const { builder, keys, position, skip, limit } = input;
  const forward = position?.after ?? true;
  const column = along?.column ?? onRow;
  const keyset =
    position &&
    keysetCondition(keys, position.values, position.after, 'keyset', column);
  const rows = builder.clone();
  along?.join(rows);
  if (keyset) rows.andWhere(...keyset);
  const ordered = <Q extends ObjectLiteral>(query: SelectQueryBuilder<Q>) => {
    for (const key of keys)
      query.addOrderBy(
        column(key.field),
        forward ? key.direction : flip(key.direction),
      );
    return query;
  };
  // Rows skipped along a driver's index with nothing to check are skipped on that index alone.
  const alone =
    skip > 0 && along && filters.length === 0
      ? along.alone(builder)
      : undefined;
  const page = ordered(
    skip === 0
      ? input.rows.select(rows.clone())
      : (alone ?? rows.clone()).select(column('id'), 'id'),
  );
  for (const filter of filters) filter(page as SelectQueryBuilder<E>);
  if (input.counter !== undefined)
    page
      .addSelect(counterSubquery('listCounter'), 'list_size')
      .setParameter('listCounter', input.counter);
  let edge: SelectQueryBuilder<ObjectLiteral> | undefined;
  if (reach !== undefined) {
    const first = column(keys[0].field);
    const down =
      (forward ? keys[0].direction : flip(keys[0].direction)) === 'DESC';
    // Along a driver's index, the rows walked are the index's: the bound reads it alone.
    const walked = along ? along.alone(builder) : builder.clone();
    if (keyset) walked.andWhere(...keyset);
    edge = ordered(walked.clone().select(first, 'edge')).offset(reach).limit(1);
    // A walk shorter than `reach` ends at its last row.
    const end = walked
      .clone()
      .select(`${down ? 'MIN' : 'MAX'}(${first})`, 'end');
    page.andWhere(
      `${first} ${down ? '>=' : '<='} COALESCE((${edge.getQuery()}), (${end.getQuery()}))`,
    );
  }
  const found = await page
    .offset(skip)
    .limit(limit + 1)
    .getRawMany<Record<string, unknown>>();
  if (found.length <= limit && edge && (await edge.getRawMany()).length > 0)
    return undefined;
  return skip === 0
    ? withRows(input.rows, found, limit, input.counter)
    : {
        ...(await byIds(input.rows, found as { id: string }[], limit)),
        size: carriedSize(found, input.counter),
      };
}

/** The value of `counter`, if asked, read as `list_size` of the page's rows: an empty page has no row to carry it. */
const carriedSize = (found: Record<string, unknown>[], counter?: string) =>
  counter === undefined || found.length === 0
    ? undefined
    : Number(found[0].list_size);

/** The page of `found`, rows read with their columns (and `counter`'s value, if asked). */
function withRows<E extends ObjectLiteral>(
  rows: ListRows<E>,
  found: Record<string, unknown>[],
  limit: number,
  counter?: string,
): PageRows<E> {
  return {
    items: found.slice(0, limit).map(rows.hydrate),
    more: found.length > limit,
    size: carriedSize(found, counter),
  };
}

/** The rows of the first `limit` of `found`'s ids, in their order (a row deleted since is left out). */
async function byIds<E extends ObjectLiteral & { id: string }>(
  rows: ListRows<E>,
  found: { id: string }[],
  limit: number,
): Promise<PageRows<E>> {
  const ids = found.slice(0, limit).map(({ id }) => id);
  const byId = new Map((await rows.byIds(ids)).map((row) => [row.id, row]));
  return {
    items: ids.flatMap((id) => byId.get(id) ?? []),
    more: found.length > limit,
  };
}

/**
 * The page among the rows `filters` read, sorted: a subquery the planner cannot merge into the
 * ordered query (`OFFSET 0` on PostgreSQL, `LIMIT -1` on SQLite), so that it does not walk the
 * sort index instead. The page's ids, once cut, are joined to their rows in the same statement.
 */
async function sorted<E extends ObjectLiteral & { id: string }>(
  { builder, rows: read, counter, keys, position, skip, limit }: PlanInput<E>,
  filters: ((builder: SelectQueryBuilder<E>) => void)[],
  from?: {
    rows: SelectQueryBuilder<ObjectLiteral>;
    column: (field: string) => string;
  },
): Promise<PageRows<E>> {
  const forward = position?.after ?? true;
  // Each sort field once (TypeORM repeats a column selected twice): `id` is the tie-break key.
  const column = (key: SortKey, i: number) =>
    key.field === 'id' ? 'id' : `k${i}`;
  const columnOf = from?.column ?? onRow;
  const rows = (from?.rows ?? builder.clone()).select(columnOf('id'), 'id');
  keys.forEach((key, i) => {
    if (key.field !== 'id') rows.addSelect(columnOf(key.field), column(key, i));
  });
  if (position)
    rows.andWhere(
      ...keysetCondition(
        keys,
        position.values,
        position.after,
        'keyset',
        columnOf,
      ),
    );
  for (const filter of filters) filter(rows as SelectQueryBuilder<E>);
  const { connection } = rows;
  const fence = dialectOf(connection) === 'postgres' ? 'OFFSET 0' : 'LIMIT -1';
  const order = (table: string) =>
    keys
      .map(
        (key, i) =>
          `"${table}"."${column(key, i)}" ${forward ? key.direction : flip(key.direction)}`,
      )
      .join(', ');
  const size =
    counter === undefined
      ? ''
      : `, ${counterSubquery('listCounter')} AS "list_size"`;
  const [sql, parameters] = connection.driver.escapeQueryWithParameters(
    `SELECT ${read.columns}${size} FROM (SELECT * FROM (${rows.getQuery()} ${fence}) "candidates" ORDER BY ${order('candidates')} LIMIT ${limit + 1} OFFSET ${skip}) "page" INNER JOIN ${read.from} ON "row"."id" = "page"."id" ORDER BY ${order('page')}`,
    {
      ...rows.getParameters(),
      ...(counter !== undefined && { listCounter: counter }),
    },
  );
  const found = await connection.query<Record<string, unknown>[]>(
    sql,
    parameters,
  );
  return withRows(read, found, limit, counter);
}

/**
 * The page in the order of relevance: the newest `cap` matches of `q` (and of the other filters)
 * are ranked, in one statement with the page's rows; `capped` when more match (docs/lists.md).
 * Without other filters they come from the index alone, from a walk of its newest rows where the
 * statistics say that finds them (`reach`), else (or when the walk finds too few) read whole.
 */
async function ranked<E extends ObjectLiteral & { id: string }>(
  input: PlanInput<E>,
  { sql, parameters, cap, reach: reachOf }: Ranked,
): Promise<PageRows<E>> {
  const drivers = input.drivers?.filters ?? [];
  const byFields = parameters.searchScored === '';
  if (drivers.length > 0 || input.drivers?.narrowed) {
    const hits = input.builder.clone();
    sql.join(hits as unknown as SelectQueryBuilder<ObjectLiteral>);
    hits.andWhere(sql.joined, parameters);
    for (const driver of drivers) driver.check(hits);
    hits.select('row.id', 'id').addSelect('row.createdAt', 'createdAt');
    if (sql.score) hits.addSelect(sql.score(byFields), 'score');
    if (sql.newest.select) hits.addSelect(sql.newest.select, 'newest');
    return rankedPage(
      input,
      `${hits.getQuery()} ORDER BY ${sql.newest.order} LIMIT ${cap + 1}`,
      hits.getParameters(),
      sql,
      cap,
    );
  }
  const total = input.drivers ? await input.drivers.total() : Infinity;
  // A bounded walk that found too few may walk once more, further by its own rate of matches.
  let short: ShortWalk | undefined;
  for (let walks = 0; walks < 2; walks++) {
    const reach = reachOf?.(total, short);
    if (reach !== 'all' && (reach === undefined || reach >= total)) break;
    const walked = await rankedPage(
      input,
      sql.newestMatches(cap + 1, reach, byFields),
      parameters,
      sql,
      cap,
      reach !== 'all',
    );
    // A walk that found more than `cap` found the newest; a bounded one that found fewer may have missed some.
    if (walked.capped || reach === 'all') return walked;
    short = { reach, found: walked.size ?? 0 };
  }
  return rankedPage(
    input,
    sql.newestMatches(cap + 1, undefined, byFields),
    parameters,
    sql,
    cap,
  );
}

/**
 * The page among `hits` (the newest `cap` + 1 matches, with their scores), and the rows of its
 * items. A `bounded` walk's empty page is not counted: it gives way to the read.
 */
async function rankedPage<E extends ObjectLiteral & { id: string }>(
  { builder, rows: read, keys, position, skip, limit }: PlanInput<E>,
  hits: string,
  parameters: ObjectLiteral,
  sql: SearchSql,
  cap: number,
  bounded = false,
): Promise<PageRows<E>> {
  const forward = position?.after ?? true;
  const column = (field: string) => `"hits"."${field}"`;
  const keyset = position
    ? keysetCondition(keys, position.values, position.after, 'keyset', column)
    : undefined;
  const order = (table: string) =>
    keys
      .map(
        (key) =>
          `"${table}"."${key.field}" ${forward ? key.direction : flip(key.direction)}`,
      )
      .join(', ');
  const { connection } = builder;
  const numbered = (from: string) =>
    `"hits" AS (SELECT "h".*, ROW_NUMBER() OVER (ORDER BY ${sql.newest.order}) AS "n" FROM (${from}) "h")`;
  // Scored apart (SQLite), once the newest matches are known; `MATERIALIZED`: once, not per match.
  const scored = sql.rescore
    ? `"found" AS (${hits}), "scores" AS MATERIALIZED (${sql.rescore('"found"', parameters.searchScored === '')}), ${numbered(`SELECT "f".*, COALESCE("s"."score", 0) AS "score" FROM "found" "f" LEFT JOIN "scores" "s" ON "s".rowid = "f"."newest"`)}`
    : numbered(hits);
  const [statement, values] = connection.driver.escapeQueryWithParameters(
    `WITH ${scored} ` +
      `SELECT ${read.columns}, "page"."score" AS "list_score", (SELECT MAX("n") FROM "hits") AS "list_hits" FROM (SELECT * FROM "hits" WHERE "n" <= ${cap}${keyset ? ` AND ${keyset[0]}` : ''} ORDER BY ${order('hits')} LIMIT ${limit + 1} OFFSET ${skip}) "page" INNER JOIN ${read.from} ON "row"."id" = "page"."id" ORDER BY ${order('page')}`,
    { ...parameters, ...keyset?.[1] },
  );
  const found = await connection.query<Record<string, unknown>[]>(
    statement,
    values,
  );
  const page = withRows(read, found, limit);
  if (found.length === 0 && bounded) return { ...page, capped: false };
  // An empty page (past the end) carries no count: the matches are counted alone.
  const matched = Number(
    found.length > 0
      ? found[0].list_hits
      : ((
          await connection.query<{ list_hits: number | null }[]>(
            ...connection.driver.escapeQueryWithParameters(
              `SELECT COUNT(*) AS "list_hits" FROM (${hits}) "h"`,
              parameters,
            ),
          )
        )[0].list_hits ?? 0),
  );
  return {
    ...page,
    scores: found.slice(0, limit).map((row) => Number(row.list_score)),
    capped: matched > cap,
    ...(matched <= cap && { size: matched }),
  };
}
