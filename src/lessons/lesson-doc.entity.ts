import { ForeignKey } from '../database/foreign-key.js';
import { Column, Entity, Index, PrimaryColumn, type Relation } from 'typeorm';
import { Doc } from '../docs/doc.entity.js';
import { Lesson } from './lesson.entity.js';

/** The doc at one position of a lesson; the foreign key keeps a used doc from being deleted. */
@Entity('lesson_docs')
@Index('lesson_docs_doc_id_created_at', ['docId', 'createdAt', 'lessonId'])
@Index('lesson_docs_doc_id_updated_at', ['docId', 'updatedAt', 'lessonId'])
@Index('lesson_docs_doc_id_title', ['docId', 'title', 'lessonId'])
export class LessonDoc {
  @PrimaryColumn({ name: 'lesson_id', type: 'uuid' })
  lessonId: string;

  @PrimaryColumn({ type: 'integer' })
  position: number;

  @Column({ name: 'doc_id', type: 'uuid' })
  docId: string;

  /** The lesson's sort keys (`positionWriter` writes them, the triggers on `lessons` keep them): a doc's lessons in each sort order from an index of `lesson_docs` (ADR 0306, 0307). */
  @Column({ name: 'created_at', precision: 3 })
  createdAt: Date;

  @Column({ name: 'updated_at', precision: 3 })
  updatedAt: Date;

  @Column({ type: 'varchar', length: 200 })
  title: string;

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
