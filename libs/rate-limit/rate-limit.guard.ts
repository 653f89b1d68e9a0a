import {
  CanActivate,
  ExecutionContext,
  HttpStatus,
  Injectable,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  type Resolvable,
  type ThrottlerGenerateKeyFunction,
  type ThrottlerGetTrackerFunction,
  type ThrottlerModuleOptions,
  type ThrottlerOptions,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  THROTTLER_BLOCK_DURATION,
  THROTTLER_KEY_GENERATOR,
  THROTTLER_LIMIT,
  THROTTLER_SKIP,
  THROTTLER_TRACKER,
  THROTTLER_TTL,
} from '@nestjs/throttler/dist/throttler.constants.js';
import { perRoute, ProblemException } from '#libs/rest/index.js';
import {
  RATELIMIT_FIELD,
  RATELIMIT_POLICY_FIELD,
  rateLimitItem,
  rateLimitPolicyItem,
} from './ratelimit-fields.js';
import { isImmediate, type ThrottlerStorageRecord } from './fixed-window.js';
import { clientTracker } from './trackers.js';

const toSeconds = (ms: number): number => Math.ceil(ms / 1000);

interface Quota {
  limit: number;
  ttl: number;
  blockDuration: number;
  /** Its `RateLimit-Policy` item, which only the quota decides. */
  policy: string;
}

/** One throttler's settings on one route: the route's or its controller's decorators over the module's. */
interface RouteThrottler {
  throttler: ThrottlerOptions & { name: string };
  skip: boolean;
  limit: Resolvable<number>;
  ttl: Resolvable<number>;
  blockDuration: Resolvable<number> | undefined;
  /** No setting is a function of the request (most routes): the quota is kept once checked. */
  fixed: boolean;
  quota?: Quota;
  getTracker: ThrottlerGetTrackerFunction;
  generateKey: ThrottlerGenerateKeyFunction;
}

/**
 * `then(value)`, at once unless `value` is a promise: with the memory storage and fixed quotas
 * the guard answers synchronously and Nest awaits nothing (this guard's awaits were ~8 % of the
 * CPU time of GET /version).
 */
function whenReady<T, R>(
  value: T | Promise<T>,
  then: (value: T) => R | Promise<R>,
): R | Promise<R> {
  return value instanceof Promise ? value.then(then) : then(value);
}

function toNumber(value: unknown, option: string, throttler: string): number {
  const number =
    typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || Number.isNaN(number)) {
    throw new Error(
      `Invalid "${option}" for the "${throttler}" throttler: expected a number, got ${JSON.stringify(value)}.`,
    );
  }
  return number;
}

/** The tracker alone: the storages keep each throttler's keys apart. */
const trackerAsKey: ThrottlerGenerateKeyFunction = (_context, tracker) =>
  tracker;

