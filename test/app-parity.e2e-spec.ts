import { beforeAll, describe, expect, it } from '@jest/globals';
import type request from 'supertest';
import { adminToken } from './factories/users.factory.js';
import { createTestingApp, startTestApp, type TestApp } from './support/app.js';

const HEADERS = [
  'status',
  'content-type',
  'etag',
  'location',
  'link',
  'x-total-count',
  'allow',
  'www-authenticate',
  'cache-control',
  'content-security-policy',
];
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const TIME = /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g;

/** What a client sees of an answer, without the ids and times of this run. */
const seen = (res: request.Response) =>
  JSON.parse(
    JSON.stringify({
      ...Object.fromEntries(
        HEADERS.map((name) => [
          name,
          name === 'status' ? res.status : res.headers[name],
        ]),
      ),
      body: res.body,
    })
      .replace(UUID, '<uuid>')
      .replace(TIME, '<time>'),
  );

/** A representative run of requests: what each answered. */
async function scenario(t: TestApp) {
  const token = await adminToken(t.http);
  const as = t.as(token);
  const created = await as.post('/api/v1/docs', { title: 'Parity' });
  const id = created.body.id as string;
  return [
    created,
    await as.get(`/api/v1/docs/${id}`).set('If-None-Match', '"1"'),
    await as.patch(`/api/v1/docs/${id}`, { title: 'x' }).set('If-Match', '"9"'),
    await as.get('/api/v1/docs?limit=1&sort=title'),
    await as.post('/api/v1/docs', { title: '', extra: 1 }),
    await as.get(`/api/v1/docs/${id}?unknown=1`),
    await as.get('/api/v1/docs/00000000-0000-4000-8000-000000000000'),
    await as.get('/api/v1/nothing-here'),
    await as.delete('/api/v1/version'),
    await t.http.get('/api/v1/docs'),
    await as.delete(`/api/v1/docs/${id}`).set('Prefer', 'return=minimal'),
  ].map(seen);
}

/** What `scenario` saw of an application, which is closed afterwards. */
async function answersOf(start: () => Promise<TestApp>) {
  const t = await start();
  try {
    return await scenario(t);
  } finally {
    await t.close();
  }
}

describe('the application built by the testing module', () => {
  // One application at a time: Passport keeps one strategy per name per process (ADR 0102).
  let expected: Awaited<ReturnType<typeof scenario>>;
  let actual: Awaited<ReturnType<typeof scenario>>;
  beforeAll(async () => {
    expected = await answersOf(() => startTestApp());
    actual = await answersOf(() =>
      startTestApp({}, undefined, createTestingApp),
    );
  });

  it('answers as the production build does', () => {
    expect(expected.map((answer) => answer.status)).toEqual([
      201, 304, 412, 200, 400, 400, 404, 404, 405, 401, 204,
    ]);
    expect(expected[0]).toMatchObject({
      etag: '"1"',
      location: '/api/v1/docs/<uuid>',
    });
    expect(expected[3]).toMatchObject({
      'x-total-count': '1',
      link: expect.stringContaining('rel="first"'),
    });
    expect(expected[4]['content-type']).toMatch(/^application\/problem\+json/);
    expect(actual).toEqual(expected);
  });
});
