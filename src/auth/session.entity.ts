import { ForeignKey } from '../database/foreign-key.js';
import { Column, Entity, Index, PrimaryColumn, type Relation } from 'typeorm';
import { User } from '../users/user.entity.js';

/** One sign-in: its refresh token (only a SHA-256 of it is kept) rotates on every use. */
@Entity('sessions')
export class Session {
  @PrimaryColumn('uuid')
  id: string;

  @Index('sessions_user_id')
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ForeignKey(() => User, 'user_id', 'CASCADE', 'sessions_user_id_fkey')
  user?: Relation<User>;

  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ name: 'created_at', precision: 3 })
  createdAt: Date;

  @Column({ name: 'expires_at', precision: 3 })
  expiresAt: Date;

  @Column({ name: 'revoked_at', precision: 3, nullable: true, type: Date })
  revokedAt: Date | null;
}
