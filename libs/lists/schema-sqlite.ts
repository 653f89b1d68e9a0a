import { listObject } from './declaration.js';
import type { Member } from './member-tables.js';
import { SEARCHED_TEXT } from './search.js';
import {
  clearCounters,
  COUNTERS_TABLE,
  counterOf,
  countRows,
  type DbObject,
  type DialectUnits,
  type ListedTable,
  normalized,
  q,
  text,
  type Unit,
} from './schema-objects.js';

/** Adds `delta` to a counter, in a trigger body (one shard: SQLite writes one at a time). */
const add = (name: string, delta: number) =>
  `INSERT INTO ${q(COUNTERS_TABLE)} ("name", "shard", "count") VALUES (${name}, 0, ${delta}) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count";`;

function trigger(name: string, on: string, definition: string): DbObject {
  const create = `CREATE TRIGGER ${q(name)} ${definition}`;
  return {
    kind: 'trigger',
    name,
    on,
    create: [create],
    drop: `DROP TRIGGER ${q(name)}`,
    signature: normalized(create),
  };
}

function virtualTable(name: string, using: string): DbObject {
  const create = `CREATE VIRTUAL TABLE ${q(name)} USING ${using}`;
  return {
    kind: 'table',
    name,
    create: [create],
    drop: `DROP TABLE ${q(name)}`,
    signature: normalized(create),
  };
}

function counters({ table, counted }: ListedTable): Unit {
  const adds = (row: 'NEW' | 'OLD', delta: number) =>
    [undefined, ...counted]
      .map((filter) => add(counterOf(table, filter, row), delta))
      .join(' ');
  return {
    purpose: `${table}: its counters`,
    objects: [
      trigger(
        listObject(table, 'count', 'insert'),
        table,
        `AFTER INSERT ON ${q(table)} BEGIN ${adds('NEW', 1)} END`,
      ),
      trigger(
        listObject(table, 'count', 'delete'),
        table,
        `AFTER DELETE ON ${q(table)} BEGIN ${adds('OLD', -1)} END`,
      ),
      ...counted.map((filter) =>
        trigger(
          listObject(table, 'count', filter[1]),
          table,
          `AFTER UPDATE OF ${q(filter[1])} ON ${q(table)} WHEN OLD.${q(filter[1])} IS NOT NEW.${q(filter[1])} BEGIN ${add(counterOf(table, filter, 'OLD'), -1)} ${add(counterOf(table, filter), 1)} END`,
        ),
      ),
    ],
    clear: [
      clearCounters(table),
      ...counted.map(([filter]) => clearCounters(table, filter)),
    ],
    fill: [
      clearCounters(table),
      countRows(table, text(table)),
      ...counted.flatMap(([filter, column]) => [
        clearCounters(table, filter),
        countRows(
          table,
          counterOf(table, [filter, column], `${q(table)}`),
          column,
        ),
      ]),
    ],
  };
}

/** The rows of `member`'s table for the row `row` (`NEW`, or the table itself in a fill). */
function memberRows(
  table: string,
  { filter, column, copies }: Member,
  row: string,
  where = '',
): string {
  const { key, value, ordered } = filter;
  const columns = [
    key,
    ...(ordered ? ['position'] : []),
    value.name,
    ...copies.map(([, copy]) => copy),
  ].map(q);
  const values = [
    `${row}."id"`,
    ...(ordered ? ['j.key'] : []),
    'j.value',
    ...copies.map(([, copy]) => `${row}.${q(copy)}`),
  ];
  const from = row === 'NEW' ? '' : `${q(table)} ${row}, `;
  return `INSERT INTO ${q(filter.table)} (${columns.join(', ')}) SELECT ${ordered ? '' : 'DISTINCT '}${values.join(', ')} FROM ${from}json_each(${row}.${q(column)}) j${where}`;
}

function memberWriter(table: string, member: Member): Unit {
  const { filter, column, copies } = member;
  const { key, value, ordered } = filter;
  const side = filter.table;
  const changed = ordered
    ? `DELETE FROM ${q(side)} WHERE ${q(key)} = NEW."id"; ${memberRows(table, member, 'NEW')};`
    : `DELETE FROM ${q(side)} WHERE ${q(key)} = NEW."id" AND ${q(value.name)} NOT IN (SELECT n.value FROM json_each(NEW.${q(column)}) n); ${memberRows(table, member, 'NEW', ` WHERE j.value NOT IN (SELECT o.value FROM json_each(OLD.${q(column)}) o)`)};`;
  const copy = copies
    .map(
      ([, c]) =>
        `UPDATE ${q(side)} SET ${q(c)} = NEW.${q(c)} WHERE ${q(key)} = NEW."id" AND OLD.${q(c)} IS NOT NEW.${q(c)};`,
    )
    .join(' ');
  return {
    purpose: `${table}: the rows of ${side}`,
    objects: [
      trigger(
        listObject(side, 'insert'),
        table,
        `AFTER INSERT ON ${q(table)} BEGIN ${memberRows(table, member, 'NEW')}; END`,
      ),
      trigger(
        listObject(side, 'update'),
        table,
        `AFTER UPDATE OF ${q(column)} ON ${q(table)} WHEN OLD.${q(column)} IS NOT NEW.${q(column)} BEGIN ${changed} END`,
      ),
      trigger(
        listObject(side, 'sort_keys'),
        table,
        `AFTER UPDATE OF ${copies.map(([, c]) => q(c)).join(', ')} ON ${q(table)} BEGIN ${copy} END`,
      ),
    ],
    fill: [`DELETE FROM ${q(side)}`, memberRows(table, member, 'r')],
  };
}

