import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parser } from '@prometheus-io/lezer-promql';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { createDoc } from './factories/docs.factory.js';
import { createUser } from './factories/users.factory.js';
import { startTestApp, type TestApp } from './support/app.js';
import { testDialect } from './support/database.js';
import { METRICS_TOKEN, samples, scrape, total } from './support/metrics.js';
import type { MetricFamily } from './support/prometheus-text.js';

const DEPLOY = join(import.meta.dirname, '..', 'deploy');

/** The metric names a PromQL expression selects; throws when it is not PromQL. */
function metricNamesOf(expr: string): string[] {
  const names: string[] = [];
  parser.parse(expr).iterate({
    enter(node) {
      if (node.type.isError) throw new Error(`Not PromQL: ${expr}`);
      if (
        node.name === 'Identifier' &&
        node.node.parent?.name === 'VectorSelector'
      )
        names.push(expr.slice(node.from, node.to));
    },
  });
  return names;
}

/** Every sample name the families may hold (a histogram's `_bucket`, `_sum`, `_count`). */
const exposedNames = (families: Map<string, MetricFamily>): Set<string> =>
  new Set(
    [...families].flatMap(([name, { type }]) =>
      type === 'histogram'
        ? [name, `${name}_bucket`, `${name}_sum`, `${name}_count`]
        : [name],
    ),
  );

/** The PromQL of each panel of a Grafana dashboard, with Grafana's variables as it fills them. */
const dashboardQueries = (dashboard: {
  panels: { targets?: { expr: string }[] }[];
}): string[] =>
  dashboard.panels.flatMap(({ targets = [] }) =>
    targets.map(({ expr }) => expr.replaceAll('$__rate_interval', '5m')),
  );

