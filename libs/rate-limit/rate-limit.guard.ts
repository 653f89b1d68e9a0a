import { ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import {
  type Resolvable,
  type ThrottlerGenerateKeyFunction,
  type ThrottlerGetTrackerFunction,
  ThrottlerGuard,
  type ThrottlerLimitDetail,
  type ThrottlerOptions,
  type ThrottlerRequest,
} from '@nestjs/throttler';
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
import { ipTracker } from './trackers.js';

type Response = Record<string, any>;

const toSeconds = (ms: number): number => Math.ceil(ms / 1000);

interface Quota {
  limit: number;
  ttl: number;
  blockDuration: number;
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

/**
 * The throttler guard with one quota per client across all routes, the IETF `RateLimit-Policy`
 * and `RateLimit` fields instead of `X-RateLimit-*`, and refusals as 429 problem+json with
 * `Retry-After`. The client is `user:<id>` when a guard before this one has set `request.user`,
 * else `ip:<address>`. Not read from the throttler options: `ignoreUserAgents`, `setHeaders`,
 * `errorMessage`, `ipv6SubnetPrefix`.
 *
 * `canActivate` is ThrottlerGuard's with each route's settings read once: the original reads
 * six settings per throttler through the `Reflector` and awaits each on every request, about a
 * tenth of the throughput of `GET /version`.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  private readonly routeThrottlers = perRoute((handler, controller) =>
    this.throttlers.map((options): RouteThrottler => {
      const throttler = { ...options, name: options.name! };
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
          this.commonOptions.getTracker!,
        generateKey:
          read<ThrottlerGenerateKeyFunction>(THROTTLER_KEY_GENERATOR) ||
          throttler.generateKey ||
          this.commonOptions.generateKey!,
      };
    }),
  );

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    let allowed = true;
    for (const route of this.routeThrottlers(context)) {
      const { throttler } = route;
      const skipIf = throttler.skipIf ?? this.commonOptions.skipIf;
      if (route.skip || skipIf?.(context)) continue;
      // Checked on the first request that counts it, as ThrottlerGuard checks the settings of the
      // throttlers a route does not skip only.
      const quota =
        route.quota ??
        this.toQuota(
          throttler.name,
          await this.resolve(context, route.limit),
          await this.resolve(context, route.ttl),
          await this.resolve(context, route.blockDuration),
        );
      if (route.fixed) route.quota = quota;
      const handled = await this.handleRequest({
        context,
        ...quota,
        throttler,
        getTracker: route.getTracker,
        generateKey: route.generateKey,
      });
      allowed = handled && allowed;
    }
    return allowed;
  }

  private resolve(
    context: ExecutionContext,
    value: Resolvable<number> | undefined,
  ): Promise<unknown> | unknown {
    return typeof value === 'function' ? value(context) : value;
  }

  private toQuota(
    name: string,
    limit: unknown,
    ttl: unknown,
    blockDuration: unknown,
  ): Quota {
    const ttlMs = toNumber(ttl, 'ttl', name);
    return {
      limit: toNumber(limit, 'limit', name),
      ttl: ttlMs,
      blockDuration: toNumber(blockDuration ?? ttlMs, 'blockDuration', name),
    };
  }

  protected override async getTracker(
    request: Record<string, any>,
  ): Promise<string> {
    const id: unknown = request.user?.id;
    return id == null ? ipTracker(request) : `user:${String(id)}`;
  }

  /** The tracker alone: the storages keep each throttler's keys apart. */
  protected override generateKey(
    _context: ExecutionContext,
    tracker: string,
  ): string {
    return tracker;
  }

  protected override async handleRequest({
    context,
    limit,
    ttl,
    throttler,
    blockDuration,
    getTracker,
    generateKey,
  }: ThrottlerRequest): Promise<boolean> {
    const { req, res } = this.getRequestResponse(context);
    // The guard names every throttler in onModuleInit.
    const name = throttler.name!;
    const tracker = await getTracker(req, context);
    const key = generateKey(context, tracker, name);
    const record = await this.storageService.increment(
      key,
      ttl,
      limit,
      blockDuration,
      name,
    );
    const reset = record.isBlocked
      ? record.timeToBlockExpire
      : record.timeToExpire;
    this.appendHeader(
      res,
      RATELIMIT_POLICY_FIELD,
      rateLimitPolicyItem(name, limit, toSeconds(ttl)),
    );
    this.appendHeader(
      res,
      RATELIMIT_FIELD,
      rateLimitItem(name, Math.max(0, limit - record.totalHits), reset),
    );
    if (record.isBlocked) {
      await this.throwThrottlingException(context, {
        ...record,
        limit,
        ttl,
        key,
        tracker,
      });
    }
    return true;
  }

  protected override async throwThrottlingException(
    _context: ExecutionContext,
    { limit, ttl, timeToBlockExpire }: ThrottlerLimitDetail,
  ): Promise<void> {
    throw new ProblemException(HttpStatus.TOO_MANY_REQUESTS, {
      detail: `Rate limit exceeded: ${limit} requests per ${toSeconds(ttl)} s; retry in ${timeToBlockExpire} s.`,
      headers: { 'Retry-After': String(timeToBlockExpire) },
    });
  }

  /** Several throttlers may limit one request: their items share one field. */
  private appendHeader(res: Response, name: string, item: string): void {
    const previous: unknown = res.getHeader(name);
    this.setResponseHeader(res, name, previous ? `${previous}, ${item}` : item);
  }
}
