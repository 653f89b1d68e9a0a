import { ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  type ThrottlerLimitDetail,
  type ThrottlerModuleOptions,
  type ThrottlerRequest,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import { ProblemException, RouteSettingsReflector } from '#libs/rest/index.js';
import {
  RATELIMIT_FIELD,
  RATELIMIT_POLICY_FIELD,
  rateLimitItem,
  rateLimitPolicyItem,
} from './ratelimit-fields.js';
import { clientTracker } from './trackers.js';

const toSeconds = (ms: number): number => Math.ceil(ms / 1000);

const defaultTracker = clientTracker();

/** Seconds until a record's window, or its block, ends. */
const resetOf = (
  record: Pick<
    ThrottlerLimitDetail,
    'isBlocked' | 'timeToBlockExpire' | 'timeToExpire'
  >,
): number =>
  record.isBlocked ? record.timeToBlockExpire : record.timeToExpire;

/**
 * `ThrottlerGuard` with the API's conventions (ADR 0203): one quota per client across routes, IETF
 * `RateLimit` fields, 429 problem+json, each request counted once however often it is asked.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  private readonly seen = new WeakSet<object>();
  private readonly refusals = new WeakMap<object, string>();

  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
  ) {
    // ThrottlerGuard reads each throttler's route settings on every request: once per route here.
    super(options, storage, new RouteSettingsReflector());
  }

  override async onModuleInit(): Promise<void> {
    await super.onModuleInit();
    // ThrottlerGuard only logs a warning; a guard that limits nothing is a configuration error.
    if (this.throttlers.length === 0) {
      throw new Error(
        'RateLimitGuard: no throttler is configured in ThrottlerModule, so nothing would be limited.',
      );
    }
  }

  /** Whether this guard has counted (or skipped) `request`: the other ones never reached it. */
  hasSeen(request: object): boolean {
    return this.seen.has(request);
  }

  /** The name of the throttler that refused `request` (429), if one did. */
  refusedBy(request: object): string | undefined {
    return this.refusals.get(request);
  }

  protected override async shouldSkip(
    context: ExecutionContext,
  ): Promise<boolean> {
    const request = context.switchToHttp().getRequest<object>();
    if (this.seen.has(request)) return true;
    this.seen.add(request);
    return false;
  }

  protected override async getTracker(
    request: Record<string, any>,
  ): Promise<string> {
    return defaultTracker(request);
  }

  /** The tracker alone: the storages keep each throttler's keys apart, and a quota spans routes. */
  protected override generateKey(
    _context: ExecutionContext,
    tracker: string,
  ): string {
    return tracker;
  }

  /** Counts the request against one throttler: adds its `RateLimit` items, or throws the 429. */
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
    const name = throttler.name ?? 'default';
    const tracker = await getTracker(req, context);
    const key = generateKey(context, tracker, name);
    const record = await this.storageService.increment(
      key,
      ttl,
      limit,
      blockDuration,
      name,
    );
    const left = Math.max(0, limit - record.totalHits);
    this.appendItem(
      res,
      RATELIMIT_POLICY_FIELD,
      rateLimitPolicyItem(name, limit, toSeconds(ttl)),
    );
    this.appendItem(
      res,
      RATELIMIT_FIELD,
      rateLimitItem(name, left, resetOf(record)),
    );
    if (record.isBlocked) {
      this.refusals.set(req, name);
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
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    const reset = resetOf(detail);
    throw new ProblemException(HttpStatus.TOO_MANY_REQUESTS, {
      detail: `Rate limit exceeded: ${detail.limit} requests per ${toSeconds(detail.ttl)} s; retry in ${reset} s.`,
      headers: { 'Retry-After': String(reset) },
    });
  }

  /** Several throttlers may limit one request: their items share one field. */
  private appendItem(
    res: Record<string, any>,
    field: string,
    item: string,
  ): void {
    const previous: unknown = res.getHeader(field);
    this.setResponseHeader(
      res,
      field,
      previous ? `${previous}, ${item}` : item,
    );
  }
}
