import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { ScratchDatabase } from '../src/database/scratch-database.js';
import { startBuiltServer, type BuiltServer } from './support/built.js';
import { createTestDatabase, testDialect } from './support/database.js';
import { describeWith } from './support/needs.js';
import { REDIS_URL } from './support/redis.js';

/** A span as OTLP/JSON carries it, its attributes flattened. */
interface Span {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  arrayValue?: { values?: OtlpValue[] };
}

const valueOf = (value: OtlpValue): unknown =>
  value.arrayValue
    ? (value.arrayValue.values ?? []).map(valueOf)
    : (value.stringValue ??
      (value.intValue === undefined
        ? value.boolValue
        : Number(value.intValue)));

/** An OTLP/HTTP collector that keeps every span it is sent, as JSON (`http/json`). */
async function startCollector(): Promise<{
  url: string;
  spans: Span[];
  server: Server;
}> {
  const spans: Span[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const sent = JSON.parse(body) as {
          resourceSpans: {
            scopeSpans: {
              spans: (Omit<Span, 'attributes'> & {
                attributes?: { key: string; value: OtlpValue }[];
              })[];
            }[];
          }[];
        };
        for (const { scopeSpans } of sent.resourceSpans)
          for (const scope of scopeSpans)
            for (const { attributes = [], ...span } of scope.spans)
              spans.push({
                ...span,
                attributes: Object.fromEntries(
                  attributes.map(({ key, value }) => [key, valueOf(value)]),
                ),
              });
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve()),
  );
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, spans, server };
}

describeWith('Redis')('traces of the built server', () => {
  let home: string;
  let database: ScratchDatabase;
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let server: BuiltServer;
  const ADMIN = { email: 'admin@traces.local', password: 'admin-password-1' };

  beforeAll(async () => {
    home = await mkdtemp(join(tmpdir(), 'syllabus-traces-'));
    database = await createTestDatabase();
    collector = await startCollector();
    server = await startBuiltServer({
      cwd: home,
      env: {
        NODE_ENV: 'production',
        DATABASE_URL: database.url,
        REDIS_URL,
        JWT_SECRET: randomBytes(32).toString('hex'),
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_BSP_SCHEDULE_DELAY: '100',
      },
    });
  });
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    collector?.server.close();
    await database?.drop();
    await rm(home, { recursive: true, force: true });
  });

  /** The spans of a trace once its server span has arrived. */
  async function traceOf(traceId: string): Promise<Span[]> {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const spans = collector.spans.filter((span) => span.traceId === traceId);
      if (spans.some((span) => span.kind === 2)) return spans;
      await delay(100);
    }
    throw new Error(`No server span of trace ${traceId} arrived.`);
  }

  it("continues the caller's trace: a span per request with its route, status and role, its SQL and Redis", async () => {
    const api = `${server.url}/api/v1`;
    const signedIn = await fetch(`${api}/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { token } = (await signedIn.json()) as { token: string };
    const created = await fetch(`${api}/docs`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ title: 'Traced', content: 'Spans.' }),
    });
    const { id } = (await created.json()) as { id: string };

    const traceId = randomBytes(16).toString('hex');
    const parentId = randomBytes(8).toString('hex');
    const read = await fetch(`${api}/docs/${id}`, {
      headers: {
        authorization: `Bearer ${token}`,
        traceparent: `00-${traceId}-${parentId}-01`,
      },
    });
    expect(read.status).toBe(200);

    const spans = await traceOf(traceId);
    const request = spans.find((span) => span.kind === 2)!;
    expect(request).toMatchObject({
      name: 'GET /api/v1/docs/:id',
      parentSpanId: parentId,
      attributes: expect.objectContaining({
        'http.route': '/api/v1/docs/:id',
        'http.response.status_code': 200,
        'user.roles': ['admin'],
      }),
    });
    // Redis (the rate limit) and the SQL: children of the request, values left out.
    const children = spans.filter((span) => span !== request);
    expect(children).toContainEqual(
      expect.objectContaining({
        parentSpanId: request.spanId,
        attributes: expect.objectContaining({
          'db.system.name': 'redis',
          'db.query.text': 'evalsha',
        }),
      }),
    );
    const system = testDialect() === 'postgres' ? 'postgresql' : 'sqlite';
    const statements = children
      .filter(
        (span) =>
          span.parentSpanId === request.spanId &&
          span.attributes['db.system.name'] === system,
      )
      .map((span) => span.attributes['db.query.text']);
    expect(statements).toContainEqual(expect.stringMatching(/^SELECT /));
    expect(statements.join('\n')).not.toContain(id);

    // The request line (and any other) of that request carries the trace id.
    server.child.kill('SIGTERM');
    const { stdout } = await server.exited;
    const lines = stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'request completed',
        traceId,
        req: expect.objectContaining({ url: `/api/v1/docs/${id}` }),
      }),
    );
  });
});
