import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { listObject } from './declaration.js';
import type { Along, ListDriver } from './plan.js';
import type { SortKey } from '#libs/rest/index.js';
import type { Dialect } from './schema.js';
import { type SearchTerm, searchedText } from './search-text.js';
import type { SearchShares, WordShares } from './word-shares.js';

/** Each SQLite connection's function that writes the index of `q`: a text's folded words (`searchedText`). */
export const SEARCHED_TEXT = 'lists_searched_text';

/** What each SQLite connection needs for lists (better-sqlite3's `function()`, from `prepareDatabase`). */
export function sqliteFunctions(db: {
  function(
    name: string,
    options: { deterministic: boolean },
    fn: (value: unknown) => unknown,
  ): unknown;
}): void {
  db.function(SEARCHED_TEXT, { deterministic: true }, (value) =>
    value === null ? null : searchedText(String(value)),
  );
}

/** A word or a phrase as FTS5 reads it: quoted (nothing in it is syntax), a word as a prefix. */
const ftsTerm = (term: SearchTerm) =>
  term.kind === 'prefix' ? `"${term.word}"*` : `"${term.words.join(' ')}"`;

/** A lexeme of a `tsquery`, quoted: nothing in it is syntax; in the fields of weight class `only`, if given. */
const lexeme = (word: string, only = '') =>
  `'${word.replace(/['\\]/g, '\\$&')}'${only && `:${only}`}`;

/** A word or a phrase as a PostgreSQL `tsquery`: a word as a prefix (`:*`), a phrase with `<->`. */
const tsTerm = (term: SearchTerm, only = '') =>
  term.kind === 'prefix'
    ? `${lexeme(term.word)}:*${only}`
    : `(${term.words.map((word) => lexeme(word, only)).join(' <-> ')})`;

/**
 * The parameters of the SQL of `q`: its query (every term), the query the index reads the
 * candidates by (PostgreSQL: the rarest term; each candidate is then checked for every term), and
 * the query that ranks them (the terms BM25 would weigh, `''` for none: see `scoredTerms`); with
 * none on PostgreSQL, the query in each weight class's fields alone (`searchInA`…).
 */
export interface SearchParameters {
  searchQuery: string;
  searchIndexed: string;
  searchScored: string;
  [inClass: `searchIn${string}`]: string;
}

/** How many of the newest rows SQLite's sample of each term's share reads (`SearchSql.sample`). */
export const SAMPLED_ROWS = 2000;

/** The query of the index of `q`: every term (PostgreSQL: in the fields of weight class `only`, if given). */
const searchQuery = (
  dialect: Dialect,
  terms: SearchTerm[],
  only?: string,
): string =>
  dialect === 'sqlite'
    ? terms.map(ftsTerm).join(' AND ')
    : terms.map((term) => tsTerm(term, only)).join(' & ');

/** The weight classes of PostgreSQL's vectors of `searched` (distinct, heaviest first), with their weights. */
const weightClasses = ({ weights }: Searched) => {
  const { classes } = postgresWeights(weights);
  return [...new Set(classes)].map((name) => ({
    name,
    weight: weights[classes.indexOf(name)],
  }));
};

/**
 * The parameters of `q`'s SQL (`SearchParameters`): its terms, those the index reads (`indexed`)
 * and those that rank (`scored`: see `scoredTerms`; none on a list not ranked).
 */
export function searchParameters(
  dialect: Dialect,
  sql: SearchSql,
  terms: SearchTerm[],
  indexed: SearchTerm[],
  scored: SearchTerm[] | undefined,
): SearchParameters {
  const parameters: SearchParameters = {
    searchQuery: searchQuery(dialect, terms),
    searchIndexed: searchQuery(dialect, indexed),
    searchScored: scored?.length ? searchQuery(dialect, scored) : '',
  };
  if (scored?.length === 0)
    for (const name of sql.classes ?? [])
      parameters[`searchIn${name}`] = searchQuery(dialect, terms, name);
  return parameters;
}

/** The searched fields of a table, heaviest first, with their weights: what ranks a match. */
export interface Searched {
  table: string;
  /** The columns of the row's id and of its creation time (the newest matches are ranked). */
  key: string;
  created: string;
  columns: string[];
  weights: number[];
}

