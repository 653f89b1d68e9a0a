import { Column, Entity, Unique } from 'typeorm';
import { OwnedResource } from '../common/owned-resource.entity.js';

@Entity('docs')
@Unique('docs_reference_key', ['reference'])
export class Doc extends OwnedResource {
  /** Optional, client-chosen and unique. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  reference: string | null;

  /** The tags in the order given; `doc_tags` indexes them for the `tag` filter. */
  @Column({ type: 'simple-json' })
  tags: string[];

  @Column({ type: 'text', default: '' })
  content: string;
}
