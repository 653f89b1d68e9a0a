import { ForeignKey } from '../database/foreign-key.js';
import { Column, Index, PrimaryColumn, type Relation } from 'typeorm';
import { User } from '../users/user.entity.js';

/**
 * The columns docs and lessons share (each has a table of its own): an author who owns it,
 * timestamps, and a version that is the ETag. Each sortable field is indexed with the id
 * tie-break, so that every sort order pages by index; so is the author filter in each order.
 */
@Index(['createdAt', 'id'])
@Index(['updatedAt', 'id'])
@Index(['title', 'id'])
@Index(['authorId', 'createdAt', 'id'])
@Index(['authorId', 'updatedAt', 'id'])
@Index(['authorId', 'title', 'id'])
export abstract class OwnedResource {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 2000, default: '' })
  description: string;

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
