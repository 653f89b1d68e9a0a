import { afterAll, describe, expect, it } from '@jest/globals';
import { context, SpanKind, trace } from '@opentelemetry/api';
import { node, tracing } from '@opentelemetry/sdk-node';
import Fastify, { type FastifyInstance } from 'fastify';
import { traceRequests } from './request-spans.js';

const exporter = new tracing.InMemorySpanExporter();
const provider = new node.NodeTracerProvider({
  spanProcessors: [new tracing.SimpleSpanProcessor(exporter)],
});
provider.register();
afterAll(() => provider.shutdown());

/** Fastify with a server span per request, as the HTTP instrumentation starts it. */
function tracedFastify() {
  const fastify = Fastify();
  const tracer = trace.getTracer('test');
  fastify.addHook('onRequest', (request, reply, done) => {
    const span = tracer.startSpan(request.method, { kind: SpanKind.SERVER });
    reply.raw.once('finish', () => span.end());
    context.with(trace.setSpan(context.active(), span), done);
  });
  return fastify;
}

describe('traceRequests', () => {
  it("names the request's span by its route and adds the caller's role", async () => {
    const fastify = tracedFastify();
    traceRequests(fastify, true);
    fastify.get('/things/:id', async (request) => {
      Object.assign(request, { user: { id: 'u', role: 'author' } });
      return { ok: true };
    });
    await fastify.inject({ url: '/things/42' });
    await fastify.inject({ url: '/nothing' });
    await fastify.close();

    expect(
      exporter.getFinishedSpans().map(({ name, attributes }) => ({
        name,
        attributes,
      })),
    ).toEqual([
      {
        name: 'GET /things/:id',
        attributes: { 'http.route': '/things/:id', 'user.roles': ['author'] },
      },
      // No route matched: no route to name it by.
      { name: 'GET', attributes: {} },
    ]);
  });

  it('adds no hook where tracing is off', () => {
    const hooks: string[] = [];
    const fastify = { addHook: (name: string) => hooks.push(name) };
    traceRequests(fastify as unknown as FastifyInstance, false);
    expect(hooks).toEqual([]);
  });
});
