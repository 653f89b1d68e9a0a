import { ApiProperty } from '@nestjs/swagger';
import { TIMESTAMP_SCHEMA, UUID_SCHEMA } from '#libs/rest/index.js';
import type { WebhookDelivery } from '../webhook-delivery.entity.js';

/** One attempt of a delivery. */
export class DeliveryAttemptDto {
  @ApiProperty(TIMESTAMP_SCHEMA)
  at: string;
  /** The receiver's status; absent when none came. @example 503 */
  @ApiProperty({ required: false, minimum: 100, maximum: 599 })
  responseCode?: number;
  /** @example 84 */
  @ApiProperty({ minimum: 0 })
  durationMs: number;
  /** Why no status came (a refused target, a timeout, a network error). @example "no answer within 10 s" */
  @ApiProperty({ required: false, maxLength: 300 })
  error?: string;
}

/**
 * The JSON body every attempt of a delivery POSTs, signed as Standard Webhooks says (docs/api.md,
 * "Webhooks"); a ping has `id`, `type` (`webhook.ping`), `timestamp` and `data` only.
 */
export class WebhookPayloadDto {
  /** The event's id, also `webhook-id`. @example "000000000000000000000000000004d2" */
  @ApiProperty({ maxLength: 64 })
  id: string;
  /** @example "doc.updated" */
  @ApiProperty({ maxLength: 64 })
  type: string;
  /** When the event occurred. */
  @ApiProperty(TIMESTAMP_SCHEMA)
  timestamp: string;
  @ApiProperty({ ...UUID_SCHEMA, required: false })
  resourceId?: string;
  /** The resource's version after the change (its last for a delete); null for users. */
  @ApiProperty({
    required: false,
    nullable: true,
    type: 'integer',
    format: 'int32',
    minimum: 1,
    maximum: 2_147_483_647,
  })
  resourceVersion?: number | null;
  /** Who made the change; null for the CLI and the first admin. */
  @ApiProperty({ ...UUID_SCHEMA, required: false, nullable: true })
  actorId?: string | null;
  /** The resource as `GET` shows it after the change (for a delete, as it was). */
  @ApiProperty({ type: 'object', properties: {} })
  data: object;
}

/** An event's delivery to a webhook. */
export class DeliveryDto {
  @ApiProperty(UUID_SCHEMA)
  id: string;
  @ApiProperty(UUID_SCHEMA)
  webhookId: string;
  /** The event's id, sent as `webhook-id` on every attempt. */
  @ApiProperty({ maxLength: 64 })
  eventId: string;
  /** @example "doc.updated" */
  @ApiProperty({ maxLength: 64 })
  eventType: string;
  /** The body sent. */
  @ApiProperty({ type: WebhookPayloadDto })
  payload: WebhookPayloadDto;
  /** `pending` (waiting for its next attempt), `succeeded` or `failed` (for good). */
  @ApiProperty({ enum: ['pending', 'succeeded', 'failed'] })
  status: 'pending' | 'succeeded' | 'failed';
  /** Attempts started. @example 2 */
  @ApiProperty({ minimum: 0 })
  attempts: number;
  /** When the next attempt is due (or, while one runs, the end of its lease); null once ended. */
  @ApiProperty({ ...TIMESTAMP_SCHEMA, nullable: true })
  nextAttemptAt: string | null;
  /** The last attempts (20 at most), oldest first. */
  @ApiProperty({ type: [DeliveryAttemptDto], maxItems: 20 })
  attemptLog: DeliveryAttemptDto[];
  @ApiProperty(TIMESTAMP_SCHEMA)
  createdAt: string;
  @ApiProperty(TIMESTAMP_SCHEMA)
  updatedAt: string;

  static from(delivery: WebhookDelivery): DeliveryDto {
    return {
      id: delivery.id,
      webhookId: delivery.webhookId,
      eventId: delivery.eventId,
      eventType: delivery.eventType,
      payload: JSON.parse(delivery.payload) as WebhookPayloadDto,
      status: delivery.status,
      attempts: delivery.attempts,
      nextAttemptAt:
        delivery.status === 'pending'
          ? (delivery.nextAttemptAt?.toISOString() ?? null)
          : null,
      attemptLog: delivery.attemptLog,
      createdAt: delivery.createdAt.toISOString(),
      updatedAt: delivery.updatedAt.toISOString(),
    };
  }
}
