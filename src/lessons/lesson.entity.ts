import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  type Relation,
} from 'typeorm';
import { User } from '../users/user.entity.js';

@Entity('lessons')
// Each sortable field with the id tie-break, so that every sort order pages by index.
@Index('lessons_created_at_id', ['createdAt', 'id'])
@Index('lessons_updated_at_id', ['updatedAt', 'id'])
@Index('lessons_title_id', ['title', 'id'])
export class Lesson {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 2000, default: '' })
  description: string;

  /** The docs in order; `lesson_docs` holds the same list with positions and foreign keys. */
  @Column({ name: 'doc_ids', type: 'simple-json' })
  docIds: string[];

  @Index('lessons_author_id')
  @Column({ name: 'author_id', type: 'uuid' })
  authorId: string;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({
    name: 'author_id',
    foreignKeyConstraintName: 'lessons_author_id_fkey',
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
