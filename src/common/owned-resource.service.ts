import { randomUUID } from 'node:crypto';
import type { EntityManager, EntityTarget, Repository } from 'typeorm';
import { EntityList, findById } from '#libs/lists/index.js';
import type { CursorSigner } from '#libs/rest/index.js';
import type { AuthUser } from '../auth/auth-user.js';
import { assertOwnerOrAdmin } from '../auth/ownership.js';
import { throwDomainError } from '../database/constraint-errors.js';
import {
  type EventDeletes,
  eventRows,
  type EventRows,
  type NewEvent,
} from '../database/event-rows.js';
import type { Transactions } from '../database/transactions.js';
import { deleteStatement, insertStatement } from '../database/write-rows.js';
import type { EventAction } from '../events/event-types.js';
import { DomainError } from './domain-error.js';
import type { OwnedResource } from './owned-resource.entity.js';
import { mergePatch } from './resource-fields.js';

/** The optional fields of the write body `W`: those it may leave out. */
type OptionalKeys<W> = {
  [K in keyof W]-?: undefined extends W[K] ? K : never;
}[keyof W];

/** The default of every optional field of the write body `W`, as the entity `E` stores it. */
export type Defaults<E, W> = {
  [K in OptionalKeys<W>]-?: E[K & keyof E];
};

export interface OwnedResourceOptions<E extends OwnedResource, W> {
  entity: EntityTarget<E>;
  /** Prefix of error codes and name in messages: `DOC`, `Doc`. */
  code: string;
  name: string;
  /** Every optional writable field with its default. */
  defaults: Defaults<E, W>;
  /** Checks the fields a write stores, in its transaction (that ids name rows that exist): throws a `DomainError`. */
  check?: (fields: Partial<E>, manager: EntityManager) => Promise<void>;
  /**
   * What its events say (docs/api.md, "Events"): `type` names them (`doc` → `doc.created`,
   * `doc.updated`, `doc.deleted`), `data` maps a row as `GET` shows it (the DTO's `from`).
   */
  events: { type: string; data: (row: E) => object };
}

/** The largest version the `version` column holds (`integer`). */
const MAX_VERSION = 2 ** 31 - 1;

/**
 * Create, read, conditional change and delete of a resource its author owns, and its list
 * (`collection`, from its `@Listed()` declaration). Each write is one step with its `If-Match`
 * check: a change is one transaction, settled by a row lock (PostgreSQL) or by transactions
 * running one at a time (SQLite); a create with nothing to check and a delete are one statement
 * (ADR 0509). Each write adds its event in the same statement or transaction (ADR 0413).
 */
export abstract class OwnedResourceService<
  E extends OwnedResource,
  W extends object,
  P extends object,
