import { ForeignKey } from '../database/foreign-key.js';
import { Column, Entity, Index, PrimaryColumn, type Relation } from 'typeorm';
import { Doc } from '../docs/doc.entity.js';
import { Lesson } from './lesson.entity.js';

/** The doc at one position of a lesson; the foreign key keeps a used doc from being deleted. */
@Entity('lesson_docs')
@Index('lesson_docs_doc_id_created_at', ['docId', 'createdAt', 'lessonId'])
export class LessonDoc {
  @PrimaryColumn({ name: 'lesson_id', type: 'uuid' })
  lessonId: string;

  @PrimaryColumn({ type: 'integer' })
  position: number;

  @Column({ name: 'doc_id', type: 'uuid' })
  docId: string;

  /** The lesson's `createdAt`, which never changes: a doc's lessons in that order from `lesson_docs_doc_id_created_at` (ADR 0306). */
  @Column({ name: 'created_at', precision: 3 })
  createdAt: Date;

  @ForeignKey(
    () => Lesson,
    'lesson_id',
    'CASCADE',
    'lesson_docs_lesson_id_fkey',
  )
  lesson?: Relation<Lesson>;

  @ForeignKey(() => Doc, 'doc_id', 'RESTRICT', 'lesson_docs_doc_id_fkey')
  doc?: Relation<Doc>;
}
