import { Column, Entity, Index } from 'typeorm';
import { OwnedResource } from '../common/owned-resource.entity.js';

@Entity('lessons')
// PostgreSQL's trigram indexes of `q` (hand-written in the migration; SQLite has `lessons_search`).
@Index('lessons_title_trgm', { synchronize: false })
@Index('lessons_description_trgm', { synchronize: false })
export class Lesson extends OwnedResource {
  /** The docs in order; `lesson_docs` holds the same list with positions and foreign keys. */
  @Column({ name: 'doc_ids', type: 'simple-json' })
  docIds: string[];
}
