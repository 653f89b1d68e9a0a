import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import type { Page } from '#libs/rest/index.js';
import { OwnedResourceService } from '../common/owned-resource.service.js';
import { Transactions } from '../database/transactions.js';
import { DocTag } from './doc-tag.entity.js';
import { Doc } from './doc.entity.js';
import type { DocListQuery } from './dto/doc-list-query.dto.js';
import type { PatchDocDto } from './dto/patch-doc.dto.js';
import type { WriteDocDto } from './dto/write-doc.dto.js';

/** Tags live in the doc row (read in one query) and in `doc_tags` (indexed, for the `tag` filter). */
async function writeTags(
  manager: EntityManager,
  docId: string,
  { tags }: Partial<Doc>,
): Promise<void> {
  if (tags === undefined) return;
  await manager.delete(DocTag, { docId });
  if (tags.length > 0)
    await manager.insert(
      DocTag,
      tags.map((tag) => ({ docId, tag })),
    );
}

@Injectable()
export class DocsService extends OwnedResourceService<
  Doc,
  WriteDocDto,
  PatchDocDto,
  DocListQuery
> {
  constructor(
    @InjectRepository(Doc) docs: Repository<Doc>,
    transactions: Transactions,
  ) {
    super(docs, transactions, {
      entity: Doc,
      code: 'DOC',
      name: 'Doc',
      defaults: { reference: null, description: '', tags: [], content: '' },
      writeChildren: writeTags,
    });
  }

  list(query: DocListQuery): Promise<Page<Doc>> {
    return this.page(query, (builder) => {
      const tags = [...new Set(query.tag ?? [])];
      if (tags.length > 0) {
        builder.andWhere(
          'row.id IN (SELECT dt.doc_id FROM doc_tags dt WHERE dt.tag IN (:...tags) GROUP BY dt.doc_id HAVING COUNT(*) = :tagCount)',
          { tags, tagCount: tags.length },
        );
      }
      if (query.reference !== undefined)
        builder.andWhere('row.reference = :reference', {
          reference: query.reference,
        });
    });
  }
}
