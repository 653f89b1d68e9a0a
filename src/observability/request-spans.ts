import { trace } from '@opentelemetry/api';
import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../auth/auth-user.js';
import { flushTraces, tracing } from './tracing.js';

/**
 * With tracing on, names each request's span by its route template and adds the caller's role;
 * the HTTP instrumentation sets method, status and the rest (ADR 0514). Off: no hook at all.
 */
export function traceRequests(
  fastify: FastifyInstance,
  enabled = tracing(),
): void {
  if (!enabled) return;
  // onSend runs in the handler's context, where the request's span is active; the guard has run.
  fastify.addHook('onSend', (request, _reply, payload, done) => {
    const span = trace.getActiveSpan();
    const route = request.routeOptions.url;
    if (span && route !== undefined && !request.is404) {
      span.setAttribute('http.route', route);
      span.updateName(`${request.method} ${route}`);
    }
    const user = (request as { user?: AuthUser }).user;
    if (span && user) span.setAttribute('user.roles', [user.role]);
    done(null, payload);
  });
  // The spans of the last requests leave before the process exits.
  fastify.addHook('onClose', (_instance, done) => {
    void flushTraces().finally(done);
  });
}
