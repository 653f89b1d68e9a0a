import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { VersionService } from '../src/version/version.service.js';
import { startTestApp, TestApp } from './support/app.js';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  name: string;
  version: string;
};

describe('REST conventions (contract §1–§3, §9)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  const expectProblem = (
    res: {
      status: number;
      headers: Record<string, string>;
      body: Record<string, unknown>;
    },
    status: number,
    path: string,
  ) => {
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({
      type: 'about:blank',
      status,
      instance: path,
    });
    expect(typeof res.body.title).toBe('string');
    expect(typeof res.body.detail).toBe('string');
    expect(res.body.requestId).toBe(res.headers['x-request-id']);
  };

  it('GET /api/v1/version describes the running service, without auth', async () => {
    const res = await t.http.get('/api/v1/version').expect(200);
    const { commit, ...rest } = res.body;
    expect(rest).toEqual({
      name: pkg.name,
      version: pkg.version,
      apiVersion: '1',
      supportedApiVersions: ['1'],
    });
    expect(commit === null || /^[0-9a-f]{40}$/.test(commit)).toBe(true);
  });

  it('serves the same handlers under /api as under /api/v1', async () => {
    const [canonical, alias] = await Promise.all([
      t.http.get('/api/v1/version'),
      t.http.get('/api/version'),
    ]);
    expect(alias.status).toBe(200);
    expect(alias.body).toEqual(canonical.body);
  });

  it('answers 404 problem+json for an unknown version or route', async () => {
    expectProblem(await t.http.get('/api/v9/version'), 404, '/api/v9/version');
    expectProblem(await t.http.get('/api/v1/nope?x=1'), 404, '/api/v1/nope');
    expectProblem(await t.http.get('/nope'), 404, '/nope');
  });

  it('answers 405 with Allow for a known path with another method', async () => {
    const res = await t.http.delete('/api/v1/version');
    expectProblem(res, 405, '/api/v1/version');
    expect(res.headers.allow).toBe('GET, HEAD');
  });

  it('rejects unknown query parameters with 400 naming them', async () => {
    const res = await t.http.get('/api/v1/version?limt=5');
    expectProblem(res, 400, '/api/v1/version');
    expect(res.body.errors).toEqual([
      { field: '/limt', message: expect.any(String) },
    ]);
  });

  it('answers 431 problem+json to a request head over the limit, before any route', async () => {
    const res = await t.http
      .get('/api/v1/version')
      .set('X-Padding', 'a'.repeat(20_000));
    expect(res.status).toBe(431);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({
      status: 431,
      requestId: res.headers['x-request-id'],
    });
  });

  it('checks the query after authentication: 401 before 400', async () => {
    const res = await t.http.get('/api/v1/users/me?limt=5');
    expectProblem(res, 401, '/api/v1/users/me');
  });

  it('echoes a well-formed X-Request-Id and replaces a malformed one', async () => {
    const echoed = await t.http
      .get('/api/v1/version')
      .set('X-Request-Id', 'abc-123.def');
    expect(echoed.headers['x-request-id']).toBe('abc-123.def');
    const replaced = await t.http
      .get('/api/v1/version')
      .set('X-Request-Id', 'bad id <script>');
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const fresh = await t.http.get('/api/v1/version');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('marks API responses Cache-Control: no-store and sets the security headers of an API', async () => {
    for (const res of [
      await t.http.get('/api/v1/version').expect(200),
      await t.http.get('/api/v1/docs').expect(401),
      // A path that names an API route once decoded is one.
      await t.http.get('/%61pi/v1/version').expect(200),
    ]) {
      expect(res.headers).toMatchObject({
        'cache-control': 'no-store',
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'cross-origin-resource-policy': 'same-origin',
        'referrer-policy': 'no-referrer',
      });
      // The headers for HTML pages stay on the pages.
      expect(res.headers['origin-agent-cluster']).toBeUndefined();
    }
  });

  it("gives Swagger UI helmet's page headers, with a CSP it can run under", async () => {
    const res = await t.http.get('/swagger').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
    });
    expect(res.headers['content-security-policy']).toContain(
      "style-src 'self' 'unsafe-inline'",
    );
    // Over plain HTTP from another host, the browser would ask for the page's assets over https.
    expect(res.headers['content-security-policy']).not.toContain(
      'upgrade-insecure-requests',
    );
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('serves only the Swagger UI files its page loads (#18 item 13)', async () => {
    for (const file of [
      'swagger-ui.css',
      'swagger-ui-bundle.js',
      'swagger-ui-standalone-preset.js',
      'swagger-ui-init.js',
      'favicon-32x32.png',
    ]) {
      await t.http.get(`/swagger/${file}`).expect(200);
    }
    for (const path of [
      '/swagger/package.json',
      '/swagger/README.md',
      '/swagger/swagger-ui-bundle.js.map',
      '/swagger/..%2fpackage.json',
      '/swagger/..%2f..%2fpackage.json',
    ]) {
      const res = await t.http.get(path).expect(404);
      expect(res.headers['content-type']).toMatch(
        /^application\/problem\+json/,
      );
      expect(res.headers.allow).toBeUndefined();
    }
  });

  it('answers an unexpected error with a 500 problem that shows no internals', async () => {
    const version = t.app.get(VersionService);
    const original = version.get;
    version.get = () => {
      throw new TypeError(
        'SELECT password_hash FROM users at VersionService.get',
      );
    };
    try {
      const res = await t.http.get('/api/v1/version').expect(500);
      expect(res.headers['content-type']).toMatch(
        /^application\/problem\+json/,
      );
      expect(res.body).toEqual({
        type: 'about:blank',
        title: 'Internal Server Error',
        status: 500,
        detail: 'The server could not complete the request.',
        instance: '/api/v1/version',
        requestId: res.headers['x-request-id'],
      });
    } finally {
      version.get = original;
    }
    await t.http.get('/api/v1/version').expect(200);
  });

  it('GET /api/healthcheck reports the database up in the Terminus shape', async () => {
    const res = await t.http.get('/api/healthcheck').expect(200);
    expect(res.body).toMatchObject({
      status: 'ok',
      info: { database: { status: 'up' }, lifecycle: { status: 'up' } },
      error: {},
    });
  });

  it('serves the OpenAPI document and Swagger UI outside the base URL', async () => {
    const doc = await t.http.get('/openapi.json').expect(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    expect(doc.body.components.securitySchemes.bearer).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(Object.keys(doc.body.paths)).toContain('/api/v1/version');
    expect(
      Object.keys(doc.body.paths).every((path) => path.startsWith('/api/v1/')),
    ).toBe(true);
    const ui = await t.http.get('/swagger').expect(200);
    expect(ui.text).toContain('Swagger UI');
  });
});

describe('health while the database is down', () => {
  it('answers 503 problem+json carrying the Terminus report, with Retry-After', async () => {
    const t = await startTestApp();
    const { DataSource } = await import('typeorm');
    const dataSource = t.app.get(DataSource);
    await dataSource.destroy();
    try {
      const res = await t.http.get('/api/healthcheck');
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      const doc = await t.http.get('/openapi.json').expect(200);
      expect(
        doc.body.paths['/api/v1/healthcheck'].get.responses['503'].headers,
      ).toHaveProperty('Retry-After');
      expect(res.headers['content-type']).toMatch(
        /^application\/problem\+json/,
      );
      expect(res.body).toMatchObject({
        status: 503,
        error: { database: { status: 'down' } },
      });
    } finally {
      await dataSource.initialize();
      await t.close();
    }
  });
});
