import { randomUUID } from 'node:crypto';
import type {
  EntityManager,
  EntityTarget,
  ObjectLiteral,
  Repository,
  SelectQueryBuilder,
} from 'typeorm';
import {
  type Page,
  pageOf,
  pageWindow,
  type SortKey,
} from '#libs/rest/index.js';
import type { AuthUser } from '../auth/auth-user.js';
import { assertOwnerOrAdmin } from '../auth/ownership.js';
import type { Transactions } from '../database/transactions.js';
import { DomainError } from './domain-error.js';

/** What docs and lessons share: an id, an author, timestamps and a version that grows on every change. */
export interface OwnedEntity extends ObjectLiteral {
  id: string;
  authorId: string;
  createdAt: Date;
  updatedAt: Date;
  version: number;
}

type Bookkeeping = keyof OwnedEntity;

/** The list query both resources share: paging, sorting, and the `q` and `authorId` filters. */
export interface OwnedListQuery {
  page: number;
  limit: number;
  sort: readonly SortKey[];
  q?: string;
  authorId?: string;
}

/** `%` and `_` in user text match themselves. */
const likePattern = (text: string) =>
  `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/** How a resource's rows beside its own (tags, positions) follow its fields; none by default. */
export type WriteChildren<E> = (
  manager: EntityManager,
  id: string,
  fields: Partial<E>,
) => Promise<void>;

/**
 * Create, conditional change and delete of a resource its author owns, each one transaction:
 * the `If-Match` check and the write are one step, settled by a row lock (PostgreSQL) or by
 * transactions running one at a time (SQLite).
 */
export class OwnedStore<E extends OwnedEntity> {
  constructor(
    private readonly entity: EntityTarget<E>,
    /** Prefix of error codes and name in messages: `DOC`, `Doc`. */
    private readonly code: string,
    private readonly name: string,
    readonly repository: Repository<E>,
    private readonly transactions: Transactions,
    private readonly writeChildren: WriteChildren<E> = async () => undefined,
  ) {}

  notFound(id: string): DomainError {
    return new DomainError(
      'not-found',
      `${this.code}.NOT_FOUND`,
      `${this.name} ${id} does not exist.`,
    );
  }

  async get(id: string): Promise<E> {
    const row = await this.repository.findOneBy({ id } as never);
    if (!row) throw this.notFound(id);
    return row;
  }

  /**
   * One page of the rows matching the query; `filter` adds the resource's own conditions
   * on the alias `row`. `q` looks in title and description, case-insensitively.
   */
  async list(
    query: OwnedListQuery,
    filter?: (builder: SelectQueryBuilder<E>) => void,
  ): Promise<Page<E>> {
    const builder = this.repository.createQueryBuilder('row');
    if (query.q !== undefined) {
      builder.andWhere(
        "(LOWER(row.title) LIKE :q ESCAPE '\\' OR LOWER(row.description) LIKE :q ESCAPE '\\')",
        {
          q: likePattern(query.q),
        },
      );
    }
    if (query.authorId !== undefined)
      builder.andWhere('row.authorId = :authorId', {
        authorId: query.authorId,
      });
    filter?.(builder);
    for (const key of query.sort)
      builder.addOrderBy(`row.${key.field}`, key.direction);
    const { skip, take } = pageWindow(query);
    return pageOf(
      query,
      await builder.offset(skip).limit(take).getManyAndCount(),
    );
  }

  /** Inserts a new resource of the actor, version 1, with its child rows. */
  async create(actor: AuthUser, fields: Omit<E, Bookkeeping>): Promise<E> {
    const now = new Date();
    const row = this.repository.create({
      ...fields,
      id: randomUUID(),
      authorId: actor.id,
      createdAt: now,
      updatedAt: now,
      version: 1,
    } as unknown as E);
    await this.transactions.run(async (manager) => {
      await manager.insert(this.entity, row as never);
      await this.writeChildren(manager, row.id, row);
    });
    return row;
  }

  /** Changes the given fields (at least one) and bumps the version. */
  async change(
    actor: AuthUser,
    id: string,
    fields: Partial<E>,
    ifMatch?: number,
  ): Promise<E> {
    if (Object.keys(fields).length === 0) {
      throw new DomainError(
        'invalid',
        `${this.code}.EMPTY_CHANGE`,
        'Give at least one field to change.',
      );
    }
    return this.transactions.run(async (manager) => {
      const row = await this.current(manager, actor, id, ifMatch);
      await manager
        .createQueryBuilder()
        .update(this.entity)
        .set({
          ...fields,
          updatedAt: new Date(),
          version: () => 'version + 1',
        } as never)
        .where('id = :id', { id })
        .execute();
      await this.writeChildren(manager, id, fields);
      return manager.findOneByOrFail(this.entity, { id } as never);
    });
  }

  /** Deletes the resource (its child rows go with it) and returns it as it was. */
  remove(actor: AuthUser, id: string, ifMatch?: number): Promise<E> {
    return this.transactions.run(async (manager) => {
      const row = await this.current(manager, actor, id, ifMatch);
      await manager.delete(this.entity, { id } as never);
      return row;
    });
  }

  /** The row as it is now, locked for the write that follows, if the actor may change it and it has the version `If-Match` names. */
  private async current(
    manager: EntityManager,
    actor: AuthUser,
    id: string,
    ifMatch?: number,
  ): Promise<E> {
    const row = await manager.findOne(this.entity, {
      where: { id } as never,
      lock: this.transactions.forUpdate,
    });
    if (!row) throw this.notFound(id);
    assertOwnerOrAdmin(actor, row.authorId, `this ${this.name.toLowerCase()}`);
    if (ifMatch !== undefined && row.version !== ifMatch) {
      throw new DomainError(
        'precondition-failed',
        `${this.code}.VERSION_MISMATCH`,
        `${this.name} ${id} is at version ${row.version}, not ${ifMatch}; nothing was changed.`,
      );
    }
    return row;
  }
}
