import { ForeignKey } from '../database/foreign-key.js';
import { Column, PrimaryColumn, type Relation } from 'typeorm';
import { User } from '../users/user.entity.js';

/**
 * The columns of a resource its author owns (docs, lessons, generated resources; each has a table
 * of its own): an author who may change it, timestamps, and a version that is the ETag.
 */
export abstract class OwnedResource {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ name: 'author_id', type: 'uuid' })
  authorId: string;

  /** An author who still owns something cannot be deleted. */
  @ForeignKey(() => User, 'author_id', 'RESTRICT')
  author?: Relation<User>;

  @Column({ name: 'created_at', precision: 3 })
  createdAt: Date;

  @Column({ name: 'updated_at', precision: 3 })
  updatedAt: Date;

  /** Starts at 1, +1 on every change. */
  @Column({ type: 'integer' })
  version: number;
}
