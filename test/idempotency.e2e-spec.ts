import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Doc } from '../src/docs/doc.entity.js';
import { IdempotencyKey } from '../src/idempotency/idempotency-key.entity.js';
import {
  ABANDONED_AFTER_MS,
  IdempotencyStore,
} from '../src/idempotency/idempotency.store.js';
import { startTestApp, type TestApp } from './support/app.js';
import { createSharedTestDatabase } from './support/database.js';
import { docBody } from './factories/docs.factory.js';
import {
  createCast,
  createUser,
  type TestUser,
} from './factories/users.factory.js';

/** A new key, as the header carries it: an sf-string. */
const newKey = () => `"${randomUUID()}"`;
/** A doc body without a reference: a second write would store a second doc. */
const unreferenced = () => docBody({ reference: undefined });

describe('Idempotency-Key on POST (contract §7b, ADR 0412)', () => {
  let t: TestApp;
  let author: TestUser;
  let other: TestUser;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    ({ admin, author, other } = await createCast(t.http));
  });
  afterAll(() => t?.close());

  const keys = () => t.app.get(DataSource).getRepository(IdempotencyKey);
  const docsTitled = (title: string) =>
    t.app.get(DataSource).getRepository(Doc).countBy({ title });
  const post = (token: string, url: string, body: object, key?: string) => {
    const req = t.as(token).post(url, body);
    return key === undefined ? req : req.set('Idempotency-Key', key);
  };
  const answerOf = (res: {
    status: number;
    headers: Record<string, string>;
    body: unknown;
  }) => ({
    status: res.status,
    location: res.headers.location,
    etag: res.headers.etag,
    body: res.body,
  });

  it('answers a retry with the first answer, and does not write again', async () => {
    const key = newKey();
    const body = unreferenced();
    const first = await post(author.token, '/api/v1/docs', body, key).expect(
      201,
    );
    const again = await post(author.token, '/api/v1/docs', body, key).expect(
      201,
    );
    expect(answerOf(again)).toEqual(answerOf(first));
    expect(first.headers.location).toBe(`/api/v1/docs/${first.body.id}`);
    expect(first.headers.etag).toBe('"1"');
    // Each answer has its own request id.
    expect(again.headers['x-request-id']).not.toBe(
      first.headers['x-request-id'],
    );
    expect(await docsTitled(body.title)).toBe(1);
    // Stored as it was sent: the headers of @Created() included.
    const stored = await keys().findOneByOrFail({ key: key.slice(1, -1) });
    expect(JSON.parse(stored.headers!)).toEqual({
      location: first.headers.location,
      etag: first.headers.etag,
    });
  });

  it('replays the answers of every POST: lessons and users too', async () => {
    const lessonKey = newKey();
    const lesson = { title: `Lesson ${randomUUID()}`, docIds: [] };
    const firstLesson = await post(
      author.token,
      '/api/v1/lessons',
      lesson,
      lessonKey,
    ).expect(201);
    const lessonAgain = await post(
      author.token,
      '/api/v1/lessons',
      lesson,
      lessonKey,
    ).expect(201);
    expect(answerOf(lessonAgain)).toEqual(answerOf(firstLesson));

    const userKey = newKey();
    const suffix = randomUUID().slice(0, 8);
    const user = {
      email: `idem-${suffix}@test.local`,
      pseudo: `idem-${suffix}`,
      password: 'idempotent-password',
    };
    const firstUser = await post(admin, '/api/v1/users', user, userKey).expect(
      201,
    );
    // Without the key, this retry would be a 409 (USER.EMAIL_TAKEN).
    const userAgain = await post(admin, '/api/v1/users', user, userKey).expect(
      201,
    );
    expect(answerOf(userAgain)).toEqual(answerOf(firstUser));
    // The password is in no form the table can give back.
    const stored = await keys().findOneByOrFail({
      key: userKey.slice(1, -1),
    });
    expect(JSON.stringify(stored)).not.toContain(user.password);
  });

  it('refuses the key of another request: another body, or another route (422)', async () => {
    const key = newKey();
    const body = unreferenced();
    await post(author.token, '/api/v1/docs', body, key).expect(201);
    const changed = await post(
      author.token,
      '/api/v1/docs',
      { ...body, title: `${body.title} (2)` },
      key,
    ).expect(422);
    expect(changed.headers['content-type']).toMatch(
      /^application\/problem\+json/,
    );
    expect(changed.body).toMatchObject({
      status: 422,
      code: 'IDEMPOTENCY.KEY_REUSED',
    });
    await post(
      author.token,
      '/api/v1/lessons',
      { title: 'Another route' },
      key,
    ).expect(422);
    expect(await docsTitled(`${body.title} (2)`)).toBe(0);
  });

  it('refuses a malformed key (400), before any work', async () => {
    const body = unreferenced();
    for (const key of [
      randomUUID(), // a token, not a quoted string
      '""',
      `"${'k'.repeat(256)}"`,
      '"a", "b"', // two headers, joined
      '"a";p=1',
      '"caf\u00e9"',
    ]) {
      const res = await post(author.token, '/api/v1/docs', body, key);
      expect([key, res.status, res.body.code]).toEqual([
        key,
        400,
        'IDEMPOTENCY.KEY_MALFORMED',
      ]);
    }
    expect(await docsTitled(body.title)).toBe(0);
    // The longest key, with the escapes RFC 8941 allows, is taken.
    await post(
      author.token,
      '/api/v1/docs',
      body,
      ` "${'k'.repeat(253)}\\"\\\\" `,
    ).expect(201);
  });

  it('keys are per user: the same key of another user is another request', async () => {
    const key = newKey();
    const body = unreferenced();
    const mine = await post(author.token, '/api/v1/docs', body, key).expect(
      201,
    );
    const theirs = await post(other.token, '/api/v1/docs', body, key).expect(
      201,
    );
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect(theirs.body.authorId).toBe(other.id);
    expect(await docsTitled(body.title)).toBe(2);
  });

  it('stores no failure: a retry of a refused request runs again', async () => {
    const key = newKey();
    const body = unreferenced();
    await post(
      author.token,
      '/api/v1/docs',
      { ...body, tags: 'x' },
      key,
    ).expect(400);
    // Another body with the same key: the 400 was not kept, so this is a new request.
    await post(author.token, '/api/v1/docs', body, key).expect(201);
    expect(await docsTitled(body.title)).toBe(1);
  });

  it('runs concurrent duplicates once: the others get 409 or the same answer', async () => {
    const key = newKey();
    const body = unreferenced();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        post(author.token, '/api/v1/docs', body, key),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(
      true,
    );
    expect(statuses).toContain(201);
    const created = answers.filter((res) => res.status === 201);
    for (const res of created)
      expect(answerOf(res)).toEqual(answerOf(created[0]));
    for (const res of answers.filter((res) => res.status === 409))
      expect(res.body.code).toBe('IDEMPOTENCY.IN_PROGRESS');
    expect(await docsTitled(body.title)).toBe(1);
    // Settled: every retry now gets the answer.
    const again = await post(author.token, '/api/v1/docs', body, key).expect(
      201,
    );
    expect(answerOf(again)).toEqual(answerOf(created[0]));
  });

  it('answers 409 while the key is held, and frees a key held by a request that never answered', async () => {
    const key = randomUUID();
    const body = unreferenced();
    const store = t.app.get(IdempotencyStore);
    const held = {
      userId: author.id,
      key,
      fingerprint: store.fingerprint({
        userId: author.id,
        key,
        route: 'POST DocsController.create',
        body,
      }),
      attempt: randomUUID(),
      claimedAt: new Date(),
      expiresAt: new Date(Date.now() + 60_000),
      status: null,
      headers: null,
      body: null,
    };
    await keys().insert(held);
    const busy = await post(author.token, '/api/v1/docs', body, `"${key}"`);
    expect([busy.status, busy.body.code]).toEqual([
      409,
      'IDEMPOTENCY.IN_PROGRESS',
    ]);
    expect(await docsTitled(body.title)).toBe(0);
    // Its request crashed: once the lease is over, the key is free.
    await keys().update(
      { userId: author.id, key },
      { claimedAt: new Date(Date.now() - ABANDONED_AFTER_MS - 1000) },
    );
    await post(author.token, '/api/v1/docs', body, `"${key}"`).expect(201);
    expect(await docsTitled(body.title)).toBe(1);
  });

  it('forgets a key once expired, and purges expired keys', async () => {
    const key = newKey();
    const body = unreferenced();
    const first = await post(author.token, '/api/v1/docs', body, key).expect(
      201,
    );
    const stored = { userId: author.id, key: key.slice(1, -1) };
    await keys().update(stored, { expiresAt: new Date(Date.now() - 1000) });
    const after = await post(author.token, '/api/v1/docs', body, key).expect(
      201,
    );
    expect(after.body.id).not.toBe(first.body.id);
    expect(await docsTitled(body.title)).toBe(2);

    await keys().update(stored, { expiresAt: new Date(Date.now() - 1000) });
    const store = t.app.get(IdempotencyStore);
    expect(await store.purgeExpired()).toBeGreaterThanOrEqual(1);
    expect(await keys().existsBy(stored)).toBe(false);
    // Keys not expired stay.
    expect(await keys().count()).toBeGreaterThan(0);
  });

  it('does not store token answers: POST /auth/token runs each time (ADR 0412)', async () => {
    const key = newKey();
    const credentials = { email: author.email, password: author.password };
    const first = await t.http
      .post('/api/v1/auth/token')
      .set('Idempotency-Key', key)
      .send(credentials)
      .expect(200);
    const again = await t.http
      .post('/api/v1/auth/token')
      .set('Idempotency-Key', key)
      .send(credentials)
      .expect(200);
    expect(again.body.refreshToken).not.toBe(first.body.refreshToken);
  });
});

describe('Idempotency-Key across instances (contract §7b)', () => {
  let a: TestApp;
  let b: TestApp;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const database = await createSharedTestDatabase();
    drop = database.drop;
    a = await startTestApp({ DATABASE_URL: database.url });
    b = await startTestApp({ DATABASE_URL: database.url });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await drop?.();
  });

  it('runs once what two instances receive at once with one key', async () => {
    const author = await createUser(a.http, 'author');
    const key = newKey();
    const body = unreferenced();
    const answers = await Promise.all(
      [a, b, a, b].map((app) =>
        app
          .as(author.token)
          .post('/api/v1/docs', body)
          .set('Idempotency-Key', key),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(
      true,
    );
    const ids = new Set(
      answers.filter((res) => res.status === 201).map((res) => res.body.id),
    );
    expect(ids.size).toBe(1);
    // Settled: either instance now answers the stored 201.
    for (const app of [a, b]) {
      const again = await app
        .as(author.token)
        .post('/api/v1/docs', body)
        .set('Idempotency-Key', key)
        .expect(201);
      expect(ids.has(again.body.id)).toBe(true);
    }
    expect(
      await a.app.get(DataSource).getRepository(Doc).countBy({
        title: body.title,
      }),
    ).toBe(1);
  });
});
