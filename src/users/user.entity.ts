import { Column, Entity, PrimaryColumn, Unique } from 'typeorm';
import { Listed } from '#libs/lists/index.js';
import type { Role } from './role.js';

/** The fields a list of users may be sorted by. */
export const USER_SORT_FIELDS = ['createdAt', 'updatedAt', 'email'] as const;

@Listed<User>({
  sort: USER_SORT_FIELDS,
  filters: { role: { field: 'role', count: true } },
  search: { email: 2, pseudo: 1 },
})
@Entity('users')
@Unique('users_email_key', ['email'])
@Unique('users_pseudo_key_key', ['pseudoKey'])
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
