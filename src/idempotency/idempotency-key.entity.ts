import { Column, Entity, Index, PrimaryColumn, type Relation } from 'typeorm';
import { ForeignKey } from '../database/foreign-key.js';
import { User } from '../users/user.entity.js';

/** One `Idempotency-Key` of a user: held while its request runs, then the answer to replay. */
@Entity('idempotency_keys')
export class IdempotencyKey {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ForeignKey(() => User, 'user_id', 'CASCADE', 'idempotency_keys_user_id_fkey')
  user?: Relation<User>;

  @PrimaryColumn({ type: 'varchar', length: 255 })
  key: string;

  /** HMAC-SHA256 (hex) of the method, the route, the user and the body. */
  @Column({ type: 'varchar', length: 64 })
  fingerprint: string;

  /** The request that holds the key: only it may store its answer or let the key go. */
  @Column({ type: 'uuid' })
  attempt: string;

  @Column({ name: 'claimed_at', precision: 3 })
  claimedAt: Date;

  @Index('idempotency_keys_expires_at')
  @Column({ name: 'expires_at', precision: 3 })
  expiresAt: Date;

  /** The answer's status; `null` while the request runs. */
  @Column({ type: 'integer', nullable: true })
  status: number | null;

  /** The answer's `Location` and `ETag`, as a JSON object. */
  @Column({ type: 'text', nullable: true })
  headers: string | null;

  /** The answer's body as JSON; `null` for none. */
  @Column({ type: 'text', nullable: true })
  body: string | null;
}
