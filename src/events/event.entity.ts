import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One change of a resource, written by the transaction that makes it (the outbox, ADR 0413).
 * The feed's order is `(tx, seq)`: on PostgreSQL `tx` is the id of the writing transaction
 * (`pg_current_xact_id()`), and an event is served only once every transaction with a smaller id
 * has ended; on SQLite, which commits one writer at a time, `tx` is 0 and `seq` is commit order.
 */
@Entity('events')
@Index('events_feed', ['tx', 'seq'], { unique: true })
export class EventRecord {
  /**
   * Never reused, even once older events are purged: from the `events_seq` sequence on
   * PostgreSQL, the largest so far plus one on SQLite (see `eventRows`).
   */
  @PrimaryColumn({ type: 'bigint' })
  seq: string;

  @Column({ type: 'bigint' })
  tx: string;

  /** The public id: `tx` and `seq` as 16 hexadecimal digits each, so that its order is the feed's. Not a column. */
  id: string;

  /** `doc.created`, `lesson.updated`, `user.deleted`… */
  @Column({ type: 'varchar', length: 80 })
  type: string;

  @Column({ name: 'occurred_at', precision: 3 })
  occurredAt: Date;

  @Column({ name: 'resource_id', type: 'uuid' })
  resourceId: string;

  /** The resource's version after the change (its last for a delete); null for users, which have none. */
  @Column({ name: 'resource_version', type: 'integer', nullable: true })
  resourceVersion: number | null;

  /** The signed-in user who made the change; null for the CLI and the first admin. */
  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId: string | null;

  /** The resource as `GET` shows it after the change; for a delete, as it was. */
  @Column({ type: 'simple-json' })
  data: Record<string, unknown>;
}

/**
 * The position of the newest event purged (one row, `id` 1; none before the first purge): an
 * `after` before it may have missed events (410), one at or after it missed none.
 */
@Entity('events_horizon')
export class EventHorizon {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'bigint' })
  tx: string;

  @Column({ type: 'bigint' })
  seq: string;
}
