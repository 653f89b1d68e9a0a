import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { type EntityManager, IsNull, Not, Repository } from 'typeorm';
import type { AuthUser } from '../auth/auth-user.js';
import { Session } from '../auth/session.entity.js';
import { DomainError } from '../common/domain-error.js';
import { throwDomainError } from '../database/constraint-errors.js';
import {
  eventRows,
  type EventRows,
  type NewEvent,
} from '../database/event-rows.js';
import { Transactions } from '../database/transactions.js';
import { insertStatement } from '../database/write-rows.js';
import { type EventAction, USER_EVENTS } from '../events/event-types.js';
import { CursorSigner, type Page } from '#libs/rest/index.js';
import { EntityList, findById } from '#libs/lists/index.js';
import type { CreateUserDto } from './dto/create-user.dto.js';
import type { UserListQuery } from './dto/user-list-query.dto.js';
import type { UpdateUserDto } from './dto/update-user.dto.js';
import { UserDto } from './dto/user.dto.js';
import { PasswordHasher } from './password-hasher.js';
import type { Role } from './role.js';
import { RoleCache } from './role-cache.js';
import { User } from './user.entity.js';

const notFound = (id: string) =>
  new DomainError('not-found', 'USER.NOT_FOUND', `User ${id} does not exist.`);

/** The event of a change of `user` (as `GET` shows it after the change), by `actor` (none: the CLI, the first admin). */
function userEvent(
  action: EventAction,
  user: User,
  actor: AuthUser | undefined,
): NewEvent {
  return {
    type: `${USER_EVENTS}.${action}`,
    occurredAt: action === 'deleted' ? new Date() : user.updatedAt,
    resourceId: user.id,
    resourceVersion: null,
    actorId: actor?.id ?? null,
    data: UserDto.from(user),
  };
}

/** A new password ends the user's sessions, but for `kept` (the one a user changes its own from). */
function endSessions(
  manager: EntityManager,
  userId: string,
  now: Date,
  kept?: string,
) {
  return manager.update(
    Session,
    {
      userId,
      revokedAt: IsNull(),
      ...(kept !== undefined && { id: Not(kept) }),
    },
    { revokedAt: now },
  );
}

