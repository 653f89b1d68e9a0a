import { Logger, OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { Redis, Result } from 'ioredis';
import { createRequire } from 'node:module';
import {
  fixedWindowRecord,
  type ThrottlerStorageRecord,
} from './fixed-window.js';
import { MemoryThrottlerStorage } from './memory-throttler.storage.js';

declare module 'ioredis' {
  interface RedisCommander<Context> {
    rateLimitHit(
      key: string,
      ttl: number,
      limit: number,
      blockDuration: number,
    ): Result<[count: number, msLeft: number], Context>;
  }
}

/** The memory storage's fixed window in one atomic step: KEYS[1] window; ARGV ttl, limit, blockDuration (ms). */
const HIT_SCRIPT = `
local limit = tonumber(ARGV[2])
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count <= limit then
  count = redis.call('INCR', KEYS[1])
  if count > limit and tonumber(ARGV[3]) > 0 then
    redis.call('PEXPIRE', KEYS[1], ARGV[3])
  elseif count == 1 then
    redis.call('PEXPIRE', KEYS[1], ARGV[1])
  end
end
return {count, redis.call('PTTL', KEYS[1])}
`;

export interface RedisThrottlerStorageOptions {
  /** `redis://` or `rediss://` URL. */
  url: string;
  /** Put before every key, so that several services or test runs can share one Redis. */
  keyPrefix?: string;
  /** Longest wait for Redis, in ms, before a hit is counted in memory instead. */
  commandTimeout?: number;
  /** Shortest time, in ms, between two warnings that Redis is failing. */
  warnInterval?: number;
}

/**
 * `MemoryThrottlerStorage`'s fixed window in Redis, shared by every instance (ADR 0200). While
 * Redis fails, hits are counted in this instance's memory instead (ADR 0202).
 */
export class RedisThrottlerStorage
  implements ThrottlerStorage, OnApplicationShutdown
{
  /** The connection, for a health check. */
  readonly client: Redis;
  private readonly keyPrefix: string;
  private readonly warnInterval: number;
  private readonly logger = new Logger(RedisThrottlerStorage.name);
  private readonly fallback = new MemoryThrottlerStorage();
  private failing = false;
  private lastWarning = -Infinity;

  constructor({
    url,
    keyPrefix = 'rate-limit:',
    commandTimeout = 200,
    warnInterval = 30_000,
  }: RedisThrottlerStorageOptions) {
    this.keyPrefix = keyPrefix;
    this.warnInterval = warnInterval;
    // ioredis is loaded only when Redis is configured: it is ~40 modules of start-up.
    const { Redis } = createRequire(import.meta.url)(
      'ioredis',
    ) as typeof import('ioredis');
    this.client = new Redis(url, {
      // While disconnected a command fails at once instead of queueing until Redis is back.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout,
      // ioredis would wait 2 s on shutdown for a socket that a refused reconnection already closed.
      disconnectTimeout: commandTimeout,
      scripts: { rateLimitHit: { numberOfKeys: 1, lua: HIT_SCRIPT } },
    });
    this.client.on('error', (error: Error) => this.warn(error));
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    try {
      const [count, msLeft] = await this.client.rateLimitHit(
        `${this.keyPrefix}${throttlerName}:${key}`,
        ttl,
        limit,
        blockDuration,
      );
      if (this.failing) {
        this.failing = false;
        this.lastWarning = -Infinity;
        this.logger.log('Redis answers again: quotas are shared again.');
      }
      return fixedWindowRecord(count, msLeft, limit);
    } catch (error) {
      this.failing = true;
      this.warn(error as Error);
      return this.fallback.increment(
        key,
        ttl,
        limit,
        blockDuration,
        throttlerName,
      );
    }
  }

  onApplicationShutdown(): void {
    this.client.disconnect();
    this.fallback.onApplicationShutdown();
  }

  private warn(error: Error): void {
    const now = Date.now();
    if (now - this.lastWarning < this.warnInterval) return;
    this.lastWarning = now;
    this.logger.warn(
      `Redis is failing, quotas are counted by this instance alone until it answers: ${error.message}`,
    );
  }
}
