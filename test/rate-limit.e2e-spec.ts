import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import jwt from 'jsonwebtoken';
import { randomBytes, randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN, startTestApp, type TestApp } from './support/app.js';
import { testDialect } from './support/database.js';
import { type DeadRedis, REDIS_URL, startDeadRedis } from './support/redis.js';
import { AppLogger } from '../src/app-logger.js';
import { AUDIENCE, ISSUER } from '../src/auth/access-tokens.js';
import { AuthService } from '../src/auth/auth.service.js';
import { UsersService } from '../src/users/users.service.js';
import { signIn } from './factories/users.factory.js';
import { describeWith } from './support/needs.js';

const problem = /^application\/problem\+json/;

/** A new reader, signed in without HTTP: a client no request of this or an earlier run has counted. */
async function newReader(t: TestApp): Promise<{ id: string; token: string }> {
  const credentials = {
    email: `quota-${randomUUID()}@test.local`,
    pseudo: `q${randomUUID().slice(0, 8)}`,
    password: 'long-enough-1',
  };
  const { id } = await t.app.get(UsersService).create(credentials);
  const { token } = await t.app.get(AuthService).signIn(credentials);
  return { id, token };
}

/** The `RateLimit` field of the default quota with `left` requests left. */
const left = (left: number) =>
  expect.stringMatching(new RegExp(`^"default";r=${left};t=\\d+$`));