@Injectable()
export class UsersService {
  /** The read behind `roleOf`, its SQL built once: the role only. */
  private readonly findRole: (id: string) => Promise<User | null>;
  private readonly readRole = async (id: string): Promise<Role | undefined> =>
    (await this.findRole(id))?.role;
  /** Pages of users (see libs/lists). */
  private readonly collection: EntityList<User>;
  /** The SQL of a create, built once; and that of the event each write adds. */
  private readonly insert: ReturnType<typeof insertStatement<User>>;
  private readonly events: EventRows;

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly hasher: PasswordHasher,
    private readonly transactions: Transactions,
    private readonly roles: RoleCache,
    cursors: CursorSigner,
  ) {
    this.findRole = findById(users, ['role']);
    this.collection = new EntityList(users, cursors);
    this.insert = insertStatement(users);
    this.events = eventRows(users.manager.dataSource);
  }

  /** A new user, by `actor` (none: the first admin). */
  async create(dto: CreateUserDto, actor?: AuthUser): Promise<User> {
    const now = new Date();
    const user = this.users.create({
      id: randomUUID(),
      email: dto.email.toLowerCase(),
      pseudo: dto.pseudo,
      pseudoKey: dto.pseudo.toLowerCase(),
      role: dto.role ?? 'reader',
      passwordHash: await this.hasher.hash(dto.password),
      createdAt: now,
      updatedAt: now,
    });
    // One statement with its event: no transaction needed on PostgreSQL.
    await this.transactions
      .single((manager) =>
        this.events.write(
          manager,
          this.insert([user]),
          userEvent('created', user, actor),
        ),
      )
      .catch((error: unknown) => throwDomainError(error, this.users));
    return user;
  }

  count(): Promise<number> {
    return this.users.count();
  }

  /** One page of users, by cursor or page number; counted by the `users` counters. */
  list(query: UserListQuery): Promise<Page<User>> {
    return this.collection.page(query);
  }

  async get(id: string): Promise<User> {
    const user = await this.users.findOneBy({ id });
    if (!user) throw notFound(id);
    return user;
  }

  /** The account an email or a pseudo names, with its password hash, for signing in. */
  findForSignIn(identifier: {
    email?: string;
    pseudo?: string;
  }): Promise<User | null> {
    return this.users.findOne({
      where: identifier.email
        ? { email: identifier.email.toLowerCase() }
        : { pseudoKey: identifier.pseudo?.toLowerCase() },
      select: { id: true, role: true, passwordHash: true },
    });
  }

  /**
   * The role of a user who still exists, on every authenticated request: SQL built once
   * (ADR 0404), or on PostgreSQL the `RoleCache`, evicted on every committed change (ADR 0104).
   */
  roleOf(id: string): Promise<Role | undefined> {
    return this.roles.read(id, this.readRole);
  }

  async update(actor: AuthUser, id: string, dto: UpdateUserDto): Promise<User> {
    const { currentPassword, ...changes } = dto;
    if (Object.keys(changes).length === 0) {
      throw new DomainError(
        'invalid',
        'USER.EMPTY_CHANGE',
        'Give at least one of email, pseudo, password, role.',
      );
    }
    if (changes.role !== undefined && actor.role !== 'admin') {
      throw new DomainError(
        'forbidden',
        'USER.ROLE_CHANGE_FORBIDDEN',
        'Only admins change roles.',
      );
    }
    const user = await this.users.findOne({
      where: { id },
      select: { id: true, passwordHash: true },
    });
    if (!user) throw notFound(id);
    if (changes.password !== undefined && actor.id === id) {
      const confirmed =
        currentPassword !== undefined &&
        (await this.hasher.verify(user.passwordHash, currentPassword));
      if (!confirmed) {
        throw new DomainError(
          'forbidden',
          'USER.CURRENT_PASSWORD_MISMATCH',
          'currentPassword is missing or wrong.',
        );
      }
    }
    const changed = {
      ...(changes.email !== undefined && {
        email: changes.email.toLowerCase(),
      }),
      ...(changes.pseudo !== undefined && {
        pseudo: changes.pseudo,
        pseudoKey: changes.pseudo.toLowerCase(),
      }),
      ...(changes.role !== undefined && { role: changes.role }),
      ...(changes.password !== undefined && {
        passwordHash: await this.hasher.hash(changes.password),
      }),
      updatedAt: new Date(),
    };
    return (
      this.transactions
        .run(async (manager) => {
          if (changed.role !== undefined && changed.role !== 'admin')
            await this.keepAnAdmin(manager, id);
          await manager.update(User, id, changed);
          if (changed.passwordHash !== undefined)
            await endSessions(
              manager,
              id,
              changed.updatedAt,
              actor.id === id ? actor.sessionId : undefined,
            );
          return this.updated(manager, id, actor);
        })
        .catch((error: unknown) => throwDomainError(error, this.users))
        // Evicted once committed (or maybe committed), before the response: the next request of
        // this instance reads the new role, without waiting for the notification.
        .finally(() => {
          if (changed.role !== undefined) this.roles.evict(id);
        })
    );
  }

  /** The user `id` as a change in `manager`'s transaction left it, and that change's event. */
  private async updated(
    manager: EntityManager,
    id: string,
    actor?: AuthUser,
  ): Promise<User> {
    const user = await manager.findOneBy(User, { id });
    if (!user) throw notFound(id);
    await this.events.append(manager, userEvent('updated', user, actor));
    return user;
  }

  /**
   * Sets the password of the user an e-mail or a pseudo names (the admin CLI, for a lost one) and
   * ends every session of that user. A pseudo has no `@`.
   */
  async resetPassword(identifier: string, password: string): Promise<User> {
    const user = await this.users.findOne({
      where: identifier.includes('@')
        ? { email: identifier.toLowerCase() }
        : { pseudoKey: identifier.toLowerCase() },
      select: { id: true },
    });
    if (!user) {
      throw new DomainError(
        'not-found',
        'USER.NOT_FOUND',
        `No user has the e-mail or pseudo ${identifier}.`,
      );
    }
    const passwordHash = await this.hasher.hash(password);
    const updatedAt = new Date();
    return this.transactions.run(async (manager) => {
      await manager.update(User, user.id, { passwordHash, updatedAt });
      await endSessions(manager, user.id, updatedAt);
      return this.updated(manager, user.id);
    });
  }

  /**
   * Refuses (409) to demote or delete the last admin. The admins' rows and the target's stay
   * locked until the transaction ends (PostgreSQL; SQLite runs one at a time): two admins demoting
   * each other at once cannot both see the other still admin. They are locked in one statement,
   * in id order: a target promoted meanwhile is locked where every other check locks it.
   */
  private async keepAnAdmin(manager: EntityManager, id: string): Promise<void> {
    const locked = await manager.find(User, {
      select: { id: true, role: true },
      where: [{ role: 'admin' }, { id }],
      order: { id: 'ASC' },
      lock: this.transactions.forUpdate,
    });
    const admins = locked.filter((user) => user.role === 'admin');
    if (admins.length === 1 && admins[0].id === id) {
      throw new DomainError(
        'conflict',
        'USER.LAST_ADMIN',
        'This is the last admin: make another user admin first.',
      );
    }
  }

  /** Deletes a user who owns nothing (the database refuses otherwise: 409 naming what it owns), by `actor`. */
  async remove(id: string, actor?: AuthUser): Promise<User> {
    await this.get(id);
    return (
      this.transactions
        .run(async (manager) => {
          // Locks the user's row (PostgreSQL): what is read next is its last state.
          await this.keepAnAdmin(manager, id);
          const user = await manager.findOneBy(User, { id });
          if (!user) throw notFound(id);
          await manager.delete(User, id);
          await this.events.append(manager, userEvent('deleted', user, actor));
          return user;
        })
        // As for a role change: the user's tokens fail on this instance's next request.
        .finally(() => this.roles.evict(id))
        .catch((error: unknown) =>
          throwDomainError(error, this.users, 'delete', id),
        )
    );
  }
}