/**
 * The throttler module's guard (its options, storage and decorators) with one quota per client
 * across all routes, the IETF `RateLimit-Policy` and `RateLimit` fields instead of
 * `X-RateLimit-*`, and refusals as 429 problem+json with `Retry-After`. The client is, unless
 * the options say otherwise, `user:<id>` when a guard before this one has set `request.user`,
 * else `ip:<address>` (`clientTracker()`). Not read from the throttler options:
 * `ignoreUserAgents`, `setHeaders`, `errorMessage`, `ipv6SubnetPrefix`. Throttlers count in the
 * order they are configured.
 *
 * It resolves settings as `ThrottlerGuard` does, but reads each route's once: `ThrottlerGuard`
 * reads six per throttler through the `Reflector` and awaits each on every request, about a
 * tenth of the throughput of `GET /version`. And it waits only for what answers with a promise
 * (a setting or tracker function, the Redis storage): with the memory storage it answers
 * synchronously, which `ThrottlerGuard`'s `canActivate` (always async) cannot.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly throttlers: (ThrottlerOptions & { name: string })[];
  private readonly skipIf?: (context: ExecutionContext) => boolean;
  private readonly getTracker: ThrottlerGetTrackerFunction;
  private readonly generateKey: ThrottlerGenerateKeyFunction;
  /** The storage's count of a hit: at once when the storage can give it (memory). */
  private readonly hit: (
    ...hit: Parameters<ThrottlerStorage['increment']>
  ) => ThrottlerStorageRecord | Promise<ThrottlerStorageRecord>;
  /** The requests it has been asked about (see `hasSeen`). */
  private readonly seen = new WeakSet<object>();

  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    private readonly reflector: Reflector,
  ) {
    const { throttlers, ...common } = Array.isArray(options)
      ? { throttlers: options }
      : options;
    if (throttlers.length === 0) {
      // ThrottlerGuard would only log a warning; a guard that limits nothing is a configuration error.
      throw new Error(
        'RateLimitGuard: no throttler is configured in ThrottlerModule, so nothing would be limited.',
      );
    }
    this.throttlers = throttlers.map((throttler) => ({
      ...throttler,
      name: throttler.name ?? 'default',
    }));
    this.skipIf = common.skipIf;
    this.getTracker = common.getTracker ?? clientTracker();
    this.generateKey = common.generateKey ?? trackerAsKey;
    this.hit = isImmediate(storage)
      ? storage.hit.bind(storage)
      : storage.increment.bind(storage);
  }

  private readonly routeThrottlers = perRoute((handler, controller) =>
    this.throttlers.map((throttler): RouteThrottler => {
      const read = <T>(key: string) =>
        this.reflector.getAllAndOverride<T | undefined>(key + throttler.name, [
          handler,
          controller,
        ]);
      const limit =
        read<Resolvable<number>>(THROTTLER_LIMIT) ?? throttler.limit;
      const ttl = read<Resolvable<number>>(THROTTLER_TTL) ?? throttler.ttl;
      const blockDuration =
        read<Resolvable<number>>(THROTTLER_BLOCK_DURATION) ??
        throttler.blockDuration;
      const fixed = [limit, ttl, blockDuration].every(
        (value) => typeof value !== 'function',
      );
      return {
        throttler,
        skip: Boolean(read<boolean>(THROTTLER_SKIP)),
        limit,
        ttl,
        blockDuration,
        fixed,
        getTracker:
          read<ThrottlerGetTrackerFunction>(THROTTLER_TRACKER) ||
          throttler.getTracker ||
          this.getTracker,
        generateKey:
          read<ThrottlerGenerateKeyFunction>(THROTTLER_KEY_GENERATOR) ||
          throttler.generateKey ||
          this.generateKey,
      };
    }),
  );

  /** Whether this guard has counted (or skipped) `request`: the other ones never reached it. */
  hasSeen(request: object): boolean {
    return this.seen.has(request);
  }

  /** Counts the request against every throttler that applies, once: asked again, it lets it pass. */
  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<FastifyRequest>();
    if (this.seen.has(req)) return true;
    this.seen.add(req);
    const res = http.getResponse<FastifyReply>();
    let counted: void | Promise<void> = undefined;
    for (const route of this.routeThrottlers(context)) {
      const skipIf = route.throttler.skipIf ?? this.skipIf;
      if (route.skip || skipIf?.(context)) continue;
      // In turn: a refusal by one throttler leaves the next ones uncounted.
      counted = whenReady(counted, () => this.count(context, route, req, res));
    }
    return whenReady(counted, () => true);
  }

  /** Counts the request against one throttler: sets its `RateLimit` items, or throws the 429. */
  private count(
    context: ExecutionContext,
    route: RouteThrottler,
    req: FastifyRequest,
    res: FastifyReply,
  ): void | Promise<void> {
    const { name } = route.throttler;
    return whenReady(route.quota ?? this.quotaOf(context, route), (quota) =>
      whenReady(route.getTracker(req, context), (tracker) =>
        whenReady(
          this.hit(
            route.generateKey(context, tracker, name),
            quota.ttl,
            quota.limit,
            quota.blockDuration,
            name,
          ),
          (record) => {
            const { limit, ttl } = quota;
            this.appendHeader(res, RATELIMIT_POLICY_FIELD, quota.policy);
            const reset = record.isBlocked
              ? record.timeToBlockExpire
              : record.timeToExpire;
            this.appendHeader(
              res,
              RATELIMIT_FIELD,
              rateLimitItem(name, Math.max(0, limit - record.totalHits), reset),
            );
            if (record.isBlocked) {
              throw new ProblemException(HttpStatus.TOO_MANY_REQUESTS, {
                detail: `Rate limit exceeded: ${limit} requests per ${toSeconds(ttl)} s; retry in ${reset} s.`,
                headers: { 'Retry-After': String(reset) },
              });
            }
          },
        ),
      ),
    );
  }

  /** The route's quota, kept once computed when no setting is a function of the request. */
  private quotaOf(
    context: ExecutionContext,
    route: RouteThrottler,
  ): Quota | Promise<Quota> {
    const values = [route.limit, route.ttl, route.blockDuration].map((value) =>
      typeof value === 'function' ? value(context) : value,
    );
    const settled = values.some((value) => value instanceof Promise)
      ? Promise.all(values)
      : values;
    return whenReady(settled, ([limit, ttl, blockDuration]) => {
      const { name } = route.throttler;
      const ttlMs = toNumber(ttl, 'ttl', name);
      const quotaLimit = toNumber(limit, 'limit', name);
      const quota = {
        limit: quotaLimit,
        ttl: ttlMs,
        blockDuration: toNumber(blockDuration ?? ttlMs, 'blockDuration', name),
        policy: rateLimitPolicyItem(name, quotaLimit, toSeconds(ttlMs)),
      };
      if (route.fixed) route.quota = quota;
      return quota;
    });
  }

  /** Several throttlers may limit one request: their items share one field. */
  private appendHeader(res: FastifyReply, name: string, item: string): void {
    const previous = res.getHeader(name);
    res.header(name, previous ? `${previous}, ${item}` : item);
  }
}