describe('rate limits (contract §8), in memory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      RATE_LIMIT: '5',
      AUTH_RATE_LIMIT: '3',
      TRUST_PROXY: 'true',
      BODY_LIMIT: '1024',
    });
  });
  afterAll(() => t?.close());

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

  it('counts the answers authentication refuses (401) against the address, a forged token too', async () => {
    const ip = '203.0.113.6';
    const victim = await newReader(t);
    // Signed with another key: it names the victim, whose quota it must not spend.
    const forged = jwt.sign(
      { sub: victim.id, sid: randomUUID(), role: 'admin' },
      'not-the-secret-of-this-server-at-all',
      { issuer: ISSUER, audience: AUDIENCE, expiresIn: 60 },
    );
    const me = (authorization?: string) => {
      const req = t.http.get('/api/v1/users/me').set('X-Forwarded-For', ip);
      return authorization ? req.set('Authorization', authorization) : req;
    };
    const refused = [
      await me().expect(401),
      await me('Bearer not-a-token').expect(401),
      await me('Basic dXNlcjpwYXNzd29yZA==').expect(401),
      await me(`Bearer ${forged}`).expect(401),
    ];
    expect(
      refused.map((res) => [
        res.headers['ratelimit-policy'],
        res.headers.ratelimit,
        res.headers['content-type'],
      ]),
    ).toEqual(
      [4, 3, 2, 1].map((r) => [
        '"default";q=5;w=60',
        left(r),
        expect.stringMatching(problem),
      ]),
    );
    await t.http.get('/api/v1/version').set('X-Forwarded-For', ip).expect(200);
    await me(`Bearer ${forged}`).expect(429);
    const own = await t
      .as(victim.token)
      .get('/api/v1/users/me')
      .set('X-Forwarded-For', ip)
      .expect(200);
    expect(own.headers.ratelimit).toEqual(left(4));
  });

  it('counts the answers a role refuses (403) against the user', async () => {
    const ip = '203.0.113.7';
    const reader = await newReader(t);
    const users = () =>
      t.as(reader.token).get('/api/v1/users').set('X-Forwarded-For', ip);
    const refused = [];
    for (let i = 0; i < 5; i++) refused.push(await users().expect(403));
    expect(refused.map((res) => res.headers.ratelimit)).toEqual(
      [4, 3, 2, 1, 0].map(left),
    );
    await users().expect(429);
    await t.http.get('/api/v1/version').set('X-Forwarded-For', ip).expect(200);
  });

  it('counts the requests no controller serves: paths without a route (404, 405), the OpenAPI document, Swagger UI', async () => {
    const ip = '203.0.113.8';
    const from = (method: 'get' | 'delete', path: string) =>
      t.http[method](path).set('X-Forwarded-For', ip);
    const answers = [
      await from('get', '/api/v1/nope').expect(404),
      await from('get', '/nope').expect(404),
      await from('delete', '/api/v1/version').expect(405),
      await from('get', '/openapi.json').expect(200),
      await from('get', '/swagger').expect(200),
    ];
    expect(
      answers.map((res) => [
        res.headers['ratelimit-policy'],
        res.headers.ratelimit,
      ]),
    ).toEqual([4, 3, 2, 1, 0].map((r) => ['"default";q=5;w=60', left(r)]));
    for (const path of ['/nope', '/swagger']) {
      const refused = await from('get', path).expect(429);
      expect(refused.headers['content-type']).toMatch(problem);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('counts once a request whose path reaches a controller only once decoded', async () => {
    const ip = '203.0.113.10';
    const answers = [];
    for (const path of ['/api/v1/version', '/%61pi/v1/version'])
      answers.push(
        await t.http.get(path).set('X-Forwarded-For', ip).expect(200),
      );
    expect(answers.map((res) => res.headers.ratelimit)).toEqual([
      left(4),
      left(3),
    ]);
  });

  it('counts the requests whose body cannot be read (400, 413, 415), which keep their status', async () => {
    const ip = '203.0.113.9';
    const post = (type: string, body: string) =>
      t.http
        .post('/api/v1/docs')
        .set('X-Forwarded-For', ip)
        .set('Content-Type', type)
        .send(body);
    const answers = [
      await post('application/json', '{"title": ').expect(400),
      await post('text/plain', 'title').expect(415),
      await post('application/json', `"${'x'.repeat(2048)}"`).expect(413),
      await post('application/json', '{"title": ').expect(400),
      await post('application/json', '{"title": ').expect(400),
      // The quota is spent: the next one is refused, whatever its body.
      await post('application/json', '{"title": ').expect(400),
    ];
    expect(answers.map((res) => res.headers.ratelimit)).toEqual(
      [4, 3, 2, 1, 0, 0].map(left),
    );
    await post('application/json', '{}').expect(429);
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

  it('limits POST /auth/token per account, from any address', async () => {
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

/**
 * The sign-in quotas (ADR 0204) with AUTH_RATE_LIMIT=10: per address 10, per account 10 whichever
 * identifier names it, of which one address spends at most 2; a trusted device has its own 10.
 */
function signInQuotas(env: Record<string, string>) {
  let t: TestApp;
  // Addresses of this app alone (Redis keeps quotas across runs): a /64 of its own each.
  const prefix = `fd${randomBytes(5)
    .toString('hex')
    .replace(/^(..)(....)(....)$/, '$1:$2:$3')}`;
  let addresses = 0;
  const fresh = () => `${prefix}:${(++addresses).toString(16)}::1`;
  const signInFrom = (address: string, body: object, cookie?: string) => {
    const req = t.http
      .post('/api/v1/auth/token')
      .set('X-Forwarded-For', address)
      .send(body);
    return cookie ? req.set('Cookie', cookie) : req;
  };
  /** A new account; with `signedIn`, the `device=…` cookie of one sign-in by email (it counts). */
  async function account() {
    const credentials = {
      email: `owner-${randomUUID()}@test.local`,
      pseudo: `o${randomUUID().slice(0, 8)}`,
      password: 'long-enough-1',
    };
    await t.app.get(UsersService).create(credentials);
    return credentials;
  }
  async function owner() {
    const credentials = await account();
    const res = await signInFrom(fresh(), {
      email: credentials.email,
      password: credentials.password,
    }).expect(200);
    const cookie = String(res.headers['set-cookie']).split(';')[0];
    return { ...credentials, cookie };
  }
  /** The statuses of wrong guesses, one after the other, by `identifiers` in turn, from `from(i)`. */
  const guesses = async (
    identifiers: object[],
    count: number,
    from: (i: number) => string,
    cookie?: string,
  ) => {
    const answers = [];
    for (let i = 0; i < count; i++) {
      const body = {
        ...identifiers[i % identifiers.length],
        password: 'a-guess',
      };
      answers.push((await signInFrom(from(i), body, cookie)).status);
    }
    return answers;
  };
  /** E-mail and pseudo in turn. */
  const both = (victim: { email: string; pseudo: string }) => [
    { email: victim.email },
    { pseudo: victim.pseudo },
  ];
  const times = (count: number, status: number) =>
    Array<number>(count).fill(status);

  beforeAll(async () => {
    t = await startTestApp({
      AUTH_RATE_LIMIT: '10',
      TRUST_PROXY: 'true',
      ...env,
    });
  });
  afterAll(() => t?.close());

  it('sets a signed device cookie on a sign-in by password, and only then', async () => {
    const res = await signInFrom(fresh(), {
      pseudo: ADMIN.pseudo,
      password: ADMIN.password,
    }).expect(200);
    expect(res.headers['set-cookie']).toEqual([
      expect.stringMatching(
        /^device=[\w-]{22}\.\d+\.[\w-]{43}; Max-Age=2592000; Path=\/api; HttpOnly; Secure; SameSite=Strict$/,
      ),
    ]);
    const wrong = await signInFrom(fresh(), {
      pseudo: ADMIN.pseudo,
      password: 'not-the-password',
    }).expect(401);
    expect(wrong.headers['set-cookie']).toBeUndefined();
    const refreshed = await signInFrom(fresh(), {
      refreshToken: res.body.refreshToken,
    }).expect(200);
    expect(refreshed.headers['set-cookie']).toBeUndefined();
  });

  it('gives an account one quota, by e-mail and by pseudo together, from any number of addresses', async () => {
    const victim = await account();
    // Once the account's 10 are spent, whichever identifier, the right password too.
    expect(await guesses(both(victim), 14, fresh)).toEqual([
      ...times(10, 401),
      ...times(4, 429),
    ]);
    const refused = await signInFrom(fresh(), {
      pseudo: victim.pseudo,
      password: victim.password,
    }).expect(429);
    expect(refused.headers['content-type']).toMatch(problem);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.headers.ratelimit).toContain('"auth-account";r=0;');
  });

  it('counts an identifier that names no account the same', async () => {
    const known = await account();
    const unknown = { email: `nobody-${randomUUID()}@test.local` };
    const byEmail = (email: string) => guesses([{ email }], 12, fresh);
    expect(await byEmail(unknown.email)).toEqual(await byEmail(known.email));
  });

  it('lets a client without a cookie in from its own address while others guess from theirs', async () => {
    const victim = await account();
    // Issue #38: 20 guesses from 4 addresses, by e-mail and pseudo; each address spends 2.
    const attackers = [fresh(), fresh(), fresh(), fresh()];
    const answers = await guesses(both(victim), 20, (i) => attackers[i % 4]);
    expect(answers.filter((status) => status === 401)).toHaveLength(8);
    // A new browser or an API client without the cookie, the right password, a new address.
    const res = await signInFrom(fresh(), {
      pseudo: victim.pseudo,
      password: victim.password,
    }).expect(200);
    expect(res.headers['set-cookie']).toEqual([
      expect.stringMatching(/^device=/),
    ]);
    // The attackers' addresses stay refused for this account.
    expect(await guesses(both(victim), 4, (i) => attackers[i])).toEqual(
      times(4, 429),
    );
  });

  it('lets the owner in with its device cookie, by either identifier, even from an attacking address', async () => {
    const victim = await owner();
    // One address spends its own sign-in quota (2 guesses on the account, 8 refused), ...
    const nat = fresh();
    expect(await guesses(both(victim), 10, () => nat)).toEqual([
      401,
      401,
      ...times(8, 429),
    ]);
    await signInFrom(nat, { email: victim.email, password: 'x' }).expect(429);
    // ... and others spend the account's quota.
    expect(await guesses(both(victim), 9, fresh)).toEqual([
      ...times(7, 401),
      429,
      429,
    ]);
    const right = { pseudo: victim.pseudo, password: victim.password };
    await signInFrom(fresh(), right).expect(429);

    // A cookie that is forged or of another account does not help.
    const [name, value] = victim.cookie.split('=');
    const forged = `${name}=${value.slice(0, -1)}${value.endsWith('A') ? 'B' : 'A'}`;
    const stranger = await owner();
    await signInFrom(fresh(), right, forged).expect(429);
    await signInFrom(fresh(), right, stranger.cookie).expect(429);

    // The owner's device, from the attacking address: its own quota, which strangers did not spend.
    const res = await signInFrom(nat, right, victim.cookie).expect(200);
    expect(res.headers['set-cookie']).toEqual([
      expect.stringMatching(/^device=/),
    ]);
  });

  it('gives a trusted device a bounded quota of its own', async () => {
    const victim = await owner();
    expect(await guesses(both(victim), 11, fresh, victim.cookie)).toEqual([
      ...times(10, 401),
      429,
    ]);
  });

  it('documents the cookie and the quotas on the token operation (OpenAPI)', async () => {
    const { body } = await t.http.get('/openapi.json').expect(200);
    const { responses } = body.paths['/api/v1/auth/token'].post;
    expect(responses['200'].headers['Set-Cookie'].description).toMatch(
      /SameSite=Strict/,
    );
    expect(responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/TokenResponseDto',
    });
    expect(responses['429'].description).toMatch(/device cookie/);
    expect(responses['429'].headers['Retry-After']).toBeDefined();
  });
}

describe('sign-in quotas and trusted devices (OWASP device cookies), in memory', () => {
  signInQuotas({});
});

describe('sign-in quotas and trusted devices, with REDIS_URL', () => {
  signInQuotas({ REDIS_URL });
});

describe('X-Forwarded-For without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT: '3' });
  });
  afterAll(() => t?.close());

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

describeWith('Redis')(
  'rate limits with REDIS_URL: two instances on one database',
  () => {
    let one: TestApp;
    let two: TestApp;
    // On SQLite, a file both instances open.
    const path = join(tmpdir(), `syllabus-${randomUUID()}.sqlite`);
    beforeAll(async () => {
      const file: Record<string, string> =
        testDialect() === 'sqlite' ? { DATABASE_URL: `sqlite:${path}` } : {};
      one = await startTestApp({ RATE_LIMIT: '4', REDIS_URL, ...file });
      two = await startTestApp({
        RATE_LIMIT: '4',
        REDIS_URL,
        DATABASE_URL: one.databaseUrl,
      });
    });
    afterAll(async () => {
      await two?.close();
      await one?.close();
      if (testDialect() === 'sqlite') {
        await Promise.all(
          ['', '-wal', '-shm'].map((suffix) =>
            rm(`${path}${suffix}`, { force: true }),
          ),
        );
      }
    });

    it('spends one quota across instances', async () => {
      const user = await newReader(one);
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
  },
);

describe('with Redis unreachable', () => {
  let deadRedis: DeadRedis;
  let t: TestApp;
  beforeAll(async () => {
    deadRedis = await startDeadRedis();
    t = await startTestApp({
      REDIS_URL: deadRedis.url,
      AUTH_RATE_LIMIT: '3',
      TRUST_PROXY: 'true',
    });
  });
  afterAll(async () => {
    await t?.close();
    await deadRedis?.close();
  });

  // First: the first probe that finds Redis down is the one that logs.
  it('logs one line when /healthcheck finds Redis down, not one per probe', async () => {
    const warn = jest.spyOn(AppLogger.prototype, 'warn');
    const error = jest.spyOn(AppLogger.prototype, 'error');
    try {
      for (let probe = 0; probe < 3; probe += 1)
        await t.http.get('/api/v1/healthcheck').expect(503);
      expect(error).not.toHaveBeenCalled();
      expect(warn.mock.calls.map(([message]) => message)).toEqual([
        expect.stringMatching(/^Unhealthy: redis \(.+\)$/),
      ]);
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });

  it('still serves requests (fail open) and /healthcheck says Redis is down', async () => {
    await t.http.get('/api/v1/version').expect(200);
    const health = await t.http.get('/api/v1/healthcheck').expect(503);
    expect(health.headers['content-type']).toMatch(problem);
    expect(health.body.error.redis.status).toBe('down');
  });

  it('still limits password guesses, counted in this instance', async () => {
    const guess = () =>
      t.http
        .post('/api/v1/auth/token')
        .set('X-Forwarded-For', '203.0.113.20')
        .send({ email: ADMIN.email, password: 'not-the-password' });
    // One address spends at most a fifth of the account's quota (at least one attempt).
    await guess().expect(401);
    const refused = await guess().expect(429);
    expect(refused.headers['content-type']).toMatch(problem);
  });
});
