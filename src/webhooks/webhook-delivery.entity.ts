import { Column, Entity, Index, PrimaryColumn, type Relation } from 'typeorm';
import { Listed } from '#libs/lists/index.js';
import { ForeignKey } from '../database/foreign-key.js';
import { Webhook } from './webhook.entity.js';

/** `pending` until a 2xx (`succeeded`) or the end of the schedule (`failed`). */
export type DeliveryStatus = 'pending' | 'succeeded' | 'failed';

/** One attempt as `GET /webhooks/{id}/deliveries` shows it. */
export interface DeliveryAttempt {
  at: string;
  /** The receiver's status code; absent when none came (refused target, timeout, network). */
  responseCode?: number;
  durationMs: number;
  error?: string;
}

/** The fields a list of deliveries may be sorted by. */
export const DELIVERY_SORT_FIELDS = ['createdAt'] as const;

/**
 * One event to one webhook, and its attempts. An event reaches a webhook once: the pair is unique,
 * so dispatchers that meet cannot both create it. `nextAttemptAt` is when it is due, and while an
 * attempt runs, the end of its lease: a worker that dies leaves it due again.
 */
@Listed<WebhookDelivery>({
  sort: DELIVERY_SORT_FIELDS,
  filters: { webhookId: { field: 'webhookId', count: true } },
})
@Entity('webhook_deliveries')
@Index('webhook_deliveries_event', ['webhookId', 'eventId'], { unique: true })
@Index('webhook_deliveries_due', ['status', 'nextAttemptAt'])
@Index('webhook_deliveries_resource', ['webhookId', 'resourceKey', 'eventId'])
export class WebhookDelivery {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ name: 'webhook_id', type: 'uuid' })
  webhookId: string;

  @ForeignKey(() => Webhook, 'webhook_id', 'CASCADE')
  webhook?: Relation<Webhook>;

  /** The event's id: `webhook-id` on every attempt. */
  @Column({ name: 'event_id', type: 'varchar', length: 64 })
  eventId: string;

  @Column({ name: 'event_type', type: 'varchar', length: 64 })
  eventType: string;

  /** `doc:<id>`: deliveries of one resource to one webhook go in event order; null: a ping. */
  @Column({
    name: 'resource_key',
    type: 'varchar',
    length: 80,
    nullable: true,
  })
  resourceKey: string | null;

  /** The body, the same bytes on every attempt. */
  @Column({ type: 'text' })
  payload: string;

  @Column({ type: 'varchar', length: 10 })
  status: DeliveryStatus;

  /** Attempts started, the one running included. */
  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({
    name: 'next_attempt_at',
    precision: 3,
    nullable: true,
    type: Date,
  })
  nextAttemptAt: Date | null;

  /** The last attempts, oldest first. */
  @Column({ name: 'attempt_log', type: 'simple-json' })
  attemptLog: DeliveryAttempt[];

  @Column({ name: 'created_at', precision: 3 })
  createdAt: Date;

  @Column({ name: 'updated_at', precision: 3 })
  updatedAt: Date;
}