describe('GET /metrics', () => {
  let t: TestApp;
  let author: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    t = await startTestApp({ METRICS_TOKEN });
    author = await createUser(t.http, 'author');
  });
  afterAll(() => t?.close());

  it('refuses a request without the token: 401 problem+json with the bearer challenge', async () => {
    const res = await t.http.get('/metrics').expect(401);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.headers['www-authenticate']).toBe('Bearer realm="syllabus"');
    expect(res.body).toMatchObject({ status: 401, instance: '/metrics' });
  });

  it('refuses another token, an access token included', async () => {
    for (const token of [`${METRICS_TOKEN}x`, author.token]) {
      const res = await t.http
        .get('/metrics')
        .auth(token, { type: 'bearer' })
        .expect(401);
      expect(res.headers['www-authenticate']).toBe(
        'Bearer realm="syllabus", error="invalid_token"',
      );
    }
  });

  it('is off the API prefix and out of the OpenAPI document', async () => {
    for (const path of ['/api/metrics', '/api/v1/metrics'])
      await t.http
        .get(path)
        .auth(METRICS_TOKEN, { type: 'bearer' })
        .expect(404);
    const { body } = await t.http.get('/openapi.json').expect(200);
    expect(
      Object.keys(body.paths).filter((path) => /metrics/.test(path)),
    ).toEqual([]);
  });

  it('counts requests by method, route template and status', async () => {
    const doc = await createDoc(t.http, author.token);
    const route = {
      method: 'GET',
      route: '/api/v1/docs/:id',
      status_code: '200',
    };
    const before = await scrape(t);
    await t.as(author.token).get(`/api/v1/docs/${doc.id}`).expect(200);
    await t.as(author.token).get(`/api/v1/docs/${doc.id}`).expect(200);
    await t.as(author.token).get('/api/v1/docs?limit=1').expect(200);
    const after = await scrape(t);
    expect(after.get('http_request_duration_seconds')?.type).toBe('histogram');
    const name = 'http_request_duration_seconds_count';
    expect(total(after, name, route) - total(before, name, route)).toBe(2);
    expect(
      total(after, name, { route: '/api/v1/docs', status_code: '200' }) -
        total(before, name, { route: '/api/v1/docs', status_code: '200' }),
    ).toBe(1);
    const buckets = 'http_request_duration_seconds_bucket';
    expect(total(after, buckets, { ...route, le: '+Inf' })).toBe(
      total(after, name, route),
    );
    expect(
      total(after, 'http_request_duration_seconds_sum', route),
    ).toBeGreaterThan(0);
  });

  it('labels a request no route matches by "unmatched", never by its URL', async () => {
    const before = await scrape(t);
    await t.http.get('/no-such-path-7f3a').expect(404);
    const after = await scrape(t);
    const name = 'http_request_duration_seconds_count';
    const unmatched = { route: 'unmatched', status_code: '404' };
    expect(total(after, name, unmatched) - total(before, name, unmatched)).toBe(
      1,
    );
    const routes = samples(after, name).map((sample) => sample.labels.route);
    expect(routes.filter((route) => route.includes('no-such-path'))).toEqual(
      [],
    );
    expect(routes.filter((route) => route.includes(author.id))).toEqual([]);
  });

  it('times the database queries and says the database is up', async () => {
    const before = await scrape(t);
    await createDoc(t.http, author.token);
    const after = await scrape(t);
    const queries = 'syllabus_db_query_duration_seconds_count';
    expect(total(after, queries)).toBeGreaterThan(total(before, queries));
    expect(total(after, 'syllabus_db_up')).toBe(1);
    expect(after.has('syllabus_db_query_errors_total')).toBe(true);
  });

  it('reports the sizes the list engine counts', async () => {
    const before = total(await scrape(t), 'syllabus_list_rows', {
      list: 'docs',
    });
    await createDoc(t.http, author.token);
    const after = await scrape(t);
    expect(total(after, 'syllabus_list_rows', { list: 'docs' })).toBe(
      before + 1,
    );
    expect(
      total(after, 'syllabus_list_rows', { list: 'users' }),
    ).toBeGreaterThanOrEqual(2);
  });

  it('reports the PostgreSQL pool, and no pool on SQLite', async () => {
    const families = await scrape(t);
    if (testDialect() === 'postgres') {
      expect(total(families, 'syllabus_db_pool_connections')).toBeGreaterThan(
        0,
      );
      expect(total(families, 'syllabus_db_pool_max')).toBeGreaterThan(0);
      expect(families.has('syllabus_db_pool_waiting')).toBe(true);
    } else {
      expect(families.has('syllabus_db_pool_connections')).toBe(false);
    }
  });

  it('is what the alert rules and the Grafana dashboard of deploy/ query', async () => {
    const rules = parseYaml(
      await readFile(join(DEPLOY, 'prometheus', 'alerts.yml'), 'utf8'),
    ) as { groups: { rules: { alert: string; expr: string }[] }[] };
    const alerts = rules.groups.flatMap((group) => group.rules);
    expect(alerts.map((rule) => rule.alert)).toEqual(
      expect.arrayContaining([
        'SyllabusHighErrorRate',
        'SyllabusHighLatency',
        'SyllabusDatabaseDown',
      ]),
    );
    const dashboard = JSON.parse(
      await readFile(
        join(DEPLOY, 'grafana', 'syllabus-dashboard.json'),
        'utf8',
      ),
    );
    const queries = [
      ...alerts.map((rule) => rule.expr),
      ...dashboardQueries(dashboard),
    ];
    const used = new Set(queries.flatMap(metricNamesOf));
    expect(used.size).toBeGreaterThan(10);
    const exposed = exposedNames(await scrape(t));
    // The pool is PostgreSQL's: SQLite has none.
    const missing = [...used].filter(
      (name) =>
        !exposed.has(name) &&
        !(testDialect() === 'sqlite' && name.startsWith('syllabus_db_pool_')),
    );
    expect(missing).toEqual([]);
  });

  it('reports the process', async () => {
    const families = await scrape(t);
    expect(total(families, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(total(families, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });
});

describe('GET /metrics under a low sign-in quota', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ METRICS_TOKEN, AUTH_RATE_LIMIT: '1' });
  });
  afterAll(() => t?.close());

  it('counts rate-limit refusals by policy', async () => {
    const attempt = { email: 'nobody@test.local', password: 'wrong password' };
    await t.http.post('/api/v1/auth/token').send(attempt).expect(401);
    await t.http.post('/api/v1/auth/token').send(attempt).expect(429);
    const refusals = samples(
      await scrape(t),
      'syllabus_rate_limit_refusals_total',
    );
    expect(refusals).toEqual([
      {
        name: 'syllabus_rate_limit_refusals_total',
        labels: { policy: expect.stringMatching(/^auth-/) },
        value: 1,
      },
    ]);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('is not served', async () => {
    await t.http
      .get('/metrics')
      .auth(METRICS_TOKEN, { type: 'bearer' })
      .expect(404);
  });
});
