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
import { Redis } from 'ioredis';
import {
  type DeadRedis,
  redisReady,
  REDIS_URL,
  startDeadRedis,
  uniqueKeyPrefix,
} from '../../test/support/redis.js';
import { startTcpProxy, type TcpProxy } from '../../test/support/tcp-proxy.js';
import { describeWith } from '../../test/support/needs.js';
import { RedisThrottlerStorage } from './redis-throttler.storage.js';

describe('RedisThrottlerStorage', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  describeWith('Redis')('with Redis up', () => {
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

    it('counts in memory at once, without queueing, and warns once per interval, not per request', async () => {
      const warn = jest
        .spyOn(Logger.prototype, 'warn')
        .mockImplementation(() => undefined);
      // A command queued until Redis is back, or left to time out, would outlast Jest's timeout.
      storage = new RedisThrottlerStorage({
        url: deadRedis.url,
        commandTimeout: 60_000,
        warnInterval: 60_000,
      });
      const records = [];
      for (let i = 0; i < 8; i++) {
        records.push(
          await storage.increment('client', 60_000, 5, 60_000, 'default'),
        );
      }
      expect(records.map((record) => record.isBlocked)).toEqual([
        false,
        false,
        false,
        false,
        false,
        true,
        true,
        true,
      ]);
      expect(records[4]).toEqual({
        totalHits: 5,
        timeToExpire: 60,
        isBlocked: false,
        timeToBlockExpire: 0,
      });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0][0]).toMatch(/Redis is failing/);
    });
  });

  describeWith('Redis')('with Redis lost, then back', () => {
    const keyPrefix = uniqueKeyPrefix();
    let proxy: TcpProxy;
    let storage: RedisThrottlerStorage;
    let direct: Redis;
    beforeAll(async () => {
      const { hostname, port } = new URL(REDIS_URL);
      proxy = await startTcpProxy({ host: hostname, port: Number(port) });
      storage = new RedisThrottlerStorage({
        url: proxy.through(REDIS_URL),
        keyPrefix,
      });
      direct = new Redis(REDIS_URL);
      await Promise.all([redisReady(storage.client), redisReady(direct)]);
    });
    afterAll(async () => {
      storage.onApplicationShutdown();
      direct.disconnect();
      await proxy.close();
    });

    it('counts in memory while Redis is unreachable, and in Redis again once it answers', async () => {
      jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
      const log = jest
        .spyOn(Logger.prototype, 'log')
        .mockImplementation(() => undefined);
      const hit = () =>
        storage.increment('ip:10.0.0.2', 60_000, 1, 60_000, 'default');
      proxy.cut();
      expect((await hit()).isBlocked).toBe(false);
      expect((await hit()).isBlocked).toBe(true);
      const key = `${keyPrefix}default:ip:10.0.0.2`;
      expect(await direct.get(key)).toBeNull();

      proxy.restore();
      await redisReady(storage.client);
      expect(await hit()).toMatchObject({ totalHits: 1, isBlocked: false });
      expect(await direct.get(key)).toBe('1');
      expect(log).toHaveBeenCalledWith(
        expect.stringMatching(/Redis answers again/),
      );
    });
  });
});
