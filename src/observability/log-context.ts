import { trace } from '@opentelemetry/api';
import type { FastifyInstance } from 'fastify';
import { AsyncLocalStorage } from 'node:async_hooks';

/** The id of the request being handled, wherever its work goes (promises, callbacks, timers). */
const requestIds = new AsyncLocalStorage<string>();

/** The fields `logContext()` adds to a log line. */
export interface LogContext {
  requestId?: string;
  traceId?: string;
  spanId?: string;
}

/**
 * Runs each request's hooks, guards, handler and filters with its id as the log context (ADR 0513),
 * from its first hook: what follows, a body that arrives late included, keeps it (the spec checks).
 */
export function enterRequestContext(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, _reply, done) =>
    requestIds.run(request.id, done),
  );
}

/**
 * Pino's `mixin`: the request id of the request being handled and, with tracing on, the trace
 * and span ids of the active span. A fresh object each time: pino merges the line's fields into it.
 */
export function logContext(): LogContext {
  const context: LogContext = {};
  const requestId = requestIds.getStore();
  if (requestId !== undefined) context.requestId = requestId;
  const span = trace.getActiveSpan();
  if (span) {
    const { traceId, spanId } = span.spanContext();
    context.traceId = traceId;
    context.spanId = spanId;
  }
  return context;
}
