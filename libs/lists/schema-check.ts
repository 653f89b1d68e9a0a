import type { DataSource, EntityManager } from 'typeorm';
import {
  type DbObject,
  dialectOf,
  isManaged,
  listSchema,
  normalized,
  type Unit,
} from './schema.js';

/** An object the engine keeps, as the live database shows it. */
export interface LiveObject {
  kind: DbObject['kind'];
  name: string;
  on?: string;
  /** Compared with the required object's `signature`. */
  signature: string;
  /** The statements that make it again as it is (a migration's `down()`). */
  create: string[];
  drop: string;
  /** What fills it again once made, where its table's rows say what it holds. */
  refill?: string[];
}

interface SqliteRow {
  type: string;
  name: string;
  on: string;
  sql: string;
}

const EXTERNAL_CONTENT =
  /^CREATE VIRTUAL TABLE .* USING fts5\(.*\bcontent='[^']+'/;
const CONTENTLESS = /^CREATE VIRTUAL TABLE .* USING fts5\(.*\bcontent=''/;

/**
 * What a search table's trigger (or trigger function) writes for one row, as the statement that
 * writes it for every row of `table`: how a restored search table is filled again.
 */
function refillFrom(trigger: string | undefined, table: string): string[] {
  const found =
    trigger &&
    /INSERT INTO ("[^"]+") \(([^)]*)\) VALUES \((.*?)\)(?= ON CONFLICT|;)/.exec(
      trigger,
    );
  return found
    ? [
        `INSERT INTO ${found[1]} (${found[2]}) SELECT ${found[3].replace(/\bNEW\./g, 'r.')} FROM "${table}" r`,
      ]
    : [];
}

async function sqliteObjects(manager: EntityManager): Promise<LiveObject[]> {
  const rows = await manager.query<SqliteRow[]>(
    `SELECT type, name, tbl_name AS "on", sql FROM sqlite_master WHERE type IN ('trigger', 'table') AND sql IS NOT NULL`,
  );
  const insertTrigger = (table: string) =>
    rows.find(
      (row) => row.type === 'trigger' && row.name === `${table}_insert`,
    );
  return rows
    .filter(
      ({ type, name, sql }) =>
        isManaged(name) &&
        (type === 'trigger' ||
          sql.startsWith('CREATE VIRTUAL TABLE') ||
          !name.startsWith('lists_')),
    )
    .map(({ type, name, on, sql }): LiveObject => ({
      kind: type === 'trigger' ? 'trigger' : 'table',
      name,
      ...(type === 'trigger' && { on }),
      signature: normalized(sql),
      create: [sql],
      drop: `DROP ${type === 'trigger' ? 'TRIGGER' : 'TABLE'} "${name}"`,
      // An FTS5 table over its table's own columns (the index of q) rebuilds from them.
      ...(EXTERNAL_CONTENT.test(sql) && {
        refill: [`INSERT INTO "${name}" ("${name}") VALUES ('rebuild')`],
      }),
      // A contentless one (the index of q) is written again as its insert trigger writes a row.
      ...(CONTENTLESS.test(sql) &&
        insertTrigger(name) && {
          refill: refillFrom(insertTrigger(name)!.sql, insertTrigger(name)!.on),
        }),
    }));
}

const SCHEMA = `(SELECT oid FROM pg_namespace WHERE nspname = current_schema())`;
const MANAGED = (column: string) =>
  `(${column} LIKE 'lists\\_%' OR ${column} IN ('row_counts', 'row_counts_add'))`;

async function postgresObjects(manager: EntityManager): Promise<LiveObject[]> {
  const [tables, functions, triggers, indexes] = await Promise.all([
    manager.query<{ name: string; columns: string; key: string | null }[]>(
      `SELECT c.relname AS name, string_agg(format('%I %s%s', a.attname, format_type(a.atttypid, a.atttypmod), CASE WHEN a.attnotnull THEN ' NOT NULL' ELSE '' END), ', ' ORDER BY a.attnum) AS columns, pg_get_constraintdef(k.oid) AS key FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped LEFT JOIN pg_constraint k ON k.conrelid = c.oid AND k.contype = 'p' WHERE c.relnamespace = ${SCHEMA} AND c.relkind = 'r' AND ${MANAGED('c.relname')} GROUP BY c.relname, k.oid`,
    ),
    manager.query<
      { name: string; body: string; definition: string; args: string }[]
    >(
      `SELECT proname AS name, prosrc AS body, pg_get_functiondef(oid) AS definition, pg_get_function_identity_arguments(oid) AS args FROM pg_proc WHERE pronamespace = ${SCHEMA} AND ${MANAGED('proname')}`,
    ),
    manager.query<
      { name: string; on: string; comment: string | null; definition: string }[]
    >(
      `SELECT t.tgname AS name, c.relname AS "on", obj_description(t.oid, 'pg_trigger') AS comment, pg_get_triggerdef(t.oid) AS definition FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE NOT t.tgisinternal AND c.relnamespace = ${SCHEMA} AND ${MANAGED('t.tgname')}`,
    ),
    manager.query<
      { name: string; on: string; comment: string | null; definition: string }[]
    >(
      `SELECT i.relname AS name, c.relname AS "on", obj_description(i.oid, 'pg_class') AS comment, pg_get_indexdef(i.oid) AS definition FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class c ON c.oid = x.indrelid WHERE i.relnamespace = ${SCHEMA} AND ${MANAGED('i.relname')} AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.oid)`,
    ),
  ]);
  const commented = (
    kind: 'trigger' | 'index',
    { name, on, comment, definition }: (typeof triggers)[number],
  ): LiveObject => ({
    kind,
    name,
    on,
    signature: comment ?? '',
    create: [
      definition,
      ...(comment === null
        ? []
        : [
            kind === 'trigger'
              ? `COMMENT ON TRIGGER "${name}" ON "${on}" IS '${comment}'`
              : `COMMENT ON INDEX "${name}" IS '${comment}'`,
          ]),
    ],
    drop:
      kind === 'trigger'
        ? `DROP TRIGGER "${name}" ON "${on}"`
        : `DROP INDEX "${name}"`,
  });
  // A search table is written by the function of its trigger (`<table>_write`).
  const writer = (table: string) => {
    const fn = functions.find((f) => f.name === `${table}_write`);
    const trigger = triggers.find((t) => t.name === `${table}_write`);
    return fn && trigger ? refillFrom(fn.body, trigger.on) : [];
  };
  return [
    ...tables.map(({ name, columns, key }): LiveObject => ({
      kind: 'table',
      name,
      signature: 'table',
      create: [`CREATE TABLE "${name}" (${columns}${key ? `, ${key}` : ''})`],
      drop: `DROP TABLE "${name}"`,
      refill: writer(name),
    })),
    ...functions.map(({ name, body, definition, args }): LiveObject => ({
      kind: 'function',
      name,
      signature: normalized(body),
      create: [definition],
      drop: `DROP FUNCTION "${name}"(${args})`,
    })),
    ...triggers.map((row) => commented('trigger', row)),
    ...indexes.map((row) => commented('index', row)),
  ];
}

