import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import type { ScratchDatabase } from '../src/database/scratch-database.js';
import { RoleCache } from '../src/users/role-cache.js';
import { RoleChangeListener } from '../src/users/role-change-listener.js';
import { adminToken, createUser } from './factories/users.factory.js';
import { startTestApp, type TestApp } from './support/app.js';
import { createPostgresTestDatabase } from './support/database.js';
import { describeWith } from './support/needs.js';

/**
 * The cache of roles behind every authenticated request, on PostgreSQL whatever the run's dialect:
 * a role change or a deletion applies to the very next request, on this instance and on others.
 */
describeWith('PostgreSQL')(
  'the role cache of an instance on PostgreSQL (contract: changes apply at once)',
  () => {
    let database: ScratchDatabase;
    let t: TestApp;
    let closed = false;
    let cache: RoleCache;
    let listener: RoleChangeListener;
    let other: pg.Client;
    let admin: string;
    beforeAll(async () => {
      database = await createPostgresTestDatabase();
      t = await startTestApp({ DATABASE_URL: database.url });
      cache = t.app.get(RoleCache);
      listener = t.app.get(RoleChangeListener);
      await listener.whenListening();
      other = new pg.Client({ connectionString: database.url });
      await other.connect();
      admin = await adminToken(t.http);
    });
    afterAll(async () => {
      await other?.end();
      if (!closed) await t?.close();
      await database?.drop();
    });

    /** GET /users: 200 for an admin, 403 for anyone else, 401 for a deleted user. */
    const listUsers = (token: string) => t.as(token).get('/api/v1/users');
    const setRole = (id: string, role: string) =>
      other.query('UPDATE users SET role = $2 WHERE id = $1', [id, role]);

    it('keeps the role of a signed-in user after its first request', async () => {
      const user = await createUser(t.http, 'reader');
      expect(cache.has(user.id)).toBe(false);
      await t.as(user.token).get('/api/v1/users/me').expect(200);
      expect(cache.has(user.id)).toBe(true);
    });

    it('applies a role change made through the API to the next request of this instance', async () => {
      const user = await createUser(t.http, 'reader');
      await listUsers(user.token).expect(403);
      await t
        .as(admin)
        .patch(`/api/v1/users/${user.id}`, { role: 'admin' })
        .expect(200);
      await listUsers(user.token).expect(200);
      await t
        .as(admin)
        .patch(`/api/v1/users/${user.id}`, { role: 'reader' })
        .expect(200);
      await listUsers(user.token).expect(403);
    });

    it('refuses the token of a user deleted through the API at once', async () => {
      const user = await createUser(t.http, 'reader');
      await t.as(user.token).get('/api/v1/users/me').expect(200);
      await t.as(admin).delete(`/api/v1/users/${user.id}`).expect(200);
      await t.as(user.token).get('/api/v1/users/me').expect(401);
    });

    it('evicts a role changed by another connection once its notification arrived', async () => {
      const user = await createUser(t.http, 'reader');
      await listUsers(user.token).expect(403);
      await setRole(user.id, 'admin');
      await listener.sync();
      expect(cache.has(user.id)).toBe(false);
      await listUsers(user.token).expect(200);
    });

    it('is bypassed once its connection is terminated, and used again, empty, once reconnected', async () => {
      const user = await createUser(t.http, 'reader');
      await listUsers(user.token).expect(403);
      const pid = listener.backendPid;
      const { rows } = await other.query<{ name: string }>(
        'SELECT application_name AS name FROM pg_stat_activity WHERE pid = $1',
        [pid],
      );
      expect(rows).toEqual([{ name: 'syllabus (role listener)' }]);
      await other.query('SELECT pg_terminate_backend($1)', [pid]);
      await listener.whenBypassed();
      expect(cache.size).toBe(0);
      // Whether or not it has reconnected yet, the change is seen: not announced to a cache that
      // is bypassed, or made before one that starts empty.
      await setRole(user.id, 'admin');
      await listUsers(user.token).expect(200);

      await listener.whenListening();
      expect(listener.backendPid).not.toBe(pid);
      await listUsers(user.token).expect(200);
      expect(cache.has(user.id)).toBe(true);
      await setRole(user.id, 'reader');
      await listener.sync();
      await listUsers(user.token).expect(403);
    });

    it('closes its connection when the application closes', async () => {
      const pid = listener.backendPid;
      closed = true;
      await t.close();
      expect(listener.listening).toBe(false);
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

describe('the role cache on SQLite', () => {
  it('is not used: one instance, and the read is cheap', async () => {
    const t = await startTestApp({ DATABASE_URL: 'sqlite::memory:' });
    try {
      expect(t.app.get(RoleChangeListener, { strict: false })).toBeNull();
      const token = await adminToken(t.http);
      await t.as(token).get('/api/v1/users/me').expect(200);
      const cache = t.app.get(RoleCache);
      expect([cache.isOpen, cache.size]).toEqual([false, 0]);
    } finally {
      await t.close();
    }
  });
});