/** The weights of `ts_rank_cd` (`{D, C, B, A}`) for the weight classes of `postgresWeights`. */
export function postgresWeights(weights: number[]): {
  classes: string[];
  array: string;
} {
  const classes = weights.map((_, i) => 'ABCD'[Math.min(i, 3)]);
  const of = (c: string) => {
    const i = classes.indexOf(c);
    return i < 0 ? 0 : weights[i] / weights[0];
  };
  return {
    classes,
    array: `{${['D', 'C', 'B', 'A'].map(of).join(',')}}`,
  };
}

/** How the rows `q` matches are read, checked and ranked on one dialect. */
export interface SearchSql {
  /** The index of `q` (`lists_<table>_search`). */
  index: string;
  /** The filter as a read of its matches from the index. */
  read: string;
  /** The filter as a check of one row (alias `row`). */
  check: string;
  /**
   * The newest `limit` matches from the index alone (no other filter): `id`, `createdAt`, `score`
   * (else `rescore` gives it) and the order of the newest, `newest`; with `reach`, by a walk of the
   * index's newest `reach` rows (`'all'`: as far as it takes).
   */
  newestMatches: (
    limit: number,
    reach: number | 'all' | undefined,
    byFields: boolean,
  ) => string;
  /** Joins the index to `row` (an inner join), for `score`, where other filters apply. */
  join: (builder: SelectQueryBuilder<ObjectLiteral>) => void;
  /** Where the joined index is tested (with `join`). */
  joined: string;
  /**
   * How well a joined row matches (higher first), selected with it; else `rescore` gives it. By the
   * terms in `searchScored`, or, `byFields` (it is empty: every term is in half the rows or more,
   * where BM25 weighs nothing), by the weights of the fields holding every term.
   */
  score?: (byFields: boolean) => string;
  /**
   * SQLite: the rows (`rowid`, `score`) that score the matches of the query named `found` (with its
   * `newest`), as `score` says.
   */
  rescore?: (found: string, byFields: boolean) => string;
  /**
   * SQLite: how many of the newest `SAMPLED_ROWS` rows match each of `terms` terms (`:term<i>`, as
   * `t<i>`), and their number (`rows`).
   */
  sample?: (terms: number) => string;
  /** The order of the newest matches, by their output columns, and a column to select as `newest` for it (if any). */
  newest: { select?: string; order: string };
  /** The bounded count of matches. */
  count: (bound: number) => string;
  /** PostgreSQL: the index's rows in creation order (`joined` tests them), for a walk by `createdAt`. */
  along?: Along<ObjectLiteral>;
  /** PostgreSQL: the weight classes of the vectors (`A`…), each scored by `q` in its fields alone when no term weighs. */
  classes?: string[];
  /** PostgreSQL: the matches' `id` and `created_at`, read from the index alone (a subquery), for a read sorted by `createdAt` (with `along`). */
  matched?: string;
}

