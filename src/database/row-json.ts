import type { EntityMetadata, ObjectLiteral, Repository } from 'typeorm';

type ColumnMetadata = EntityMetadata['columns'][number];

/** `json_build_object()` takes at most 100 arguments: 50 fields. */
const MAX_FIELDS = 50;

/** PostgreSQL types whose JSON is the value `pg` reads (text, integers, booleans). */
const AS_THEY_ARE = new Set([
  'uuid',
  'character varying',
  'varchar',
  'character',
  'char',
  'text',
  'integer',
  'int',
  'int4',
  'smallint',
  'int2',
  'boolean',
  'bool',
]);

/** A time as `Date.prototype.toISOString()` writes it (the precision of `Date`: milliseconds). */
const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/**
 * The PostgreSQL expression (`json_build_object(…)`, over the row's unqualified column names)
 * that builds what `map` (a DTO's `from`) makes of a row of `repository`, if `map` copies each
 * field from the column of its name: text, integers and booleans as they are, JSON columns as
 * JSON, times as `toISOString()` writes them. Undefined otherwise (a computed or renamed field,
 * a column with a transformer or of another type): the caller maps the row itself.
 *
 * `map` shows what it copies on a probe row, each column holding a value of its own, so the
 * expression follows the DTO: its fields, in its order.
 */
export function rowJson<E extends ObjectLiteral>(
  repository: Repository<E>,
  map: (row: E) => object,
): string | undefined {
  const { metadata } = repository;
  const { driver } = repository.manager.dataSource;
  // A relation's join column without a property of its own holds no field.
  const columns = metadata.columns.filter(
    (column) => column.embeddedMetadata === undefined && !column.isVirtual,
  );
  const types = columns.map((column) => driver.normalizeType(column));
  const probe = metadata.create() as E;
  columns.forEach((column, i) =>
    column.setEntityValue(probe, probeValue(column, types[i], i)),
  );
  let shown: object;
  try {
    shown = map(probe);
  } catch {
    return undefined;
  }
  const fields: string[] = [];
  for (const [field, value] of Object.entries(shown)) {
    // Left out of the JSON, as `JSON.stringify()` leaves it.
    if (value === undefined) continue;
    const i = columns.findIndex((column) => column.propertyName === field);
    const column = columns[i];
    const sql = column && columnJson(column, types[i]);
    if (
      sql === undefined ||
      JSON.stringify(value) !== JSON.stringify(column!.getEntityValue(probe))
    )
      return undefined;
    fields.push(`'${field.replaceAll("'", "''")}', ${sql}`);
  }
  return fields.length <= MAX_FIELDS
    ? `json_build_object(${fields.join(', ')})`
    : undefined;
}

/** The JSON of `column`'s value (of the PostgreSQL type `type`), as `JSON.stringify()` shows what TypeORM reads of it. */
function columnJson(column: ColumnMetadata, type: string): string | undefined {
  if (column.transformer !== undefined) return undefined;
  const name = `"${column.databaseName.replaceAll('"', '""')}"`;
  if (column.type === 'simple-json') return `${name}::json`;
  if (type === 'timestamp with time zone')
    return `to_char(${name} AT TIME ZONE 'UTC', ${ISO})`;
  if (type === 'timestamp without time zone' || type === 'timestamp') {
    // `pg` writes and reads such a time as the wall clock of this process's time zone.
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const utc =
      zone === 'UTC'
        ? name
        : `(${name} AT TIME ZONE '${zone.replaceAll("'", "''")}') AT TIME ZONE 'UTC'`;
    return `to_char(${utc}, ${ISO})`;
  }
  return AS_THEY_ARE.has(type) ? name : undefined;
}

/** A value of `column`'s kind that no other column of the probe holds. */
function probeValue(column: ColumnMetadata, type: string, i: number): unknown {
  if (column.type === 'simple-json') return [`probe ${i}`];
  if (type.startsWith('timestamp'))
    return new Date(Date.UTC(2001, 0, 1, 0, 0, i, 1));
  if (/^(small)?int/.test(type)) return 1000 + i;
  if (type.startsWith('bool')) return true;
  return `probe ${i}`;
}
