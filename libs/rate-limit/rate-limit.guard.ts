import { ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import {
  ThrottlerGuard,
  type ThrottlerLimitDetail,
  type ThrottlerRequest,
} from '@nestjs/throttler';
import { ProblemException } from '#libs/rest/index.js';
import {
  RATELIMIT_FIELD,
  RATELIMIT_POLICY_FIELD,
  rateLimitItem,
  rateLimitPolicyItem,
} from './ratelimit-fields.js';
import { ipTracker } from './trackers.js';

type Response = Record<string, any>;

const toSeconds = (ms: number): number => Math.ceil(ms / 1000);

/**
 * The throttler guard with one quota per client across all routes, the IETF `RateLimit-Policy`
 * and `RateLimit` fields instead of `X-RateLimit-*`, and refusals as 429 problem+json with
 * `Retry-After`. The client is `user:<id>` when a guard before this one has set `request.user`,
 * else `ip:<address>`. Not read from the throttler options: `ignoreUserAgents`, `setHeaders`,
 * `errorMessage`, `ipv6SubnetPrefix`.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
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
