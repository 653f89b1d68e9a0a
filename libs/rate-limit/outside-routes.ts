import { HttpStatus } from '@nestjs/common';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host.js';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify';
import { hooksOf, ProblemException } from '#libs/rest/index.js';
import type { RateLimitGuard } from './rate-limit.guard.js';

/**
 * Stands for the route of a request that no controller's guards see: it has no decorator, so the
 * throttlers count it with the module's settings, and opt-in ones skip it.
 */
class OutsideRoutes {
  handle(): void {}
}

const countWith = (
  guard: RateLimitGuard,
  request: FastifyRequest,
  reply: FastifyReply,
): boolean | Promise<boolean> =>
  guard.canActivate(
    new ExecutionContextHost(
      [request, reply],
      OutsideRoutes,
      OutsideRoutes.prototype.handle,
    ),
  );

/**
 * Counts with `guard` the requests that Nest's guards never see, so that they are limited and carry
 * the `RateLimit` fields too:
 *
 * - those that no controller serves: a path without a route (404, 405), and the routes registered
 *   on Fastify directly that `outside(route)` selects (Swagger UI's). They are counted in an
 *   `onRequest` hook, before any work, and refused there with the guard's 429, which the route's
 *   error handler answers (Nest's, with its filters, for routes that Fastify completes after Nest
 *   has set it at `init()`; Fastify's default for routes completed before). Routes are selected
 *   as they are added (call this before), so that the others pay nothing;
 * - those that fail before their controller is reached: a body that cannot be read (malformed
 *   JSON, too large, another media type). They are counted when the error is answered, and keep
 *   their own status even when the quota is spent.
 *
 * The guard counts a request once, however often it is asked.
 */
export function limitOutsideRoutes(
  fastify: FastifyInstance,
  guard: RateLimitGuard,
  outside: (route: RouteOptions) => boolean,
): void {
  const count: onRequestHookHandler = (request, reply, done) => {
    let counted: boolean | Promise<boolean>;
    try {
      counted = countWith(guard, request, reply);
    } catch (error) {
      return done(error as Error);
    }
    if (counted instanceof Promise) counted.then(() => done(), done);
    else done();
  };
  fastify.addHook('onRequest', (request, reply, done) =>
    request.is404 ? count.call(fastify, request, reply, done) : done(),
  );
  fastify.addHook('onRoute', (route) => {
    if (outside(route)) {
      route.onRequest = [...hooksOf(route.onRequest), count];
    }
  });
  fastify.addHook('onError', async (request, reply) => {
    if (guard.hasSeen(request)) return;
    try {
      await countWith(guard, request, reply);
    } catch (error) {
      // The answer is already an error: a spent quota refuses the next request.
      const refused =
        error instanceof ProblemException &&
        error.getStatus() === HttpStatus.TOO_MANY_REQUESTS;
      if (!refused) request.log.error({ err: error }, 'Rate limit not counted');
    }
  });
}
