import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { ApplicationConfig } from '@nestjs/core';
import { RateLimitGuard } from '#libs/rate-limit/index.js';
import { UnknownQueryGuard } from '#libs/rest/index.js';
import { JwtAuthGuard } from '../src/auth/jwt-auth.guard.js';
import { RolesGuard } from '../src/auth/roles.guard.js';
import { createUser } from './factories/users.factory.js';
import { createTestingApp, startTestApp, type TestApp } from './support/app.js';

/** The order src/global-guards.module.ts sets and the README states: change all three together. */
const ORDER = [RateLimitGuard, JwtAuthGuard, RolesGuard, UnknownQueryGuard];

/**
 * The classes of the global guards of the application `start` builds, in the order they run, read
 * from its `ApplicationConfig` (public in @nestjs/core; the spy only finds the application's).
 */
async function globalGuardsOf(
  start: () => Promise<TestApp>,
): Promise<Function[]> {
  const added = jest.spyOn(ApplicationConfig.prototype, 'addGlobalGuard');
  let t: TestApp | undefined;
  try {
    t = await start();
    const configs = [...new Set(added.mock.contexts)] as ApplicationConfig[];
    expect(configs).toHaveLength(1);
    // Request-scoped guards would run after the static ones, whatever their place in the list.
    expect(configs[0].getGlobalRequestGuards()).toEqual([]);
    return configs[0].getGlobalGuards().map((guard) => guard.constructor);
  } finally {
    added.mockRestore();
    await t?.close();
  }
}

const DOC = '/api/v1/docs/00000000-0000-4000-8000-000000000000';

describe('the global guards', () => {
  // One application at a time: Passport keeps one strategy per name per process (ADR 0102).
  it('run in one order, as createApp() builds the application', async () => {
    expect(await globalGuardsOf(() => startTestApp())).toEqual(ORDER);
  });

  it('run in the same order when the testing module builds it', async () => {
    expect(
      await globalGuardsOf(() => startTestApp({}, undefined, createTestingApp)),
    ).toEqual(ORDER);
  });
});

describe('the rate limit, before authentication', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT: '1' });
  });
  afterAll(() => t?.close());

  it('refuses a request without a token once the quota is spent: 429, not 401', async () => {
    await t.http.get(DOC).expect(401);
    await t.http.get(DOC).expect(429);
  });
});

describe('unknown query parameters, after authentication and roles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('answers 401, not 400, to an unknown query parameter without a token', async () => {
    const res = await t.http.get(`${DOC}?unknown=1`).expect(401);
    expect(res.headers['www-authenticate']).toBe('Bearer realm="syllabus"');
  });

  it('answers 403, not 400, to an unknown query parameter on a route the role forbids', async () => {
    const reader = await createUser(t.http, 'reader');
    const res = await t
      .as(reader.token)
      .delete(`/api/v1/users/${reader.id}?unknown=1`)
      .expect(403);
    expect(res.body.code).toBe('AUTH.ROLE_REQUIRED');
  });

  it('answers 400 to an unknown query parameter once the caller may use the route', async () => {
    const reader = await createUser(t.http, 'reader');
    await t.as(reader.token).get(`${DOC}?unknown=1`).expect(400);
  });
});
