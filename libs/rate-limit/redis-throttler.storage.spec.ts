import {
  afterAll,
  afterEach,
  beforeAll,
  describe,
  expect,
  it,
  jest,
} from '@jest/globals';
import { Logger } from '@nestjs/common';
import {
  type DeadRedis,
  redisReady,
  REDIS_URL,
  startDeadRedis,
  uniqueKeyPrefix,
} from '../../test/support/redis.js';
import { RedisThrottlerStorage } from './redis-throttler.storage.js';

describe('RedisThrottlerStorage', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  describe('with Redis up', () => {
    const keyPrefix = uniqueKeyPrefix();
    let storage: RedisThrottlerStorage;
    beforeAll(async () => {
      storage = new RedisThrottlerStorage({ url: REDIS_URL, keyPrefix });
      await redisReady(storage.client);
    });
    afterAll(() => storage.onApplicationShutdown());

    it('keeps each window under the prefix and the throttler name, expiring with it', async () => {
      await storage.increment('ip:10.0.0.1', 60_000, 5, 60_000, 'default');
      const key = `${keyPrefix}default:ip:10.0.0.1`;
      expect(await storage.client.get(key)).toBe('1');
      const msLeft = await storage.client.pttl(key);
      expect(msLeft).toBeGreaterThan(59_000);
      expect(msLeft).toBeLessThanOrEqual(60_000);
    });

    it('counts concurrent hits exactly once each', async () => {
      const records = await Promise.all(
        Array.from({ length: 50 }, () =>
          storage.increment('busy', 60_000, 30, 60_000, 'default'),
        ),
      );
      const served = records.filter((record) => !record.isBlocked);
      expect(
        served.map((record) => record.totalHits).sort((a, b) => a - b),
      ).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
      expect(records.filter((record) => record.isBlocked)).toHaveLength(20);
    });
  });

  describe('with Redis down', () => {
    let deadRedis: DeadRedis;
    let storage: RedisThrottlerStorage;
    beforeAll(async () => {
      deadRedis = await startDeadRedis();
    });
    afterAll(async () => {
      storage.onApplicationShutdown();
      await deadRedis.close();
    });

    it('serves every request at once, and warns once per interval, not per request', async () => {
      const warn = jest
        .spyOn(Logger.prototype, 'warn')
        .mockImplementation(() => undefined);
      storage = new RedisThrottlerStorage({
        url: deadRedis.url,
        commandTimeout: 5_000,
        warnInterval: 60_000,
      });
      const started = performance.now();
      const records = await Promise.all(
        Array.from({ length: 20 }, () =>
          storage.increment('client', 60_000, 1, 60_000, 'default'),
        ),
      );
      // Not queued until Redis is back, nor left to time out.
      expect(performance.now() - started).toBeLessThan(1_000);
      for (const record of records) {
        expect(record).toEqual({
          totalHits: 0,
          timeToExpire: 60,
          isBlocked: false,
          timeToBlockExpire: 0,
        });
      }
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0][0]).toMatch(/Redis is failing/);
    });
  });
});
