import { Column, Entity, Index, PrimaryColumn, Unique } from 'typeorm';
import type { Role } from './role.js';

@Entity('users')
@Unique('users_email_key', ['email'])
@Unique('users_pseudo_key_key', ['pseudoKey'])
// The list's sort orders, alone and after the role filter, each ending with the id tie-break:
// without one, a role is read whole and sorted, and PostgreSQL sorts `page=N` by email.
@Index('users_created_at_id', ['createdAt', 'id'])
@Index('users_updated_at_id', ['updatedAt', 'id'])
@Index('users_email_id', ['email', 'id'])
@Index('users_role_created_at_id', ['role', 'createdAt', 'id'])
@Index('users_role_updated_at_id', ['role', 'updatedAt', 'id'])
@Index('users_role_email_id', ['role', 'email', 'id'])
export class User {
  @PrimaryColumn('uuid')
  id: string;

  /** Stored lower-cased: addresses are unique case-insensitively. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** As the user wrote it. */
  @Column({ type: 'varchar', length: 40 })
  pseudo: string;

  /** `pseudo` lower-cased, so that uniqueness is case-insensitive in every database. */
  @Column({ name: 'pseudo_key', type: 'varchar', length: 40 })
  pseudoKey: string;

  @Column({ type: 'varchar', length: 10 })
  role: Role;

  @Column({
    name: 'password_hash',
    type: 'varchar',
    length: 200,
    select: false,
  })
  passwordHash: string;

  @Column({ name: 'created_at', precision: 3 })
  createdAt: Date;

  @Column({ name: 'updated_at', precision: 3 })
  updatedAt: Date;
}
