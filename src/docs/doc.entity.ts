import {
  Column,
  Entity,
  Index,
  ManyToOne,
  JoinColumn,
  PrimaryColumn,
  Unique,
  type Relation,
} from 'typeorm';
import { User } from '../users/user.entity.js';

@Entity('docs')
@Unique('docs_reference_key', ['reference'])
// Each sortable field with the id tie-break, so that every sort order pages by index.
@Index('docs_created_at_id', ['createdAt', 'id'])
@Index('docs_updated_at_id', ['updatedAt', 'id'])
@Index('docs_title_id', ['title', 'id'])
export class Doc {
  @PrimaryColumn('uuid')
  id: string;

  /** Optional, client-chosen and unique. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  reference: string | null;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 2000, default: '' })
  description: string;

  /** The tags in the order given; `doc_tags` indexes them for filtering. */
  @Column({ type: 'simple-json' })
  tags: string[];

  @Column({ type: 'text', default: '' })
  content: string;

  @Index('docs_author_id')
  @Column({ name: 'author_id', type: 'uuid' })
  authorId: string;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({
    name: 'author_id',
    foreignKeyConstraintName: 'docs_author_id_fkey',
  })
  author?: Relation<User>;

  @Column({ name: 'created_at', precision: 3 })
  createdAt: Date;

  @Column({ name: 'updated_at', precision: 3 })
  updatedAt: Date;

  /** Starts at 1, +1 on every change; the ETag. */
  @Column({ type: 'integer' })
  version: number;
}
