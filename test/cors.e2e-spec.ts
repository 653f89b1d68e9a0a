import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from './support/app.js';

const ORIGIN = 'https://app.example';
const REQUEST_HEADERS = [
  'authorization',
  'content-type',
  'if-match',
  'if-none-match',
  'prefer',
  'idempotency-key',
  'last-event-id',
];

/** A header's comma-separated list, lower-cased. */
const listOf = (value: string | undefined): string[] =>
  (value ?? '').split(',').map((item) => item.trim().toLowerCase());

describe('CORS with CORS_ORIGINS (contract §8)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      CORS_ORIGINS: `${ORIGIN}, https://other.example`,
    });
  });
  afterAll(() => t.close());

  it.each(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'])(
    'allows a preflight for %s with every request header the API takes',
    async (method) => {
      const res = await t.http
        .options('/api/v1/docs/0be2e762-6f1a-4c3e-9d7b-2b1f0c8e4a11')
        .set('Origin', ORIGIN)
        .set('Access-Control-Request-Method', method)
        .set('Access-Control-Request-Headers', REQUEST_HEADERS.join(','))
        .expect(204);
      expect(res.headers['access-control-allow-origin']).toBe(ORIGIN);
      expect(listOf(res.headers['access-control-allow-methods'])).toContain(
        method.toLowerCase(),
      );
      expect(listOf(res.headers['access-control-allow-headers'])).toEqual(
        expect.arrayContaining(REQUEST_HEADERS),
      );
    },
  );

  it('exposes the response headers a client reads', async () => {
    const res = await t.http
      .get('/api/v1/version')
      .set('Origin', ORIGIN)
      .expect(200);
    expect(res.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(listOf(res.headers['access-control-expose-headers'])).toEqual(
      expect.arrayContaining([
        'etag',
        'location',
        'link',
        'x-total-count',
        'ratelimit',
        'ratelimit-policy',
        'retry-after',
        'x-request-id',
        'preference-applied',
        'www-authenticate',
      ]),
    );
    // Every RateLimit field the API sends is exposed.
    const sent = Object.keys(res.headers).filter((name) =>
      name.startsWith('ratelimit'),
    );
    expect(sent.length).toBeGreaterThan(0);
    expect(listOf(res.headers['access-control-expose-headers'])).toEqual(
      expect.arrayContaining(sent),
    );
  });

  it('gives an origin it does not list no CORS headers', async () => {
    const res = await t.http
      .options('/api/v1/docs')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'DELETE');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
