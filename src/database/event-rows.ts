import type {
  DataSource,
  EntityManager,
  ObjectLiteral,
  Repository,
} from 'typeorm';
import { hydration } from '#libs/lists/index.js';
import { EventHorizon, EventRecord } from '../events/event.entity.js';
import { rowJson } from './row-json.js';

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

/** The event of a delete, but what the deleted row says: its version and `data`. */
export type DeleteEvent = Omit<NewEvent, 'resourceVersion' | 'data'>;

/** The deletes of a resource's rows with their events (`EventRows.deletes`). */
export interface EventDeletes<E> {
  /**
   * Whether `delete` is one statement, atomic alone (`Transactions.single`); if not, run it in a
   * transaction.
   */
  single: boolean;
  /**
   * Runs `statement` (`deleteStatement`: a delete of one row, returning it) and, if it deleted
   * the row, writes `event` with the row's version and its `data`. Answers the row as it was, or
   * null.
   */
  delete(
    manager: EntityManager,
    statement: Statement,
    event: DeleteEvent,
  ): Promise<E | null>;
}

export interface EventRows {
  /**
   * Runs `statement` (a change of one row) and writes `event` with it: one statement on
   * PostgreSQL (a data-modifying `WITH`, no `BEGIN` needed), two in the caller's transaction on
   * SQLite.
   */
  write(
    manager: EntityManager,
    statement: Statement,
    event: NewEvent,
  ): Promise<void>;
  /** Writes `event` alone, in the caller's transaction. */
  append(manager: EntityManager, event: NewEvent): Promise<void>;
  /**
   * The deletes of `repository`'s rows, each with its event, whose `data` is `data` of the row
   * deleted (the DTO's `from`): on PostgreSQL one statement, the database building `data` from
   * the row it deletes (`rowJson`), or, if it cannot (a computed field), two in a transaction;
   * on SQLite two, in the caller's transaction.
   */
  deletes<E extends ObjectLiteral & { version: number }>(
    repository: Repository<E>,
    data: (row: E) => object,
  ): EventDeletes<E>;
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
  const placeholders = (offset: number) =>
    columns.map((_, i) => (postgres ? `$${offset + i + 1}` : '?')).join(', ');
  const alone = `${into} VALUES (${tx}, ${placeholders(0)})`;

  const append = async (manager: EntityManager, event: NewEvent) => {
    await manager.query(alone, values(event));
  };
  const write = async (
    manager: EntityManager,
    [sql, parameters]: Statement,
    event: NewEvent,
  ): Promise<void> => {
    if (!postgres) {
      await manager.query(sql, parameters);
      return append(manager, event);
    }
    await manager.query(
      `WITH "written" AS (${sql}) ${into} VALUES (${tx}, ${placeholders(parameters.length)})`,
      [...parameters, ...values(event)],
    );
  };

  const deletes = <E extends ObjectLiteral & { version: number }>(
    repository: Repository<E>,
    data: (row: E) => object,
  ): EventDeletes<E> => {
    const { hydrate } = hydration(repository);
    const json = postgres ? rowJson(repository, data) : undefined;
    if (json === undefined) {
      return {
        // On SQLite a write of the group commit, a transaction.
        single: !postgres,
        delete: async (manager, [sql, parameters], event) => {
          // PostgreSQL answers a DELETE with its row count beside the rows; a SELECT with the rows alone, as SQLite does.
          const [row] = await manager.query<Record<string, unknown>[]>(
            postgres
              ? `WITH "deleted" AS (${sql}) SELECT * FROM "deleted"`
              : sql,
            parameters,
          );
          if (row === undefined) return null;
          const deleted = hydrate(row);
          await append(manager, {
            ...event,
            resourceVersion: deleted.version,
            data: data(deleted),
          });
          return deleted;
        },
      };
    }
    // The event's version and data come from the row deleted; its other columns are parameters.
    const version = repository.metadata.findColumnWithPropertyName('version')!;
    const fromRow: Partial<Record<(typeof PROPERTIES)[number], string>> = {
      resourceVersion: driver.escape(version.databaseName),
      data: `${json}::text`,
    };
    const given = PROPERTIES.flatMap((property, i) =>
      fromRow[property] === undefined ? [i] : [],
    );
    // Built once per delete statement (one per set of conditions).
    const statements = new Map<string, string>();
    const statement = (sql: string, offset: number) => {
      let built = statements.get(sql);
      if (built === undefined) {
        let n = offset;
        const selected = PROPERTIES.map(
          (property, i) => fromRow[property] ?? `$${++n}::${POSTGRES_TYPES[i]}`,
        );
        built = `WITH "deleted" AS (${sql}), "logged" AS (${into} SELECT ${tx}, ${selected.join(', ')} FROM "deleted") SELECT * FROM "deleted"`;
        statements.set(sql, built);
      }
      return built;
    };
    return {
      single: true,
      delete: async (manager, [sql, parameters], event) => {
        const all = values({ ...event, resourceVersion: null, data: {} });
        const [row] = await manager.query<Record<string, unknown>[]>(
          statement(sql, parameters.length),
          [...parameters, ...given.map((i) => all[i])],
        );
        return row === undefined ? null : hydrate(row);
      },
    };
  };
  return { write, append, deletes };
}
