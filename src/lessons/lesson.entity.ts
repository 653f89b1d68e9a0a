import { Column, Entity } from 'typeorm';
import { Listed } from '#libs/lists/index.js';
import { OwnedResource } from '../common/owned-resource.entity.js';
import { DescriptionColumn, TitleColumn } from '../common/text-columns.js';
import { Doc } from '../docs/doc.entity.js';

/** The fields a list of lessons may be sorted by. */
export const LESSON_SORT_FIELDS = ['createdAt', 'updatedAt', 'title'] as const;

@Listed<Lesson>({
  sort: LESSON_SORT_FIELDS,
  filters: {
    authorId: { field: 'authorId', count: true },
    // Its table's foreign key keeps a doc that a lesson uses from being deleted.
    docId: {
      member: 'docIds',
      table: 'lesson_docs',
      key: 'lesson_id',
      value: { name: 'doc_id', type: 'uuid' },
      ordered: true,
      references: () => Doc,
    },
  },
  search: { title: 2, description: 1 },
})
@Entity('lessons')
export class Lesson extends OwnedResource {
  @TitleColumn()
  title: string;

  @DescriptionColumn()
  description: string;

  /** The docs in order. */
  @Column({ name: 'doc_ids', type: 'simple-json' })
  docIds: string[];
}
