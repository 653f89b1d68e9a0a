import { randomUUID } from 'node:crypto';
import type {
  EntityManager,
  EntityTarget,
  Repository,
  SelectQueryBuilder,
} from 'typeorm';
import { type Page, pageOf, pageWindow } from '#libs/rest/index.js';
import type { AuthUser } from '../auth/auth-user.js';
import { assertOwnerOrAdmin } from '../auth/ownership.js';
import { throwDomainError } from '../database/constraint-errors.js';
import { findById } from '../database/find-by-id.js';
import { unicodeLowerFunction } from '../database/database.options.js';
import type { Transactions } from '../database/transactions.js';
import { DomainError } from './domain-error.js';
import type { OwnedListQueryDto } from './owned-resource.dto.js';
import type { OwnedResource } from './owned-resource.entity.js';
import { mergePatch } from './resource-fields.js';

/** The default of every optional field of the write body `W`, as the entity `E` stores it. */
export type Defaults<E, W> = {
  [K in Exclude<keyof W, 'title'>]-?: E[K & keyof E];
};

export interface OwnedResourceOptions<E extends OwnedResource, W> {
  entity: EntityTarget<E>;
  /** Prefix of error codes and name in messages: `DOC`, `Doc`. */
  code: string;
  name: string;
  /** Every optional writable field with its default. */
  defaults: Defaults<E, W>;
  /** Keeps a resource's own rows beside it (tags, positions) in step with the fields written. */
  writeChildren?: (
    manager: EntityManager,
    id: string,
    fields: Partial<E>,
  ) => Promise<void>;
}

/** `%` and `_` in user text match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * Create, list, conditional change and delete of a resource its author owns (docs, lessons).
 * Each write is one transaction: the `If-Match` check and the write are one step, settled by a
 * row lock (PostgreSQL) or by transactions running one at a time (SQLite).
 */
export abstract class OwnedResourceService<
  E extends OwnedResource,
  W extends object,
  P extends object,
  Q extends OwnedListQueryDto,
> {
  /** `get`'s query, built once. */
  private readonly findById: (id: string) => Promise<E | null>;

  constructor(
    protected readonly repository: Repository<E>,
    private readonly transactions: Transactions,
    private readonly options: OwnedResourceOptions<E, W>,
  ) {
    this.findById = findById(repository);
  }

  async get(id: string): Promise<E> {
    const row = await this.findById(id);
    if (!row) throw this.notFound(id);
    return row;
  }

  /**
   * A new resource of the actor, version 1; optional fields left out take their defaults.
   * `fields` are set by the route rather than the body (a parent's id).
   */
  async create(actor: AuthUser, body: W, fields: Partial<E> = {}): Promise<E> {
    const now = new Date();
    const row = this.repository.create({
      ...this.replacement(body),
      ...fields,
      id: randomUUID(),
      authorId: actor.id,
      createdAt: now,
      updatedAt: now,
      version: 1,
    } as unknown as E);
    await this.write(undefined, async (manager) => {
      await manager.insert(this.options.entity, row as never);
      await this.options.writeChildren?.(manager, row.id, row);
    });
    return row;
  }

  /** PUT: every writable field, the missing optional ones reset to their defaults. */
  replace(actor: AuthUser, id: string, body: W, ifMatch?: number): Promise<E> {
    return this.change(actor, id, this.replacement(body), ifMatch);
  }

  /** PATCH: only the fields given (at least one); `null` resets an optional field. */
  patch(actor: AuthUser, id: string, body: P, ifMatch?: number): Promise<E> {
    return this.change(
      actor,
      id,
      mergePatch<E>(body, this.options.defaults as Partial<E>),
      ifMatch,
    );
  }

  /** Deletes the resource (its own rows go with it) and returns it as it was. */
  remove(actor: AuthUser, id: string, ifMatch?: number): Promise<E> {
    return this.write(id, async (manager) => {
      const row = await this.current(manager, actor, id, ifMatch);
      await manager.delete(this.options.entity, { id } as never);
      return row;
    });
  }

  /**
   * One page of the rows matching the query; `filter` adds the resource's own conditions on the
   * alias `row`. `q` looks in title and description, case-insensitively.
   */
  protected async page(
    query: Q,
    filter: (builder: SelectQueryBuilder<E>) => void,
  ): Promise<Page<E>> {
    const builder = this.repository.createQueryBuilder('row');
    if (query.q !== undefined) {
      // Both sides lowered by the database, with one function: the same letters on both.
      const lower = unicodeLowerFunction(
        this.repository.manager.connection.options.type,
      );
      builder.andWhere(
        `(${lower}(row.title) LIKE ${lower}(:q) ESCAPE '\\' OR ${lower}(row.description) LIKE ${lower}(:q) ESCAPE '\\')`,
        { q: likePattern(query.q) },
      );
    }
    if (query.authorId !== undefined)
      builder.andWhere('row.authorId = :authorId', {
        authorId: query.authorId,
      });
    filter(builder);
    for (const key of query.sort)
      builder.addOrderBy(`row.${key.field}`, key.direction);
    const { skip, take } = pageWindow(query);
    return pageOf(
      query,
      await builder.offset(skip).limit(take).getManyAndCount(),
    );
  }

  private notFound(id: string): DomainError {
    const { code, name } = this.options;
    return new DomainError(
      'not-found',
      `${code}.NOT_FOUND`,
      `${name} ${id} does not exist.`,
    );
  }

  private replacement(body: W): Partial<E> {
    return {
      ...this.options.defaults,
      ...mergePatch<E>(body, this.options.defaults as Partial<E>),
    } as Partial<E>;
  }

  private async change(
    actor: AuthUser,
    id: string,
    fields: Partial<E>,
    ifMatch?: number,
  ): Promise<E> {
    if (Object.keys(fields).length === 0) {
      throw new DomainError(
        'invalid',
        `${this.options.code}.EMPTY_CHANGE`,
        'Give at least one field to change.',
      );
    }
    return this.write(id, async (manager) => {
      await this.current(manager, actor, id, ifMatch);
      await manager
        .createQueryBuilder()
        .update(this.options.entity)
        .set({
          ...fields,
          updatedAt: new Date(),
          version: () => 'version + 1',
        } as never)
        .where('id = :id', { id })
        .execute();
      await this.options.writeChildren?.(manager, id, fields);
      return manager.findOneByOrFail(this.options.entity, { id } as never);
    });
  }

  private write<T>(
    id: string | undefined,
    work: (manager: EntityManager) => Promise<T>,
  ): Promise<T> {
    return this.transactions
      .run(work)
      .catch((error: unknown) =>
        throwDomainError(error, this.repository.manager, id),
      );
  }

  /** The row as it is now, locked for the write that follows, if the actor may change it and it has the version `If-Match` names. */
  private async current(
    manager: EntityManager,
    actor: AuthUser,
    id: string,
    ifMatch?: number,
  ): Promise<E> {
    const row = await manager.findOne(this.options.entity, {
      where: { id } as never,
      lock: this.transactions.forUpdate,
    });
    if (!row) throw this.notFound(id);
    const { code, name } = this.options;
    assertOwnerOrAdmin(actor, row.authorId, `this ${name.toLowerCase()}`);
    if (ifMatch !== undefined && row.version !== ifMatch) {
      throw new DomainError(
        'precondition-failed',
        `${code}.VERSION_MISMATCH`,
        `${name} ${id} is at version ${row.version}, not ${ifMatch}; nothing was changed.`,
      );
    }
    return row;
  }
}