/** The SQL of `q` on a dialect, its parameters as `SearchParameters`. */
export function searchSql(dialect: Dialect, searched: Searched): SearchSql {
  const { table, key, created, columns, weights } = searched;
  const index = listObject(table, 'search');
  if (dialect === 'sqlite') {
    const matching = `SELECT rowid FROM "${index}" WHERE "${index}" MATCH :searchQuery`;
    const matches = (query: string, found: string) =>
      `FROM "${index}" WHERE "${index}" MATCH ${query} AND rowid >= (SELECT MIN("newest") FROM ${found})`;
    return {
      index,
      read: `row.rowid IN (${matching})`,
      // The matches read once into a set, each row looked up there: a MATCH per row would merge the
      // lists of every word a long prefix begins (FTS5 keeps prefix indexes of 1 to 3 characters).
      // `+`: the rowid does not choose the plan, the sort index is walked.
      check: `+row.rowid IN (${matching})`,
      // FTS5 walks its lists newest (highest rowid) first; `rescore` scores the rows it returns.
      newestMatches: (limit) =>
        `SELECT r."${key}" AS "id", r."${created}" AS "createdAt", m.rowid AS "newest" FROM (${matching} ORDER BY rowid DESC LIMIT ${limit}) m INNER JOIN "${table}" r ON r.rowid = m.rowid`,
      // Joined under its own name: FTS5 knows its MATCH and bm25() by the table's name, not an alias.
      join: (builder) =>
        builder.innerJoin(index, index, `"${index}".rowid = row.rowid`),
      joined: `"${index}" MATCH :searchQuery`,
      // bm25() reads every row of each term's lists to weigh it: only the terms that weigh something
      // are read, and from the oldest match found on (ADR 0309).
      rescore: (found, byFields) =>
        byFields
          ? `SELECT rowid, SUM("weight") AS "score" FROM (${columns
              .map(
                (column, i) =>
                  `SELECT rowid, ${weights[i]} AS "weight" ${matches(`'{${column}} : (' || :searchQuery || ')'`, found)}`,
              )
              .join(' UNION ALL ')}) GROUP BY rowid`
          : `SELECT rowid, -bm25("${index}", ${weights.join(', ')}) AS "score" ${matches(':searchScored', found)}`,
      sample: (terms) =>
        `SELECT ${Array.from(
          { length: terms },
          (_, i) =>
            `(SELECT COUNT(*) FROM "${index}" WHERE "${index}" MATCH :term${i} AND rowid > s."floor") AS "t${i}", `,
        ).join(
          '',
        )}(SELECT COUNT(*) FROM "${table}" WHERE rowid > s."floor") AS "rows" FROM (SELECT MAX(rowid) - ${SAMPLED_ROWS} AS "floor" FROM "${table}") s`,
      newest: {
        select: `"${index}".rowid`,
        order: '"newest" DESC',
      },
      count: (bound) =>
        `SELECT COUNT(*) AS n FROM (${matching} LIMIT ${bound})`,
    };
  }
  const query = 'CAST(:searchQuery AS tsquery)';
  const classes = weightClasses(searched);
  // A GIN index merges the lists of every word a prefix begins: it reads the rarest term's alone
  // (`OFFSET 0`: not merged into one scan of every term), then each candidate is checked, unless
  // that term is all of `q` (the planner drops the check then: a word in 111,000 rows, -10 %).
  const candidates = (columns: string) =>
    `(SELECT ${columns} FROM "${index}" WHERE "document" @@ CAST(:searchIndexed AS tsquery) OFFSET 0) c WHERE (CAST(:searchIndexed AS text) = CAST(:searchQuery AS text) OR "document" @@ ${query})`;
  const join = (builder: SelectQueryBuilder<ObjectLiteral>) =>
    builder.innerJoin(index, 'search', 'search.id = row.id');
  const order = '"created_at" DESC, "id" DESC';
  // `OFFSET 0`: the walk is planned alone, lazily, along the index of the newest rows.
  const walked = (reach: number | 'all') =>
    `(SELECT "id", "created_at", "document" FROM "${index}" ORDER BY ${order} ${reach === 'all' ? 'OFFSET 0' : `LIMIT ${reach}`}) w WHERE "document" @@ ${query}`;
  // The matches' ids and creation times, read from the index alone (`OFFSET 0`: planned apart).
  const matched = `(SELECT "id", "created_at" FROM ${candidates('"id", "created_at", "document"')} OFFSET 0)`;
  // Cover density of the terms that weigh something; with none, the weight of each class of fields
  // holding every term (`ts_rank_cd` of ten one-letter prefixes costs 30 µs a row, this 1 µs).
  const rank = (document: string, byFields: boolean) =>
    byFields
      ? `(${classes.map(({ name, weight }) => `CASE WHEN ${document} @@ CAST(:searchIn${name} AS tsquery) THEN ${weight} ELSE 0 END`).join(' + ')})`
      : `ts_rank_cd('${postgresWeights(weights).array}', ${document}, CAST(:searchScored AS tsquery))`;
  return {
    index,
    read: `row.id IN (SELECT "id" FROM ${candidates('"id", "document"')})`,
    check: `EXISTS (SELECT 1 FROM "${index}" s WHERE s.id = row.id AND s.document @@ ${query})`,
    // The newest rows walked (`reach`), in order: the `limit` kept are scored with the vector the
    // walk read. Or the matches read from the GIN index and sorted: the `limit` kept are scored,
    // their vectors read again by id (a sort of vectors could outgrow `work_mem`).
    // (`OFFSET 0` keeps the planner from walking the newest rows for a word it thinks common.)
    newestMatches: (limit, reach, byFields) =>
      reach === undefined
        ? `SELECT m."id", m."created_at" AS "createdAt", ${rank('s."document"', byFields)} AS "score" FROM (SELECT "id", "created_at" FROM ${matched} r ORDER BY ${order} LIMIT ${limit}) m INNER JOIN "${index}" s ON s."id" = m."id"`
        : `SELECT m."id", m."created_at" AS "createdAt", ${rank('m."document"', byFields)} AS "score" FROM (SELECT "id", "created_at", "document" FROM ${walked(reach)} ORDER BY ${order} LIMIT ${limit}) m`,
    join,
    joined: `search.document @@ ${query}`,
    score: (byFields) => rank('search.document', byFields),
    newest: {
      order: '"createdAt" DESC, "id" DESC',
    },
    count: (bound) =>
      `SELECT COUNT(*) AS n FROM (SELECT 1 FROM "${index}" WHERE document @@ ${query} LIMIT ${bound}) m`,
    matched,
    classes: classes.map(({ name }) => name),
    // Joined as by `join`: a walk along its `(created_at, id)` index tests each row's vector there.
    along: {
      join,
      alone: (builder) =>
        builder.connection.createQueryBuilder().from(index, 'search'),
      column: (field) => (field === 'id' ? 'search.id' : 'search.created_at'),
      every: true,
    },
  };
}

