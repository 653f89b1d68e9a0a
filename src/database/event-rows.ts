import type { DataSource, EntityManager } from 'typeorm';
import { EventHorizon, EventRecord } from '../events/event.entity.js';

/** An event to write with the change it tells of (its position is the database's). */
export interface NewEvent {
  type: string;
  occurredAt: Date;
  resourceId: string;
  resourceVersion: number | null;
  actorId: string | null;
  data: object;
}

/** A statement and its parameters, as `QueryBuilder.getQueryAndParameters()` gives them. */
export type Statement = [sql: string, parameters: unknown[]];

/** The columns an event's insert sets after `tx`, in order. */
const PROPERTIES = [
  'type',
  'occurredAt',
  'resourceId',
  'resourceVersion',
  'actorId',
  'data',
] as const;
/** Their types on PostgreSQL, for an `INSERT … SELECT` (which infers no parameter's type). */
const POSTGRES_TYPES = [
  'varchar',
  'timestamp',
  'uuid',
  'integer',
  'uuid',
  'text',
];

export interface EventRows {
  /**
   * Runs `statement` (a change of one row) and writes `event` with it: one statement on
   * PostgreSQL (a data-modifying `WITH`, no `BEGIN` needed), two in the caller's transaction on
   * SQLite. With `ifWritten` the statement ends in `RETURNING 1` and the event is written only if
   * it wrote a row; the answer says whether it did.
   */
  write(
    manager: EntityManager,
    statement: Statement,
    event: NewEvent,
    ifWritten?: boolean,
  ): Promise<boolean>;
  /** Writes `event` alone, in the caller's transaction. */
  append(manager: EntityManager, event: NewEvent): Promise<void>;
}

/** The SQL that writes events beside a change (ADR 0413), built once per data source. */
export function eventRows(dataSource: DataSource): EventRows {
  const { driver } = dataSource;
  const metadata = dataSource.getMetadata(EventRecord);
  const columns = PROPERTIES.map((property) =>
    metadata.findColumnWithPropertyName(property)!,
  );
  const postgres = driver.options.type === 'postgres';
  const names = ['tx', 'seq', ...columns.map((column) => column.databaseName)]
    .map((name) => driver.escape(name))
    .join(', ');
  const table = driver.escape(metadata.tableName);
  const into = `INSERT INTO ${table} (${names})`;
  // The writing transaction's id on PostgreSQL (the feed's order, see EventRecord) and the next
  // of a sequence; on SQLite, which writes one at a time, 0 and the largest `seq` ever plus one
  // (the newest purged once every event is).
  const horizon = driver.escape(dataSource.getMetadata(EventHorizon).tableName);
  const tx = postgres
    ? `pg_current_xact_id()::text::bigint, nextval('events_seq')`
    : `0, coalesce((SELECT max("seq") FROM ${table}), (SELECT "seq" FROM ${horizon} WHERE "id" = 1), 0) + 1`;
  const values = (event: NewEvent) =>
    columns.map((column, i) =>
      i === columns.length - 1
        ? JSON.stringify(event.data)
        : driver.preparePersistentValue(column.getEntityValue(event), column),
    );
  const placeholders = (offset: number, typed: boolean) =>
    columns
      .map((_, i) =>
        postgres
          ? `$${offset + i + 1}${typed ? `::${POSTGRES_TYPES[i]}` : ''}`
          : '?',
      )
      .join(', ');
  const alone = `${into} VALUES (${tx}, ${placeholders(0, false)})`;

  const append = async (manager: EntityManager, event: NewEvent) => {
    await manager.query(alone, values(event));
  };
  const write = async (
    manager: EntityManager,
    [sql, parameters]: Statement,
    event: NewEvent,
    ifWritten = false,
  ): Promise<boolean> => {
    if (!postgres) {
      const written = await manager.query<unknown[]>(sql, parameters);
      if (ifWritten && written.length === 0) return false;
      await append(manager, event);
      return true;
    }
    const offset = parameters.length;
    const all = [...parameters, ...values(event)];
    if (!ifWritten) {
      await manager.query(
        `WITH "written" AS (${sql}) ${into} VALUES (${tx}, ${placeholders(offset, false)})`,
        all,
      );
      return true;
    }
    const logged = await manager.query<unknown[]>(
      `WITH "written" AS (${sql}), "logged" AS (${into} SELECT ${tx}, ${placeholders(offset, true)} FROM "written" RETURNING 1) SELECT 1 FROM "logged"`,
      all,
    );
    return logged.length > 0;
  };
  return { write, append };
}
