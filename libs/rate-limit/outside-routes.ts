import { HttpStatus } from '@nestjs/common';
import type { ContextType, ExecutionContext, Type } from '@nestjs/common';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify';
import { hooksOf, ProblemException } from '#libs/rest/index.js';
import type { RateLimitGuard } from './rate-limit.guard.js';

/** The route of a request no controller serves: without decorators, it gets the module's settings. */
class OutsideRoutes {
  handle(): void {}
}

/** The execution context Nest would give the guard, for a request Nest never routes. */
class OutsideRouteContext implements ExecutionContext {
  constructor(
    private readonly request: FastifyRequest,
    private readonly reply: FastifyReply,
  ) {}

  getClass<T>(): Type<T> {
    return OutsideRoutes as Type<T>;
  }

  getHandler(): () => void {
    return OutsideRoutes.prototype.handle;
  }

  getArgs<T extends unknown[]>(): T {
    return [this.request, this.reply] as T;
  }

  getArgByIndex<T>(index: number): T {
    return this.getArgs()[index] as T;
  }

  getType<TContext extends string = ContextType>(): TContext {
    return 'http' as TContext;
  }

  switchToHttp(): ReturnType<ExecutionContext['switchToHttp']> {
    return {
      getRequest: <T>() => this.request as T,
      getResponse: <T>() => this.reply as T,
      getNext: <T>() => undefined as T,
    };
  }

  switchToRpc(): never {
    throw new Error('An HTTP request has no RPC context.');
  }

  switchToWs(): never {
    throw new Error('An HTTP request has no WebSocket context.');
  }
}

const countWith = (
  guard: RateLimitGuard,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> =>
  guard.canActivate(new OutsideRouteContext(request, reply));

/**
 * Counts with `guard` the requests Nest's guards never see (ADR 0203): unrouted ones and the
 * Fastify routes `outside` selects, in `onRequest` (call this before those routes are added);
 * unreadable bodies, when their error is answered.
 */
export function limitOutsideRoutes(
  fastify: FastifyInstance,
  guard: RateLimitGuard,
  outside: (route: RouteOptions) => boolean,
): void {
  const count: onRequestHookHandler = (request, reply, done) => {
    countWith(guard, request, reply).then(() => done(), done);
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
