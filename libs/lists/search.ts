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
  /** The filter as a read of its matches from the index. */
  read: string;
  /** The filter as a check of one row (alias `row`). */
  check: string;
  /** Joins the index to `row` (an inner join), for `score`. */
  join: (builder: SelectQueryBuilder<ObjectLiteral>) => void;
  /** How well a joined row matches (higher first). */
  score: string;
  /** Where the joined index is tested (with `join`). */
  joined: string;
  /** The order of the newest matches: a column to select as `newest` (if any), the order in its query and outside it. */
  newest: { select?: string; inner: string; outer: string };
  /** The bounded count of matches. */
  count: (bound: number) => string;
}

/** The SQL of `q` on a dialect, its query as the parameter `:searchQuery`. */
export function searchSql(dialect: Dialect, searched: Searched): SearchSql {
  const { table, weights } = searched;
  const index = listObject(table, 'search');
  if (dialect === 'sqlite') {
    const matching = `SELECT rowid FROM "${index}" WHERE "${index}" MATCH :searchQuery`;
    return {
      read: `row.rowid IN (${matching})`,
      // A MATCH with the rowid seeks that row in each term's list (FTS5).
      check: `EXISTS (SELECT 1 FROM "${index}" WHERE "${index}" MATCH :searchQuery AND rowid = row.rowid)`,
      // Joined under its own name: FTS5 knows its MATCH and bm25() by the table's name, not an alias.
      join: (builder) =>
        builder.innerJoin(index, index, `"${index}".rowid = row.rowid`),
      joined: `"${index}" MATCH :searchQuery`,
      score: `-bm25("${index}", ${weights.join(', ')})`,
      newest: {
        select: `"${index}".rowid`,
        inner: '"newest" DESC',
        outer: '"newest" DESC',
      },
      count: (bound) =>
        `SELECT COUNT(*) AS n FROM (${matching} LIMIT ${bound})`,
    };
  }
  const query = 'CAST(:searchQuery AS tsquery)';
  return {
    read: `row.id IN (SELECT id FROM "${index}" WHERE document @@ ${query})`,
    check: `EXISTS (SELECT 1 FROM "${index}" s WHERE s.id = row.id AND s.document @@ ${query})`,
    join: (builder) => builder.innerJoin(index, 'search', 'search.id = row.id'),
    joined: `search.document @@ ${query}`,
    score: `ts_rank_cd('${postgresWeights(weights).array}', search.document, ${query})`,
    newest: {
      inner: '"createdAt" DESC, "id" DESC',
      outer: '"createdAt" DESC, "id" DESC',
    },
    count: (bound) =>
      `SELECT COUNT(*) AS n FROM (SELECT 1 FROM "${index}" WHERE document @@ ${query} LIMIT ${bound}) m`,
  };
}

/** `q` as a filter of a list sorted by its fields: read from the index, or each row checked. */
export function searchDriver<E extends ObjectLiteral>(
  sql: SearchSql,
  manager: EntityManager,
  query: string,
): ListDriver<E> {
  return {
    check: (builder) => builder.andWhere(sql.check, { searchQuery: query }),
    read: (builder) => builder.andWhere(sql.read, { searchQuery: query }),
    size: async (bound) => {
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
