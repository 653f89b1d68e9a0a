import type { DataSource } from 'typeorm';
import { hydration } from '#libs/lists/index.js';
import { EventHorizon, EventRecord } from '../events/event.entity.js';

/** A position in the feed: `(tx, seq)` as decimal text (see `EventRecord`). */
export interface FeedKey {
  tx: string;
  seq: string;
}

export interface FeedQuery {
  after: FeedKey;
  limit: number;
  /** Only these types (none: every type). */
  types?: readonly string[];
  /** Leaves out the types that start with this prefix (`user.`). */
  hiding?: string;
}

/**
 * The SQL of the change feed (ADR 0413), built once per data source. Only settled events are
 * read: on PostgreSQL, those of transactions older than every transaction still running (below
 * `pg_snapshot_xmin` of the reader's snapshot), so that no event can later appear before one
 * already read; on SQLite, every event a read sees is committed, in commit order.
 */
export class EventFeed {
  private readonly table: string;
  private readonly settled: string;
  private readonly postgres: boolean;
  private readonly names: string;
  private readonly hydrate: (row: Record<string, unknown>) => EventRecord;
  private readonly horizonTable: string;

  constructor(private readonly dataSource: DataSource) {
    const { driver } = dataSource;
    this.postgres = driver.options.type === 'postgres';
    this.table = driver.escape(dataSource.getMetadata(EventRecord).tableName);
    this.horizonTable = driver.escape(
      dataSource.getMetadata(EventHorizon).tableName,
    );
    this.settled = this.postgres
      ? `"tx" < pg_snapshot_xmin(pg_current_snapshot())::text::bigint`
      : '1 = 1';
    const { names, hydrate } = hydration(dataSource.getRepository(EventRecord));
    this.names = names;
    this.hydrate = hydrate;
  }

  /**
   * The settled events after `query.after`, oldest first (a keyset read along `events_feed`), and
   * the horizon as of the same read (one statement, one snapshot): when it is past `after`, events
   * after `after` may have been purged.
   */
  async read(
    query: FeedQuery,
  ): Promise<{ events: EventRecord[]; horizon?: FeedKey }> {
    const parameters: unknown[] = [];
    const p = (value: unknown, cast = '') => {
      parameters.push(value);
      return this.postgres ? `$${parameters.length}${cast}` : '?';
    };
    const bigint = this.postgres ? '::bigint' : '';
    const conditions = [
      `("tx", "seq") > (${p(query.after.tx, bigint)}, ${p(query.after.seq, bigint)})`,
      this.settled,
    ];
    if (query.types !== undefined)
      conditions.push(
        query.types.length === 0
          ? '1 = 0'
          : `"type" IN (${query.types.map((type) => p(type)).join(', ')})`,
      );
    if (query.hiding !== undefined)
      conditions.push(`"type" NOT LIKE ${p(`${query.hiding}%`)}`);
    const limit = p(query.limit);
    // One row with the horizon (or nulls) when no event follows.
    const rows = await this.dataSource.query<Record<string, unknown>[]>(
      `SELECT "h"."tx" AS "horizon_tx", "h"."seq" AS "horizon_seq", "e".* FROM (SELECT 1 AS "one") AS "one" LEFT JOIN ${this.horizonTable} AS "h" ON "h"."id" = 1 LEFT JOIN (SELECT ${this.names} FROM ${this.table} WHERE ${conditions.join(' AND ')} ORDER BY "tx", "seq" LIMIT ${limit}) AS "e" ON 1 = 1 ORDER BY "e"."tx", "e"."seq"`,
      parameters,
    );
    const [first] = rows;
    return {
      events: rows
        .filter((row) => row.seq !== null)
        .map((row) => this.withId(this.hydrate(row))),
      horizon:
        first.horizon_tx === null
          ? undefined
          : key({ tx: first.horizon_tx, seq: first.horizon_seq }),
    };
  }

