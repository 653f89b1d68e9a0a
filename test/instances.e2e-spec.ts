import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { ScratchDatabase } from '../src/database/scratch-database.js';
import { type BuiltServer, startBuiltServer } from './support/built.js';
import { createPostgresTestDatabase } from './support/database.js';
import { REDIS_URL } from './support/redis.js';
import { describeWith } from './support/needs.js';

const ADMIN = { email: 'admin@instances.test', password: 'admin-password-1' };
const QUOTA = 20;

/** Two instances of the built service, as behind a load balancer: one PostgreSQL, one Redis, one JWT_SECRET. */
describeWith('PostgreSQL', 'Redis')(
  'two instances sharing PostgreSQL and Redis (contract §8)',
  () => {
    let cwd: string;
    let database: ScratchDatabase;
    let a: BuiltServer;
    let b: BuiltServer;
    beforeAll(async () => {
      cwd = await mkdtemp(join(tmpdir(), 'syllabus-instances-'));
      database = await createPostgresTestDatabase();
      const env = {
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        JWT_SECRET: `instances-${randomUUID()}`,
        DATABASE_URL: database.url,
        REDIS_URL,
        RATE_LIMIT: String(QUOTA),
        AUTH_RATE_LIMIT: String(QUOTA),
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      };
      a = await startBuiltServer({ cwd, env });
      b = await startBuiltServer({ cwd, env });
    });
    afterAll(async () => {
      for (const server of [a, b]) {
        server?.child.kill('SIGTERM');
        await server?.exited;
      }
      await database?.drop();
      await rm(cwd, { recursive: true, force: true });
    });

    const call = async (
      server: BuiltServer,
      method: string,
      path: string,
      token?: string,
      body?: object,
      headers: Record<string, string> = {},
    ) => {
      const response = await fetch(`${server.url}${path}`, {
        method,
        headers: {
          ...(token && { authorization: `Bearer ${token}` }),
          ...(body && { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body && JSON.stringify(body),
      });
      const text = await response.text();
      return {
        status: response.status,
        headers: response.headers,
        body: text ? JSON.parse(text) : undefined,
      };
    };
    const signIn = async (server: BuiltServer, credentials: object) =>
      (await call(server, 'POST', '/api/v1/auth/token', undefined, credentials))
        .body.token as string;

    it('accepts on one instance a token issued by the other, and reads there what was written here', async () => {
      const token = await signIn(a, ADMIN);
      expect((await call(b, 'GET', '/api/v1/users/me', token)).status).toBe(
        200,
      );
      const created = await call(a, 'POST', '/api/v1/docs', token, {
        title: 'Written on A',
        tags: ['shared'],
      });
      expect(created.status).toBe(201);
      const read = await call(
        b,
        'GET',
        `/api/v1/docs/${created.body.id}`,
        token,
      );
      expect(read).toMatchObject({
        status: 200,
        body: { title: 'Written on A', tags: ['shared'] },
      });
    });

    it('gives one winner to concurrent If-Match updates sent to both', async () => {
      const token = await signIn(b, ADMIN);
      const doc = (
        await call(b, 'POST', '/api/v1/docs', token, { title: 'Contended' })
      ).body;
      const statuses = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          call(
            i % 2 ? a : b,
            'PATCH',
            `/api/v1/docs/${doc.id}`,
            token,
            { title: `writer ${i}` },
            { 'if-match': '"1"' },
          ),
        ),
      );
      expect(statuses.map(({ status }) => status).sort()).toEqual([
        200, 412, 412, 412, 412, 412, 412, 412,
      ]);
      expect(
        (await call(a, 'GET', `/api/v1/docs/${doc.id}`, token)).body.version,
      ).toBe(2);
    });

    it('spends one quota on both', async () => {
      const admin = await signIn(a, ADMIN);
      // A new user is a client no earlier run has counted in the shared Redis.
      const user = {
        email: `quota-${randomUUID()}@instances.test`,
        pseudo: `q-${randomUUID().slice(0, 8)}`,
        password: 'long-enough-1',
      };
      expect((await call(a, 'POST', '/api/v1/users', admin, user)).status).toBe(
        201,
      );
      const token = await signIn(b, {
        email: user.email,
        password: user.password,
      });
      const statuses: number[] = [];
      for (let i = 0; i < QUOTA; i++)
        statuses.push(
          (await call(i % 2 ? a : b, 'GET', '/api/v1/users/me', token)).status,
        );
      expect(statuses.every((status) => status === 200)).toBe(true);
      const refusedA = await call(a, 'GET', '/api/v1/users/me', token);
      const refusedB = await call(b, 'GET', '/api/v1/users/me', token);
      expect([refusedA.status, refusedB.status]).toEqual([429, 429]);
      expect(Number(refusedB.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('refuses on one the token of a user deleted on the other, once the notification arrived', async () => {
      const admin = await signIn(a, ADMIN);
      const user = {
        email: `deleted-${randomUUID()}@instances.test`,
        pseudo: `d-${randomUUID().slice(0, 8)}`,
        password: 'long-enough-1',
      };
      const { body } = await call(a, 'POST', '/api/v1/users', admin, user);
      const token = await signIn(b, {
        email: user.email,
        password: user.password,
      });
      // B now keeps the user's role, until PostgreSQL notifies it of the deletion.
      expect((await call(b, 'GET', '/api/v1/users/me', token)).status).toBe(
        200,
      );
      expect(
        (await call(a, 'DELETE', `/api/v1/users/${body.id}`, admin)).status,
      ).toBe(200);
      // B cannot be asked whether it was notified: wait for it, within a bound far above the
      // notification's latency (a millisecond here), but below the user's quota of requests.
      let status = 200;
      for (let attempt = 0; status === 200 && attempt < 15; attempt += 1) {
        if (attempt > 0) await delay(100);
        status = (await call(b, 'GET', '/api/v1/users/me', token)).status;
      }
      expect(status).toBe(401);
    });

    it('exits 0 on SIGTERM, closing its connections', async () => {
      for (const server of [a, b]) server.child.kill('SIGTERM');
      const exits = await Promise.all([a.exited, b.exited]);
      expect(exits.map(({ code, signal }) => ({ code, signal }))).toEqual([
        { code: 0, signal: null },
        { code: 0, signal: null },
      ]);
    });
  },
);
