import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  expect,
  it,
} from '@jest/globals';
import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { databaseOptions } from '../src/database/database.options.js';
import { UserRoleChanges1795317088208 } from '../src/database/migrations/postgres/1795317088208-user-role-changes.js';
import type { ScratchDatabase } from '../src/database/scratch-database.js';
import type { Role } from '../src/users/role.js';
import { RoleCache } from '../src/users/role-cache.js';
import { RoleChangeListener } from '../src/users/role-change-listener.js';
import { createPostgresTestDatabase } from './support/database.js';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.js';
import { describeWith } from './support/needs.js';

/**
 * The role cache and its listener on a real PostgreSQL database, reached through a proxy that
 * the tests break; changes are made by another connection, as another instance would.
 */
describeWith('PostgreSQL')(
  'RoleChangeListener: the role cache stays exact on PostgreSQL',
  () => {
    let database: ScratchDatabase;
    let dataSource: DataSource;
    let other: pg.Client;
    let proxy: TcpProxy;
    let cache: RoleCache;
    let listener: RoleChangeListener;

    beforeAll(async () => {
      // The warnings of connections the tests break on purpose.
      Logger.overrideLogger(false);
      database = await createPostgresTestDatabase();
      dataSource = new DataSource(databaseOptions(database.url));
      await dataSource.initialize();
      await dataSource.runMigrations({ transaction: 'each' });
      // A client, not a pg.Pool: Pool#end() resolves before its connections are closed, and the
      // forced DROP DATABASE of afterAll then terminates one under an error listener that throws.
      other = new pg.Client({ connectionString: database.url });
      await other.connect();
      const { hostname, port } = new URL(database.url);
      proxy = await startTcpProxy({
        host: hostname,
        port: Number(port || 5432),
      });
    });
    afterAll(async () => {
      await proxy?.close();
      await other?.end();
      await dataSource?.destroy();
      await database?.drop();
    });

    /** Reverts the migrations applied last, down to and including `name` (later ones may follow it). */
    const undoMigrationsThrough = async (name: string) => {
      let undone: string;
      do {
        [{ name: undone }] = await dataSource.query(
          'SELECT name FROM migrations ORDER BY id DESC LIMIT 1',
        );
        await dataSource.undoLastMigration();
      } while (undone !== name);
    };

    beforeEach(async () => {
      cache = new RoleCache(100);
      listener = new RoleChangeListener(
        cache,
        () => new pg.Client({ connectionString: proxy.through(database.url) }),
        {
          heartbeatInterval: 100,
          timeout: 1_000,
          retryDelay: 10,
          maxRetryDelay: 50,
        },
      );
      listener.start();
      await listener.whenListening();
    });
    afterEach(async () => {
      await listener.stop();
      proxy.restore();
    });

    const load = async (id: string): Promise<Role | undefined> =>
      (
        await other.query<{ role: Role }>(
          'SELECT role FROM users WHERE id = $1',
          [id],
        )
      ).rows[0]?.role;
    const read = (id: string) => cache.read(id, load);
    const createUser = async (role: Role): Promise<string> => {
      const id = randomUUID();
      await other.query(
        `INSERT INTO users (id, email, pseudo, pseudo_key, role, password_hash, created_at, updated_at) VALUES ($1, $2, $3, $3, $4, 'x', now(), now())`,
        [id, `${id}@listener.test`, id.slice(0, 30), role],
      );
      return id;
    };
    const setRole = (id: string, role: Role) =>
      other.query('UPDATE users SET role = $2 WHERE id = $1', [id, role]);

    it('keeps a role once listening, until another connection changes it', async () => {
      const id = await createUser('author');
      expect(await read(id)).toBe('author');
      expect(cache.has(id)).toBe(true);
      await setRole(id, 'reader');
      await listener.sync();
      expect(cache.has(id)).toBe(false);
      expect(await read(id)).toBe('reader');
    });

    it('evicts a deleted user, and the old id of a user whose id changed', async () => {
      const deleted = await createUser('author');
      const renamed = await createUser('author');
      const kept = await createUser('author');
      for (const id of [deleted, renamed, kept]) await read(id);
      await other.query('DELETE FROM users WHERE id = $1', [deleted]);
      await other.query('UPDATE users SET id = $2 WHERE id = $1', [
        renamed,
        randomUUID(),
      ]);
      await listener.sync();
      expect([cache.has(deleted), cache.has(renamed), cache.has(kept)]).toEqual(
        [false, false, true],
      );
      expect([await read(deleted), await read(renamed)]).toEqual([
        undefined,
        undefined,
      ]);
    });

    it('evicts nothing for a change that is rolled back', async () => {
      const id = await createUser('admin');
      await read(id);
      await other.query('BEGIN');
      try {
        await other.query('UPDATE users SET role = $2 WHERE id = $1', [
          id,
          'reader',
        ]);
      } finally {
        await other.query('ROLLBACK');
      }
      await listener.sync();
      expect(cache.has(id)).toBe(true);
    });

    it('forgets every role when users is truncated', async () => {
      const id = await createUser('admin');
      await read(id);
      await other.query('TRUNCATE users CASCADE');
      await listener.sync();
      expect(cache.size).toBe(0);
      expect(await read(id)).toBeUndefined();
    });

    it('is bypassed from the moment the connection is lost until it listens again, then starts empty', async () => {
      const id = await createUser('author');
      await read(id);
      proxy.cut();
      await listener.whenBypassed();
      expect([listener.listening, cache.size]).toEqual([false, 0]);
      await expect(listener.sync()).rejects.toThrow(/bypassed/);

      // Nothing listens: a change is not announced, yet it is seen at once, and nothing is kept.
      await setRole(id, 'reader');
      expect(await read(id)).toBe('reader');
      await setRole(id, 'admin');
      expect(await read(id)).toBe('admin');
      expect(cache.size).toBe(0);

      proxy.restore();
      await listener.whenListening();
      expect(cache.size).toBe(0);
      expect(await read(id)).toBe('admin');
      expect(cache.has(id)).toBe(true);
      await setRole(id, 'reader');
      await listener.sync();
      expect(await read(id)).toBe('reader');
    });

    it('is bypassed when the connection dies silently: the heartbeat gets no answer', async () => {
      const id = await createUser('author');
      await read(id);
      proxy.blackhole();
      await listener.whenBypassed();
      expect(cache.size).toBe(0);
      proxy.restore();
      await listener.whenListening();
      expect(await read(id)).toBe('author');
    });

    it('is bypassed while the triggers are missing', async () => {
      await undoMigrationsThrough(UserRoleChanges1795317088208.name);
      await listener.whenBypassed();
      const id = await createUser('author');
      await read(id);
      expect(cache.size).toBe(0);
      await dataSource.runMigrations({ transaction: 'each' });
      await listener.whenListening();
      await read(id);
      expect(cache.has(id)).toBe(true);
    });

    it('closes its connection when stopped', async () => {
      const pid = listener.backendPid;
      expect(pid).toEqual(expect.any(Number));
      await listener.stop();
      expect([listener.listening, listener.backendPid]).toEqual([
        false,
        undefined,
      ]);
      // The server ends the backend once it has read the client's goodbye.
      while (
        (
          await other.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [
            pid,
          ])
        ).rowCount
      )
        await delay(10);
    });
  },
);