/** The objects the engine keeps that the database holds now. */
export const liveObjects = (
  dataSource: DataSource,
  manager = dataSource.manager,
) =>
  dialectOf(dataSource) === 'postgres'
    ? postgresObjects(manager)
    : sqliteObjects(manager);

/** How the live database differs from what the declarations require. */
export interface SchemaDifference {
  /** Units with an object missing or different: made and filled again. */
  units: Unit[];
  /** What is missing or different, one line each. */
  problems: string[];
  /** Objects the engine made that no declaration requires any more. */
  stale: LiveObject[];
}

const describe = (object: { kind: string; name: string; on?: string }) =>
  `${object.kind} ${object.name}${object.on ? ` on ${object.on}` : ''}`;

/** What names an object: a trigger and its function may share a name. */
export const objectKey = (object: { kind: string; name: string }): string =>
  `${object.kind} ${object.name}`;

/**
 * The table a live object is about: the one it is on, or the longest of `tables` its name is made
 * from (`lists_<table>_…`, a search table or a function); none for the counters' own.
 */
function tableOf(object: LiveObject, tables: string[]): string | undefined {
  if (object.on) return object.on;
  return tables
    .filter((table) => object.name.startsWith(`lists_${table}_`))
    .sort((a, b) => b.length - a.length)[0];
}

/**
 * How `live` differs from `required`. An object no declaration requires is stale only where it is
 * about one of `tables` (the entities' tables): a data source of some entities judges no other.
 */
export function compareSchema(
  live: LiveObject[],
  required: Unit[],
  tables: string[],
): SchemaDifference {
  const byKey = new Map(live.map((object) => [objectKey(object), object]));
  const problems: string[] = [];
  const units = required.filter((unit) => {
    const wrong = unit.objects.flatMap((object) => {
      const found = byKey.get(objectKey(object));
      if (!found) return [`missing: ${describe(object)} (${unit.purpose})`];
      return found.signature === object.signature && found.on === object.on
        ? []
        : [`differs: ${describe(object)} (${unit.purpose})`];
    });
    problems.push(...wrong);
    return wrong.length > 0;
  });
  const keys = new Set(required.flatMap((unit) => unit.objects.map(objectKey)));
  const known = new Set(tables);
  const stale = live.filter((object) => {
    const table = tableOf(object, tables);
    return (
      !keys.has(objectKey(object)) && table !== undefined && known.has(table)
    );
  });
  problems.push(
    ...stale.map(
      (object) => `unexpected: ${describe(object)} (no declaration needs it)`,
    ),
  );
  return { units, problems, stale };
}

/** What the database lacks of what the declared lists need, one line each (none: all is there). */
export async function checkListSchema(
  dataSource: DataSource,
): Promise<string[]> {
  return compareSchema(
    await liveObjects(dataSource),
    listSchema(dataSource),
    entityTables(dataSource),
  ).problems;
}

/** The tables of the data source's entities. */
export const entityTables = (dataSource: DataSource): string[] =>
  dataSource.entityMetadatas.map((metadata) => metadata.tableName);

/** A database that lacks something the declared lists need: a list would answer wrong. */
export class ListSchemaError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The database lacks what the declared lists need (a migration is missing or something was dropped by hand):\n${problems.map((line) => `  - ${line}`).join('\n')}\nGenerate the migration that brings it back: npm run migration:generate -- <Name>`,
    );
    this.name = 'ListSchemaError';
  }
}

/** Throws a `ListSchemaError` unless the database holds what the declared lists need. */
export async function assertListSchema(dataSource: DataSource): Promise<void> {
  const problems = await checkListSchema(dataSource);
  if (problems.length > 0) throw new ListSchemaError(problems);
}
