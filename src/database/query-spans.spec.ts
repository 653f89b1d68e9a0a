import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { node, tracing } from '@opentelemetry/sdk-node';
import { DataSource } from 'typeorm';
import { Thing, thingsDataSource } from '../../test/support/thing.js';
import { traceSqliteQueries } from './query-spans.js';

const exporter = new tracing.InMemorySpanExporter();
const provider = new node.NodeTracerProvider({
  spanProcessors: [new tracing.SimpleSpanProcessor(exporter)],
});
provider.register();
afterAll(() => provider.shutdown());

const nanos = ([seconds, nanoseconds]: [number, number]) =>
  BigInt(seconds) * 1_000_000_000n + BigInt(nanoseconds);

describe('traceSqliteQueries', () => {
  const dataSource = thingsDataSource();
  beforeAll(async () => {
    await dataSource.initialize();
    traceSqliteQueries(dataSource, true);
  });
  afterAll(() => dataSource.destroy());

  it("gives each statement of a request a child span of the request's, without its values", async () => {
    exporter.reset();
    const secret = 'a-value-not-to-export';
    await trace
      .getTracer('test')
      .startActiveSpan('request', async (request) => {
        await dataSource.getRepository(Thing).findOneBy({ note: secret });
        await expect(
          dataSource.query('SELECT nothing FROM things'),
        ).rejects.toThrow();
        request.end();
      });

    const [found, failed, request] = exporter.getFinishedSpans();
    expect(request.name).toBe('request');
    expect(found).toMatchObject({
      name: 'sqlite.query:SELECT',
      kind: SpanKind.CLIENT,
      parentSpanContext: { spanId: request.spanContext().spanId },
      status: { code: SpanStatusCode.UNSET },
      attributes: {
        'db.system.name': 'sqlite',
        'db.query.text': expect.stringMatching(
          /^SELECT .* WHERE .*"note" = \?/,
        ),
      },
    });
    expect(JSON.stringify(found.attributes)).not.toContain(secret);
    // Within the request's span, and ended.
    expect(nanos(found.startTime)).toBeGreaterThanOrEqual(
      nanos(request.startTime),
    );
    expect(nanos(found.endTime)).toBeGreaterThanOrEqual(nanos(found.startTime));
    expect(nanos(failed.startTime)).toBeGreaterThanOrEqual(
      nanos(found.endTime),
    );
    expect(nanos(request.endTime)).toBeGreaterThanOrEqual(
      nanos(failed.endTime),
    );
    expect(failed).toMatchObject({
      name: 'sqlite.query:SELECT',
      parentSpanContext: { spanId: request.spanContext().spanId },
      status: { code: SpanStatusCode.ERROR },
      attributes: {
        'db.query.text': 'SELECT nothing FROM things',
        'error.type': 'SQLITE_ERROR',
      },
    });
  });

  it('makes no span outside a request', async () => {
    exporter.reset();
    await dataSource.getRepository(Thing).count();
    expect(exporter.getFinishedSpans()).toEqual([]);
  });

  it('subscribes to nothing where tracing is off, or on PostgreSQL (its instrumentation does it)', () => {
    const subscribers = [...dataSource.subscribers];
    traceSqliteQueries(dataSource, false);
    expect(dataSource.subscribers).toEqual(subscribers);
    const postgres = new DataSource({ type: 'postgres' });
    traceSqliteQueries(postgres, true);
    expect(postgres.subscribers).toEqual([]);
  });
});
