import {
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  type Relation,
} from 'typeorm';
import { Doc } from './doc.entity.js';

/** One tag of one doc: the index behind the `tag` filter (PostgreSQL uses `doc_tags_tag`). */
@Entity('doc_tags')
@Index('doc_tags_tag', ['tag', 'docId'])
export class DocTag {
  @PrimaryColumn({ name: 'doc_id', type: 'uuid' })
  docId: string;

  @PrimaryColumn({ type: 'varchar', length: 40 })
  tag: string;

  @ManyToOne(() => Doc, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'doc_id',
    foreignKeyConstraintName: 'doc_tags_doc_id_fkey',
  })
  doc?: Relation<Doc>;
}
