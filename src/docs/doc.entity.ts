import { Column, Entity, Unique } from 'typeorm';
import { Listed } from '#libs/lists/index.js';
import { OwnedResource } from '../common/owned-resource.entity.js';
import { DescriptionColumn, TitleColumn } from '../common/text-columns.js';

/** The fields a list of docs may be sorted by. */
export const DOC_SORT_FIELDS = ['createdAt', 'updatedAt', 'title'] as const;

@Listed<Doc>({
  sort: DOC_SORT_FIELDS,
  filters: {
    authorId: { field: 'authorId', count: true },
    reference: { field: 'reference', unique: true },
    tag: {
      member: 'tags',
      table: 'doc_tags',
      key: 'doc_id',
      value: { name: 'tag', type: 'varchar', length: 40 },
      all: true,
    },
  },
  search: { title: 8, description: 4, tags: 2, content: 1 },
})
@Entity('docs')
@Unique('docs_reference_key', ['reference'])
export class Doc extends OwnedResource {
  @TitleColumn()
  title: string;

  @DescriptionColumn()
  description: string;

  /** Optional, client-chosen and unique. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  reference: string | null;

  /** The tags in the order given. */
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