  /** The position of the newest settled event, if any. */
  async newest(): Promise<FeedKey | undefined> {
    const [row] = await this.dataSource.query<Record<string, unknown>[]>(
      `SELECT "tx", "seq" FROM ${this.table} WHERE ${this.settled} ORDER BY "tx" DESC, "seq" DESC LIMIT 1`,
    );
    return row && key(row);
  }

  /**
   * Deletes up to `batch` of the oldest events, those that occurred before `before`, and moves
   * the horizon past them, in one transaction; answers how many it deleted. Concurrent purges
   * (several instances) delete each event once and keep the horizon at the newest purged.
   */
  purge(before: Date, batch: number): Promise<number> {
    const p = (i: number) => (this.postgres ? `$${i}` : '?');
    const { driver } = this.dataSource;
    const occurredAt = driver.preparePersistentValue(
      before,
      this.dataSource
        .getMetadata(EventRecord)
        .findColumnWithPropertyName('occurredAt')!,
    );
    return this.dataSource.transaction(async (manager) => {
      const purged = await manager.query<Record<string, unknown>[]>(
        `${this.postgres ? 'WITH "purged" AS (' : ''}DELETE FROM ${this.table} WHERE "seq" IN (SELECT "seq" FROM (SELECT "seq", "occurred_at" FROM ${this.table} ORDER BY "tx", "seq" LIMIT ${p(1)}) AS "oldest" WHERE "occurred_at" < ${p(2)}) RETURNING "tx", "seq"${this.postgres ? ') SELECT * FROM "purged"' : ''}`,
        [batch, occurredAt],
      );
      if (purged.length === 0) return 0;
      const last = purged
        .map(key)
        .reduce((a, b) => (compareKeys(a, b) >= 0 ? a : b));
      const bigint = this.postgres ? '::bigint' : '';
      await manager.query(
        `INSERT INTO ${this.horizonTable} ("id", "tx", "seq") VALUES (1, ${p(1)}${bigint}, ${p(2)}${bigint}) ON CONFLICT ("id") DO UPDATE SET "tx" = excluded."tx", "seq" = excluded."seq" WHERE (excluded."tx", excluded."seq") > (${this.horizonTable}."tx", ${this.horizonTable}."seq")`,
        [last.tx, last.seq],
      );
      return purged.length;
    });
  }

  private withId(event: EventRecord): EventRecord {
    event.id = eventId(key(event as unknown as Record<string, unknown>));
    return event;
  }
}

const key = (row: Record<string, unknown>): FeedKey => ({
  tx: String(row.tx),
  seq: String(row.seq),
});

/** Orders two positions as the feed does. */
export function compareKeys(a: FeedKey, b: FeedKey): number {
  const tx = BigInt(a.tx) - BigInt(b.tx);
  const seq = BigInt(a.seq) - BigInt(b.seq);
  return tx !== 0n ? (tx > 0n ? 1 : -1) : seq === 0n ? 0 : seq > 0n ? 1 : -1;
}

/** The public id of a position: `tx` and `seq` as 16 hexadecimal digits each, so that text order is feed order. */
export function eventId({ tx, seq }: FeedKey): string {
  return (
    BigInt(tx).toString(16).padStart(16, '0') +
    BigInt(seq).toString(16).padStart(16, '0')
  );
}

/** The position an event id names, or undefined if it is not one. */
export function parseEventId(id: string): FeedKey | undefined {
  if (!/^[0-9a-f]{32}$/.test(id)) return undefined;
  const tx = BigInt(`0x${id.slice(0, 16)}`);
  const seq = BigInt(`0x${id.slice(16)}`);
  // bigint columns hold up to 2^63 - 1.
  if (tx >= 2n ** 63n || seq >= 2n ** 63n) return undefined;
  return { tx: tx.toString(), seq: seq.toString() };
}

/** The position before every event. */
export const FEED_START: FeedKey = { tx: '0', seq: '0' };