/**
 * The terms BM25 weighs: those in fewer than half of the rows, on SQLite of the newest
 * `SAMPLED_ROWS` (FTS5 gives a term in half the rows or more no weight, its IDF is 1e-6, and reads
 * all of its rows to find that out: a short prefix's are most of the table; a phrase's, the rows
 * of its words), on PostgreSQL by its statistics where it has them (`WordShares.scored`).
 */
export async function scoredTerms(
  sql: SearchSql,
  manager: EntityManager,
  terms: SearchTerm[],
  statistics?: WordShares,
): Promise<SearchTerm[]> {
  if (!sql.sample) return statistics ? statistics.scored(terms) : terms;
  // A phrase's BM25 counts the rows holding it by reading the rows of its rarest word: each word
  // is sampled too, and a phrase of words in half the rows or more is not weighed.
  const sampled: SearchTerm[] = [
    ...terms,
    ...terms.flatMap((term) =>
      term.kind === 'phrase'
        ? term.words.map((word): SearchTerm => ({
            kind: 'phrase',
            words: [word],
          }))
        : [],
    ),
  ];
  const [counts] = await manager.query<Record<string, number>[]>(
    ...manager.connection.driver.escapeQueryWithParameters(
      sql.sample(sampled.length),
      Object.fromEntries(sampled.map((term, i) => [`term${i}`, ftsTerm(term)])),
    ),
  );
  const common = (i: number) => 2 * counts[`t${i}`] >= counts.rows;
  let word = terms.length;
  return terms.filter((term, i) => {
    if (term.kind === 'prefix') return !common(i);
    const words = term.words.map(() => word++);
    return !common(i) && !words.every(common);
  });
}

/**
 * `q` as a filter of a list sorted by its fields: read from the index, or each row checked (by
 * `createdAt`, along the index's own order where it has one). Its size is a share of the table
 * where known (PostgreSQL's statistics), else counted up to the bound.
 */
export function searchDriver<E extends ObjectLiteral>(
  sql: SearchSql,
  manager: EntityManager,
  parameters: SearchParameters,
  shares?: SearchShares,
): ListDriver<E> {
  const share = shares?.share;
  const { along } = sql;
  return {
    check: (builder) => builder.andWhere(sql.check, parameters),
    read: (builder) => builder.andWhere(sql.read, parameters),
    along:
      along &&
      ((keys: readonly SortKey[]) =>
        Promise.resolve(
          keys.length === 2 && keys[0].field === 'createdAt'
            ? {
                ...(along as Along<E>),
                check: (builder: SelectQueryBuilder<E>) =>
                  builder.andWhere(sql.joined, parameters),
                matches: (builder: SelectQueryBuilder<E>) =>
                  builder.connection
                    .createQueryBuilder()
                    .from(sql.matched!, 'search')
                    .setParameters(parameters),
              }
            : undefined,
        )),
    ...(shares && { reads: (total: number) => shares.reads * total }),
    size: async (bound, total) => {
      if (share !== undefined) return Math.round(share * total);
      const [{ n }] = await manager.query<{ n: number | string }[]>(
        ...manager.connection.driver.escapeQueryWithParameters(
          sql.count(bound + 1),
          parameters,
        ),
      );
      return Number(n);
    },
  };
}
