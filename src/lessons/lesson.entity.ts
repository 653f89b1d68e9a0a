import { Column, Entity } from 'typeorm';
import { OwnedResource } from '../common/owned-resource.entity.js';

@Entity('lessons')
export class Lesson extends OwnedResource {
  /** The docs in order; `lesson_docs` holds the same list with positions and foreign keys. */
  @Column({ name: 'doc_ids', type: 'simple-json' })
  docIds: string[];
}
