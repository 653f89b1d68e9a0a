import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import type { Redis } from 'ioredis';
import {
  type DeadRedis,
  redisReady,
  REDIS_URL,
  startDeadRedis,
} from '../../test/support/redis.js';
import { RedisHealthIndicator } from './redis-health.indicator.js';
import { RedisThrottlerStorage } from './redis-throttler.storage.js';
import { describeWith } from '../../test/support/needs.js';

describeWith('Redis')('RedisHealthIndicator', () => {
  const indicator = new RedisHealthIndicator(new HealthIndicatorService());
  // The connections the indicator checks in the application: the storage's.
  const storages: RedisThrottlerStorage[] = [];
  const connect = (url: string): Redis => {
    const storage = new RedisThrottlerStorage({ url });
    storages.push(storage);
    return storage.client;
  };
  let up: Redis;
  let down: Redis;
  let deadRedis: DeadRedis;
  beforeAll(async () => {
    // The dead connection's storage warns; not this test's subject.
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    up = connect(REDIS_URL);
    deadRedis = await startDeadRedis();
    down = connect(deadRedis.url);
    await redisReady(up);
  });
  afterAll(async () => {
    for (const storage of storages) storage.onApplicationShutdown();
    await deadRedis.close();
    jest.restoreAllMocks();
  });

  it('reports up when Redis answers PING', async () => {
    expect(await indicator.pingCheck('redis', up)).toEqual({
      redis: { status: 'up', responseTime: expect.any(Number) },
    });
  });

  it('reports down, with the reason, when Redis cannot be reached', async () => {
    expect(await indicator.pingCheck('redis', down)).toEqual({
      redis: {
        status: 'down',
        message: expect.stringMatching(/writeable|ECONNREFUSED/),
        responseTime: expect.any(Number),
      },
    });
  });

  it('reports down when PING takes longer than the timeout', async () => {
    const slow = { ping: () => new Promise(() => undefined) } as Redis;
    expect(await indicator.pingCheck('redis', slow, { timeout: 50 })).toEqual({
      redis: {
        status: 'down',
        message: 'timeout of 50ms exceeded',
        responseTime: expect.any(Number),
      },
    });
  });
});
