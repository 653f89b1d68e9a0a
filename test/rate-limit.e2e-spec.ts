import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN, startTestApp, type TestApp } from './support/app.js';
import { testDialect } from './support/database.js';
import { DEAD_REDIS_URL, REDIS_URL } from './support/redis.js';
import { AuthService } from '../src/auth/auth.service.js';
import { UsersService } from '../src/users/users.service.js';
import { signIn } from './factories/users.factory.js';

const problem = /^application\/problem\+json/;

describe('rate limits (contract §8), in memory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      RATE_LIMIT: '5',
      AUTH_RATE_LIMIT: '3',
      TRUST_PROXY: 'true',
    });
  });
  afterAll(() => t.close());

  it('sends RateLimit-Policy and RateLimit, then 429 problem+json with Retry-After', async () => {
    const from = () =>
      t.http.get('/api/v1/version').set('X-Forwarded-For', '203.0.113.1');
    const first = await from().expect(200);
    expect(first.headers['ratelimit-policy']).toBe('"default";q=5;w=60');
    expect(first.headers.ratelimit).toMatch(/^"default";r=4;t=\d+$/);
    for (let i = 2; i <= 5; i++) await from().expect(200);
    const refused = await from().expect(429);
    expect(refused.headers['content-type']).toMatch(problem);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toMatchObject({
      status: 429,
      title: 'Too Many Requests',
    });
    // Another client is not affected.
    await t.http
      .get('/api/v1/version')
      .set('X-Forwarded-For', '203.0.113.2')
      .expect(200);
  });

  it('does not limit /healthcheck', async () => {
    for (let i = 0; i < 8; i++) {
      const res = await t.http
        .get('/api/v1/healthcheck')
        .set('X-Forwarded-For', '203.0.113.3')
        .expect(200);
      expect(res.headers.ratelimit).toBeUndefined();
    }
  });

  it('counts an authenticated client by user, not by address', async () => {
    const ip = '203.0.113.4';
    const { token } = await signIn(t.http, {
      email: ADMIN.email,
      password: ADMIN.password,
    });
    const asUser = () =>
      t.as(token).get('/api/v1/users/me').set('X-Forwarded-For', ip);
    for (let i = 0; i < 5; i++) await asUser().expect(200);
    await asUser().expect(429);
    // The address itself still has its own quota.
    await t.http.get('/api/v1/version').set('X-Forwarded-For', ip).expect(200);
  });

  it('limits POST /auth/token per address', async () => {
    const attempt = (email: string) =>
      t.http
        .post('/api/v1/auth/token')
        .set('X-Forwarded-For', '203.0.113.5')
        .send({ email, password: 'wrong-password' });
    for (let i = 0; i < 3; i++)
      await attempt(`someone${i}@test.local`).expect(401);
    const refused = await attempt('someone-else@test.local').expect(429);
    expect(refused.headers['content-type']).toMatch(problem);
    expect(refused.headers['ratelimit-policy']).toContain('"auth-ip";q=3;w=60');
  });

  it('limits POST /auth/token per identifier, from any address', async () => {
    const attempt = (i: number) =>
      t.http
        .post('/api/v1/auth/token')
        .set('X-Forwarded-For', `198.51.100.${i}`)
        .send({ email: 'Victim@Test.local', password: 'guess' });
    for (let i = 0; i < 3; i++) await attempt(i).expect(401);
    await attempt(9).expect(429);
    await t.http
      .post('/api/v1/auth/token')
      .set('X-Forwarded-For', '198.51.100.10')
      .send({ pseudo: 'victim2', password: 'guess' })
      .expect(401);
  });
});

describe('X-Forwarded-For without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT: '3' });
  });
  afterAll(() => t.close());

  it('is ignored: changing it does not give a new quota', async () => {
    for (let i = 0; i < 3; i++)
      await t.http
        .get('/api/v1/version')
        .set('X-Forwarded-For', `192.0.2.${i}`)
        .expect(200);
    await t.http
      .get('/api/v1/version')
      .set('X-Forwarded-For', '192.0.2.99')
      .expect(429);
  });
});

describe('rate limits with REDIS_URL: two instances on one database', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    const file: Record<string, string> =
      testDialect() === 'sqlite'
        ? {
            DATABASE_URL: `sqlite:${join(tmpdir(), `syllabus-${randomUUID()}.sqlite`)}`,
          }
        : {};
    one = await startTestApp({ RATE_LIMIT: '4', REDIS_URL, ...file });
    two = await startTestApp({
      RATE_LIMIT: '4',
      REDIS_URL,
      DATABASE_URL: one.databaseUrl,
    });
  });
  afterAll(async () => {
    await two.close();
    await one.close();
    if (testDialect() === 'sqlite') {
      const path = one.databaseUrl.slice('sqlite:'.length);
      await Promise.all(
        ['', '-wal', '-shm'].map((suffix) =>
          rm(`${path}${suffix}`, { force: true }),
        ),
      );
    }
  });

  it('spends one quota across instances', async () => {
    // A new user, signed in without HTTP: a client no request of this or an earlier run has counted.
    const credentials = {
      email: `quota-${randomUUID()}@test.local`,
      pseudo: `q${randomUUID().slice(0, 8)}`,
      password: 'long-enough-1',
    };
    await one.app.get(UsersService).create(credentials);
    const user = await one.app.get(AuthService).signIn(credentials);
    const me = (t: TestApp) => t.as(user.token).get('/api/v1/users/me');
    await me(one).expect(200);
    await me(two).expect(200);
    await me(one).expect(200);
    const last = await me(two).expect(200);
    expect(last.headers.ratelimit).toMatch(/^"default";r=0;/);
    await me(one).expect(429);
    await me(two).expect(429);
  });

  it('reports Redis in /healthcheck', async () => {
    const res = await one.http.get('/api/v1/healthcheck').expect(200);
    expect(res.body.info.redis).toMatchObject({ status: 'up' });
  });
});

describe('with Redis unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ REDIS_URL: DEAD_REDIS_URL });
  });
  afterAll(() => t.close());

  it('still serves requests (fail open) and /healthcheck says Redis is down', async () => {
    await t.http.get('/api/v1/version').expect(200);
    const health = await t.http.get('/api/v1/healthcheck').expect(503);
    expect(health.headers['content-type']).toMatch(problem);
    expect(health.body.error.redis.status).toBe('down');
  });
});
