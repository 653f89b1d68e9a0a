import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from './support/app.js';

/** Routes open by intent (contract §4); every other route must answer 401 without a token. */
const PUBLIC = new Set([
  'POST /api/v1/auth/token',
  'POST /api/auth/token',
  'GET /api/v1/version',
  'GET /api/version',
  'GET /api/v1/healthcheck',
  'GET /api/healthcheck',
  'GET /openapi.json',
]);
const isSwaggerUi = (url: string) =>
  url === '/swagger' || url.startsWith('/swagger/');

describe('every route is protected unless public by intent', () => {
  let t: TestApp;
  const routes: { method: string; url: string }[] = [];
  beforeAll(async () => {
    // With metrics on, so that GET /metrics is among the routes walked.
    t = await startTestApp({ METRICS_TOKEN: 'm'.repeat(32) }, (app) => {
      app
        .getHttpAdapter()
        .getInstance()
        .addHook('onRoute', (route) => {
          for (const method of [route.method].flat()) {
            if (method !== 'HEAD') routes.push({ method, url: route.url });
          }
        });
    });
  });
  afterAll(() => t?.close());

  it('finds the API routes', () => {
    expect(routes.length).toBeGreaterThan(10);
  });

  it('answers 401 without a token on every non-public route', async () => {
    const results: string[] = [];
    for (const { method, url } of routes) {
      const key = `${method} ${url}`;
      if (PUBLIC.has(key) || isSwaggerUi(url)) continue;
      const path = url
        .replace(/:[^/]+/g, '00000000-0000-4000-8000-000000000000')
        .replace('*', 'x');
      const res = await t.http[method.toLowerCase() as 'get'](path).send(
        method === 'GET' ? undefined : {},
      );
      results.push(`${key} → ${res.status}`);
      expect([key, res.status, res.headers['www-authenticate']]).toEqual([
        key,
        401,
        'Bearer realm="syllabus"',
      ]);
    }
    expect(results.length).toBeGreaterThan(5);
  });

  it('keeps the public routes open', async () => {
    for (const key of PUBLIC) {
      const [method, url] = key.split(' ');
      const res = await t.http[method.toLowerCase() as 'get'](url).send(
        method === 'GET' ? undefined : {},
      );
      expect([key, res.status]).not.toEqual([key, 401]);
    }
  });
});
