import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { listObject } from './declaration.js';
import type { ListDriver } from './plan.js';
import type { Dialect } from './schema.js';
import { type SearchTerm, searchedText } from './search-text.js';

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

/** A lexeme of a `tsquery`, quoted: nothing in it is syntax. */
const lexeme = (word: string) => `'${word.replace(/['\\]/g, '\\$&')}'`;

/** A word or a phrase as a PostgreSQL `tsquery`: a word as a prefix (`:*`), a phrase with `<->`. */
const tsTerm = (term: SearchTerm) =>
  term.kind === 'prefix'
    ? `${lexeme(term.word)}:*`
    : `(${term.words.map(lexeme).join(' <-> ')})`;

/** The query of the index of `q`: every term. */
export const searchQuery = (dialect: Dialect, terms: SearchTerm[]): string =>
  dialect === 'sqlite'
    ? terms.map(ftsTerm).join(' AND ')
    : terms.map(tsTerm).join(' & ');

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
   * and the order of the newest, `newest`; with `reach`, among the index's newest `reach` rows only.
   */
  newestMatches: (limit: number, reach?: number) => string;
  /** Joins the index to `row` (an inner join), for `score`, where other filters apply. */
  join: (builder: SelectQueryBuilder<ObjectLiteral>) => void;
  /** Where the joined index is tested (with `join`). */
  joined: string;
  /** How well a joined row matches (higher first). */
  score: string;
  /** The order of the newest matches, by their output columns, and a column to select as `newest` for it (if any). */
  newest: { select?: string; order: string };
  /** The bounded count of matches. */
  count: (bound: number) => string;
}

/** The SQL of `q` on a dialect, its query as the parameter `:searchQuery`. */
export function searchSql(dialect: Dialect, searched: Searched): SearchSql {
  const { table, key, created, weights } = searched;
  const index = listObject(table, 'search');
  if (dialect === 'sqlite') {
    const matching = `SELECT rowid FROM "${index}" WHERE "${index}" MATCH :searchQuery`;
    const score = `-bm25("${index}", ${weights.join(', ')})`;
    return {
      index,
      read: `row.rowid IN (${matching})`,
      // The matches read once into a set, each row looked up there: a MATCH per row would merge the
      // lists of every word a long prefix begins (FTS5 keeps prefix indexes of 1 to 3 characters).
      // `+`: the rowid does not choose the plan, the sort index is walked.
      check: `+row.rowid IN (${matching})`,
      // FTS5 walks its lists newest (highest rowid) first, and scores only the rows it returns.
      newestMatches: (limit) =>
        `SELECT r."${key}" AS "id", r."${created}" AS "createdAt", m."score" AS "score", m.rowid AS "newest" FROM (SELECT rowid, ${score} AS "score" FROM "${index}" WHERE "${index}" MATCH :searchQuery ORDER BY rowid DESC LIMIT ${limit}) m INNER JOIN "${table}" r ON r.rowid = m.rowid`,
      // Joined under its own name: FTS5 knows its MATCH and bm25() by the table's name, not an alias.
      join: (builder) =>
        builder.innerJoin(index, index, `"${index}".rowid = row.rowid`),
      joined: `"${index}" MATCH :searchQuery`,
      score,
      newest: {
        select: `"${index}".rowid`,
        order: '"newest" DESC',
      },
      count: (bound) =>
        `SELECT COUNT(*) AS n FROM (${matching} LIMIT ${bound})`,
    };
  }
  const query = 'CAST(:searchQuery AS tsquery)';
  const order = '"created_at" DESC, "id" DESC';
  const rank = (document: string) =>
    `ts_rank_cd('${postgresWeights(weights).array}', ${document}, ${query})`;
  return {
    index,
    read: `row.id IN (SELECT id FROM "${index}" WHERE document @@ ${query})`,
    check: `EXISTS (SELECT 1 FROM "${index}" s WHERE s.id = row.id AND s.document @@ ${query})`,
    // The newest rows walked (`reach`), or the matches read from the GIN index and sorted; only the
    // `limit` kept are scored, their vectors read again by id.
    // (`OFFSET 0` keeps the planner from walking the newest rows for a word it thinks common.)
    newestMatches: (limit, reach) =>
      `SELECT m."id", m."created_at" AS "createdAt", ${rank('s."document"')} AS "score" FROM (SELECT "id", "created_at" FROM ${reach === undefined ? `(SELECT "id", "created_at" FROM "${index}" WHERE "document" @@ ${query} OFFSET 0) r` : `(SELECT "id", "created_at", "document" FROM "${index}" ORDER BY ${order} LIMIT ${reach}) w WHERE "document" @@ ${query}`} ORDER BY ${order} LIMIT ${limit}) m INNER JOIN "${index}" s ON s."id" = m."id"`,
    join: (builder) => builder.innerJoin(index, 'search', 'search.id = row.id'),
    joined: `search.document @@ ${query}`,
    score: rank('search.document'),
    newest: {
      order: '"createdAt" DESC, "id" DESC',
    },
    count: (bound) =>
      `SELECT COUNT(*) AS n FROM (SELECT 1 FROM "${index}" WHERE document @@ ${query} LIMIT ${bound}) m`,
  };
}

/**
 * `q` as a filter of a list sorted by its fields: read from the index, or each row checked. Its
 * size is `share` of the table where known (PostgreSQL's statistics), else counted up to the bound.
 */
export function searchDriver<E extends ObjectLiteral>(
  sql: SearchSql,
  manager: EntityManager,
  query: string,
  share?: number,
): ListDriver<E> {
  return {
    check: (builder) => builder.andWhere(sql.check, { searchQuery: query }),
    read: (builder) => builder.andWhere(sql.read, { searchQuery: query }),
    size: async (bound, total) => {
      if (share !== undefined) return Math.round(share * total);
      const [{ n }] = await manager.query<{ n: number | string }[]>(
        ...manager.connection.driver.escapeQueryWithParameters(
          sql.count(bound + 1),
          { searchQuery: query },
        ),
      );
      return Number(n);
    },
  };
}
