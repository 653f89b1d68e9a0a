import { Column, Entity, PrimaryColumn } from 'typeorm';
import { Listed } from '#libs/lists/index.js';

/** The fields a list of webhooks may be sorted by. */
export const WEBHOOK_SORT_FIELDS = ['createdAt', 'updatedAt'] as const;

/** Why a webhook stopped: an admin turned it off, or its receiver answered `410 Gone`. */
export type DisabledReason = 'admin' | 'gone';

/** A subscription: where to send which events, and the secret that signs them (encrypted). */
@Listed<Webhook>({ sort: WEBHOOK_SORT_FIELDS })
@Entity('webhooks')
export class Webhook {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 2048 })
  url: string;

  /** Event types (`doc.updated`) or families (`doc.*`); `*` is every event. */
  @Column({ name: 'event_types', type: 'simple-json' })
  eventTypes: string[];

  @Column({ type: 'varchar', length: 500, default: '' })
  description: string;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  @Column({
    name: 'disabled_reason',
    type: 'varchar',
    length: 10,
    nullable: true,
  })
  disabledReason: DisabledReason | null;

  /** The signing secret, encrypted (webhook-secrets.ts); never shown after its creation. */
  @Column({ type: 'varchar', length: 200, select: false })
  secret: string;

  /** The secret before the last rotation, which still signs until `previousSecretUntil`. */
  @Column({
    name: 'previous_secret',
    type: 'varchar',
    length: 200,
    nullable: true,
    select: false,
  })
  previousSecret: string | null;

  @Column({
    name: 'previous_secret_until',
    precision: 3,
    nullable: true,
    type: Date,
  })
  previousSecretUntil: Date | null;

  @Column({ name: 'created_at', precision: 3 })
  createdAt: Date;

  @Column({ name: 'updated_at', precision: 3 })
  updatedAt: Date;

  /** Starts at 1, +1 on every change: the ETag. */
  @Column({ type: 'integer' })
  version: number;
}
