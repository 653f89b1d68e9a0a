import { Column, Entity, Index, PrimaryColumn, type Relation } from 'typeorm';
import { ForeignKey } from '../database/foreign-key.js';
import { Session } from './session.entity.js';

/** A refresh token its session rotated away (SHA-256 only): presenting it again revokes the session. */
@Entity('used_refresh_tokens')
export class UsedRefreshToken {
  @PrimaryColumn({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash: string;

  @Index('used_refresh_tokens_session_id')
  @Column({ name: 'session_id', type: 'uuid' })
  sessionId: string;

  @ForeignKey(
    () => Session,
    'session_id',
    'CASCADE',
    'used_refresh_tokens_session_id_fkey',
  )
  session?: Relation<Session>;
}
