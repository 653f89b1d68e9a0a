import { ForeignKey } from '../database/foreign-key.js';
import { Column, Entity, Index, PrimaryColumn, type Relation } from 'typeorm';
import { Doc } from './doc.entity.js';

/** One tag of one doc, written by the triggers on `docs` (ADR 0509): the index behind the `tag` filter. */
@Entity('doc_tags')
@Index('doc_tags_tag', ['tag', 'docId'])
@Index('doc_tags_tag_created_at', ['tag', 'createdAt', 'docId'])
@Index('doc_tags_tag_updated_at', ['tag', 'updatedAt', 'docId'])
@Index('doc_tags_tag_title', ['tag', 'title', 'docId'])
export class DocTag {
  @PrimaryColumn({ name: 'doc_id', type: 'uuid' })
  docId: string;

  @PrimaryColumn({ type: 'varchar', length: 40 })
  tag: string;

  /** The doc's sort keys, copied by the triggers on `docs`: a tag's docs in each sort order from an index of `doc_tags` (ADR 0306, 0307). */
  @Column({ name: 'created_at', precision: 3 })
  createdAt: Date;

  @Column({ name: 'updated_at', precision: 3 })
  updatedAt: Date;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @ForeignKey(() => Doc, 'doc_id', 'CASCADE', 'doc_tags_doc_id_fkey')
  doc?: Relation<Doc>;
}
