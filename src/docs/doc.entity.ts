import { Column, Entity, Index, Unique } from 'typeorm';
import { OwnedResource } from '../common/owned-resource.entity.js';

@Entity('docs')
// PostgreSQL's trigram indexes of `q` (hand-written in the migration; SQLite has `docs_search`).
@Index('docs_title_trgm', { synchronize: false })
@Index('docs_description_trgm', { synchronize: false })
// PostgreSQL's GIN index of the pairs of tags for several `tag` filters (SQLite has `docs_tagset`).
@Index('docs_tag_pairs_gin', { synchronize: false })
@Unique('docs_reference_key', ['reference'])
export class Doc extends OwnedResource {
  /** Optional, client-chosen and unique. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  reference: string | null;

  /** The tags in the order given; `doc_tags`, kept by triggers (ADR 0509), indexes them for the `tag` filter. */
  @Column({ type: 'simple-json' })
  tags: string[];

  @Column({ type: 'text', default: '' })
  content: string;
}

/** What a doc summary shows: every column but `content`, the one that can be large. */
export const DOC_SUMMARY_COLUMNS: (keyof Doc & string)[] = [
  'id',
  'reference',
  'title',
  'description',
  'tags',
  'authorId',
  'createdAt',
  'updatedAt',
  'version',
];