> {
  /** Pages of the resource (see libs/lists). */
  protected readonly collection: EntityList<E>;
  /** The SQL of a create and of a delete, built once; and that of the event each write adds. */
  private readonly insert: ReturnType<typeof insertStatement<E>>;
  private readonly delete: ReturnType<typeof deleteStatement<E>>;
  private readonly events: EventRows;
  private readonly deletes: EventDeletes<E>;
  /** `get`'s query, built once; and the id alone, to tell whether it exists. */
  private readonly findById: (id: string) => Promise<E | null>;
  private readonly findId: (id: string) => Promise<E | null>;
  /** The query of a write's read, built once: in its transaction, the row locked where needed. */
  private readonly findForUpdate: (
    id: string,
    manager: EntityManager,
  ) => Promise<E | null>;

  constructor(
    protected readonly repository: Repository<E>,
    private readonly transactions: Transactions,
    cursors: CursorSigner,
    private readonly options: OwnedResourceOptions<E, W>,
  ) {
    this.collection = new EntityList(repository, cursors);
    this.insert = insertStatement(repository);
    this.delete = deleteStatement(repository);
    this.events = eventRows(repository.manager.dataSource);
    this.deletes = this.events.deletes(repository, options.events.data);
    this.findById = findById(repository);
    this.findId = findById(repository, ['id']);
    this.findForUpdate = findById(
      repository,
      undefined,
      transactions.forUpdate !== undefined,
    );
  }

  /** The prefix of its events' types: `doc`. */
  get eventType(): string {
    return this.options.events.type;
  }

  async get(id: string): Promise<E> {
    const row = await this.findById(id);
    if (!row) throw this.notFound(id);
    return row;
  }

  /** Throws the resource's not-found error unless it exists: a nested resource's parent. */
  async mustExist(id: string): Promise<void> {
    if (!(await this.findId(id))) throw this.notFound(id);
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
    const { check } = this.options;
    await this.write(
      undefined,
      async (manager) => {
        await check?.(row, manager);
        // The row holds every column: nothing to read back (TypeORM would on SQLite).
        await this.events.write(
          manager,
          this.insert([row]),
          this.event('created', actor, row, now),
        );
      },
      // Without a check, the insert (with its event) is the only statement.
      !check,
    );
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

  /**
   * Deletes the resource (its own rows go with it) and returns it as it was: one statement with
   * its event, which tests the owner and the version itself (ADR 0509); when it deletes nothing,
   * the row as it is now says why.
   */
  async remove(actor: AuthUser, id: string, ifMatch?: number): Promise<E> {
    const where = {
      authorId: actor.role === 'admin' ? undefined : actor.id,
      version: ifMatch,
    };
    // A version beyond the column's `integer` matches no row (PostgreSQL refuses it as a parameter).
    const possible = ifMatch === undefined || ifMatch <= MAX_VERSION;
    const { type } = this.options.events;
    for (;;) {
      const row =
        possible &&
        (await this.write(
          id,
          (manager) =>
            this.deletes.delete(manager, this.delete(id, where), {
              type: `${type}.deleted`,
              occurredAt: new Date(),
              resourceId: id,
              actorId: actor.id,
            }),
          this.deletes.single,
          'delete',
        ));
      if (row) return row;
      // Nothing matched: the row as it is now says why, unless a change since makes it match.
      this.check(actor, id, await this.findById(id), ifMatch);
    }
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
      const row = await this.current(manager, actor, id, ifMatch);
      await this.options.check?.(fields, manager);
      const updatedAt = new Date();
      const update = manager
        .createQueryBuilder()
        .update(this.options.entity)
        .set({ ...fields, updatedAt, version: () => 'version + 1' } as never)
        .where('id = :id', { id })
        .getQueryAndParameters();
      // The row is locked (or SQLite writes one at a time): it is now what was read, changed so.
      const changed = Object.assign(row, fields, {
        updatedAt,
        version: row.version + 1,
      });
      await this.events.write(
        manager,
        update,
        this.event('updated', actor, changed, updatedAt),
      );
      return changed;
    });
  }

  private event(
    action: EventAction,
    actor: AuthUser,
    row: E,
    occurredAt: Date,
  ): NewEvent {
    const { type, data } = this.options.events;
    return {
      type: `${type}.${action}`,
      occurredAt,
      resourceId: row.id,
      resourceVersion: row.version,
      actorId: actor.id,
      data: data(row),
    };
  }

  /** `work` in a transaction, or alone if it is `single` statement (see `Transactions.single`). */
  private write<T>(
    id: string | undefined,
    work: (manager: EntityManager) => Promise<T>,
    single = false,
    side: 'write' | 'delete' = 'write',
  ): Promise<T> {
    return (
      single ? this.transactions.single(work) : this.transactions.run(work)
    ).catch((error: unknown) =>
      throwDomainError(error, this.repository, side, id),
    );
  }

  /** The row as it is now, locked for the write that follows, if the actor may change it and it has the version `If-Match` names. */
  private async current(
    manager: EntityManager,
    actor: AuthUser,
    id: string,
    ifMatch?: number,
  ): Promise<E> {
    const row = await this.findForUpdate(id, manager);
    this.check(actor, id, row, ifMatch);
    return row;
  }

  /** Throws unless `row` exists, the actor may change it, and it has the version `If-Match` names. */
  private check(
    actor: AuthUser,
    id: string,
    row: E | null,
    ifMatch?: number,
  ): asserts row is E {
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
  }
}