function memberCounters(table: string, { name, filter }: Member): Unit {
  const side = filter.table;
  const value = filter.value.name;
  const counter = (row: string) => counterOf(table, [name, value], row);
  return {
    purpose: `${table}: the counters of ${name}`,
    objects: [
      trigger(
        listObject(side, 'count', 'insert'),
        side,
        `AFTER INSERT ON ${q(side)} BEGIN ${add(counter('NEW'), 1)} END`,
      ),
      trigger(
        listObject(side, 'count', 'delete'),
        side,
        `AFTER DELETE ON ${q(side)} BEGIN ${add(counter('OLD'), -1)} END`,
      ),
      trigger(
        listObject(side, 'count', 'update'),
        side,
        `AFTER UPDATE OF ${q(value)} ON ${q(side)} WHEN OLD.${q(value)} IS NOT NEW.${q(value)} BEGIN ${add(counter('OLD'), -1)} ${add(counter('NEW'), 1)} END`,
      ),
    ],
    clear: [clearCounters(table, name)],
    fill: [
      clearCounters(table, name),
      countRows(side, counter(q(side)), value),
    ],
  };
}

/** The FTS5 table of each row's pairs of values (`<hex>x<hex>`, the lower first): `pairsMatch` reads it. */
function memberPairs(table: string, { name, column }: Member): Unit {
  const pairs = listObject(table, name, 'pairs');
  const tokens = (row: string) =>
    `(SELECT group_concat(hex(a.value) || 'x' || hex(b.value), ' ') FROM json_each(${row}.${q(column)}) a, json_each(${row}.${q(column)}) b WHERE hex(a.value) < hex(b.value))`;
  return {
    purpose: `${table}: the pairs of ${name}`,
    objects: [
      virtualTable(
        pairs,
        `fts5(pairs, content='', contentless_delete=1, detail=none, tokenize='ascii')`,
      ),
      trigger(
        `${pairs}_insert`,
        table,
        `AFTER INSERT ON ${q(table)} BEGIN INSERT INTO ${q(pairs)} (rowid, pairs) VALUES (NEW.rowid, ${tokens('NEW')}); END`,
      ),
      trigger(
        `${pairs}_update`,
        table,
        `AFTER UPDATE OF ${q(column)} ON ${q(table)} WHEN OLD.${q(column)} IS NOT NEW.${q(column)} BEGIN UPDATE ${q(pairs)} SET pairs = ${tokens('NEW')} WHERE rowid = NEW.rowid; END`,
      ),
      trigger(
        `${pairs}_delete`,
        table,
        `AFTER DELETE ON ${q(table)} BEGIN DELETE FROM ${q(pairs)} WHERE rowid = OLD.rowid; END`,
      ),
    ],
    fill: [
      `INSERT INTO ${q(pairs)} (rowid, pairs) SELECT r.rowid, ${tokens('r')} FROM ${q(table)} r`,
    ],
  };
}

/**
 * The FTS5 table of `q`: each searched column's folded words (`lists_searched_text()`, a function
 * of each connection), prefix indexes of 1 to 3 characters, no copy of the text (docs/lists.md).
 */
function search({ table, searched }: ListedTable): Unit {
  const name = listObject(table, 'search');
  const columns = searched.map(q).join(', ');
  const words = (of: string) =>
    searched.map((c) => `${SEARCHED_TEXT}(${of}.${q(c)})`).join(', ');
  const insert = `INSERT INTO ${q(name)} (rowid, ${columns}) VALUES (NEW.rowid, ${words('NEW')});`;
  const remove = `DELETE FROM ${q(name)} WHERE rowid = OLD.rowid;`;
  const changed = searched
    .map((c) => `OLD.${q(c)} IS NOT NEW.${q(c)}`)
    .join(' OR ');
  return {
    purpose: `${table}: the index of q`,
    objects: [
      virtualTable(
        name,
        `fts5(${columns}, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2', prefix='1 2 3')`,
      ),
      trigger(
        `${name}_insert`,
        table,
        `AFTER INSERT ON ${q(table)} BEGIN ${insert} END`,
      ),
      trigger(
        `${name}_delete`,
        table,
        `AFTER DELETE ON ${q(table)} BEGIN ${remove} END`,
      ),
      trigger(
        `${name}_update`,
        table,
        `AFTER UPDATE OF ${columns} ON ${q(table)} WHEN ${changed} BEGIN ${remove} ${insert} END`,
      ),
    ],
    fill: [
      `INSERT INTO ${q(name)} (rowid, ${columns}) SELECT rowid, ${words('r')} FROM ${q(table)} r`,
    ],
  };
}

/** The counters' table, as the ListIndexes migration made it. */
const COUNTERS: Unit = {
  purpose: 'the counters of every list',
  objects: [
    {
      kind: 'table',
      name: COUNTERS_TABLE,
      create: [
        `CREATE TABLE "row_counts" ("name" varchar(100) NOT NULL, "shard" integer NOT NULL, "count" integer NOT NULL, PRIMARY KEY ("name", "shard"))`,
      ],
      drop: `DROP TABLE "row_counts"`,
      signature: normalized(
        `CREATE TABLE "row_counts" ("name" varchar(100) NOT NULL, "shard" integer NOT NULL, "count" integer NOT NULL, PRIMARY KEY ("name", "shard"))`,
      ),
    },
  ],
  fill: [],
};

export const sqliteUnits: DialectUnits = {
  shared: [COUNTERS],
  counters,
  memberWriter,
  memberCounters,
  memberPairs,
  search,
};
