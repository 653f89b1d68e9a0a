import { createHash } from 'node:crypto';
import { listObject, type ListDeclaration } from './declaration.js';
import type { Member } from './member-tables.js';

/** One database object the engine keeps: a trigger, its function, an index, a search table. */
export interface DbObject {
  kind: 'table' | 'function' | 'index' | 'trigger';
  name: string;
  /** The table a trigger or an index is on. */
  on?: string;
  /** The statements that make it (PostgreSQL: its `COMMENT` too, see `signature`). */
  create: string[];
  drop: string;
  /** How the live database shows it when it is as required: SQLite's `sql`, PostgreSQL's comment or function body. */
  signature: string;
}

/** Objects that work together, made and filled again together when one of them is missing or differs. */
export interface Unit {
  /** What it keeps, for messages. */
  purpose: string;
  objects: DbObject[];
  /** Fills what the objects hold from the rows, once they exist and before their triggers do. */
  fill: string[];
  /** Removes what the fill wrote outside the objects (counters), once they are dropped. */
  clear?: string[];
}

/** A listed table, as the dialects' builders read it. */
export interface ListedTable {
  table: string;
  declaration: ListDeclaration<unknown>;
  /** The column of a field. */
  column: (field: string) => string;
  /** The value filters counted, as `[query parameter, column]`. */
  counted: [string, string][];
  members: Member[];
  /** The columns `q` searches, heaviest first, and their weights. */
  searched: string[];
  weights: number[];
  /** The primary key's column and its type. */
  key: { name: string; type: string };
  /** The column of the row's creation time (the newest matches of `q` are ranked). */
  created: string;
}

/** How a dialect builds each kind of unit; `listSchema` puts them together. */
export interface DialectUnits {
  /** What every table shares: the counters' table and what writes it; PostgreSQL's folding of searched text. */
  shared: Unit[];
  counters(listed: ListedTable): Unit;
  memberWriter(table: string, member: Member): Unit;
  memberCounters(table: string, member: Member): Unit;
  memberPairs(table: string, member: Member): Unit;
  search(listed: ListedTable): Unit;
}

/** Whitespace-insensitive text: how a definition is compared with the live one. */
export const normalized = (sql: string): string =>
  sql.replace(/\s+/g, ' ').trim();

/** The comment PostgreSQL keeps on a trigger or an index the engine made: a digest of its definition. */
export const digest = (sql: string): string =>
  `lists:${createHash('sha256').update(normalized(sql)).digest('hex').slice(0, 16)}`;

/** The counter of a list: the whole table's (`docs`) or one value's of a filter (`docs.tag:sql`). */
export const counterName = (
  table: string,
  filter?: string,
  value?: string,
): string => (filter === undefined ? table : `${table}.${filter}:${value}`);

/** The counters' table, which migrations made before the engine (ListIndexes). */
export const COUNTERS_TABLE = 'row_counts';

/** The names of the objects the engine keeps but did not name `lists_…`. */
export const GLOBAL_OBJECTS = [COUNTERS_TABLE, 'row_counts_add'];

/** Whether a live object is one the engine keeps. */
export const isManaged = (name: string): boolean =>
  name.startsWith(listObject('')) || GLOBAL_OBJECTS.includes(name);

/** SQL common to both dialects: a quoted name, a string literal. */
export const q = (name: string): string => `"${name}"`;
export const text = (value: string): string => `'${value.replace(/'/g, "''")}'`;

/** A counter's name in SQL: the whole table's, or one value's of a filter read from `row` (`NEW`, `OLD`, a table). */
export const counterOf = (
  table: string,
  filter?: [name: string, column: string],
  row = 'NEW',
): string =>
  filter
    ? `${text(counterName(table, filter[0], ''))} || ${row}.${q(filter[1])}`
    : text(counterName(table));

/** The counters whose name starts with `prefix`: by its characters, as a range would depend on the collation. */
const namedFrom = (prefix: string): string =>
  `substr("name", 1, ${[...prefix].length}) = ${text(prefix)}`;

/** Deletes the counters a fill writes again: the list's own, or those of its values. */
export const clearCounters = (table: string, filter?: string): string =>
  filter === undefined
    ? `DELETE FROM ${q(COUNTERS_TABLE)} WHERE "name" = ${text(table)}`
    : `DELETE FROM ${q(COUNTERS_TABLE)} WHERE ${namedFrom(counterName(table, filter, ''))}`;

/** Counts the rows of `from` into counters named `name` (per `groupBy` value). */
export const countRows = (
  from: string,
  name: string,
  groupBy?: string,
): string =>
  `INSERT INTO ${q(COUNTERS_TABLE)} ("name", "shard", "count") SELECT ${name}, 0, COUNT(*) FROM ${q(from)}${groupBy ? ` GROUP BY ${q(groupBy)}` : ''}`;
