import { Injectable } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import type { Redis } from 'ioredis';

/** Terminus indicator: up when Redis answers a PING within `timeout` ms. */
@Injectable()
export class RedisHealthIndicator {
  constructor(private readonly indicator: HealthIndicatorService) {}

  pingCheck<const Key extends string>(
    key: Key,
    client: Redis,
    { timeout = 1000 }: { timeout?: number } = {},
  ) {
    return this.indicator
      .check(key)
      .attempt(async () => {
        await client.ping();
      })
      .withTimeout(timeout);
  }
}
