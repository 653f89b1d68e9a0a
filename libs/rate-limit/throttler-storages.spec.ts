import { afterAll, beforeAll, beforeEach, expect, it } from '@jest/globals';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  redisReady,
  REDIS_URL,
  uniqueKeyPrefix,
} from '../../test/support/redis.js';
import { describeWith } from '../../test/support/needs.js';
import type { ServiceName } from '../../test/support/services.mjs';
import { MemoryThrottlerStorage } from './memory-throttler.storage.js';
import { RedisThrottlerStorage } from './redis-throttler.storage.js';

type Storage = ThrottlerStorage & { onApplicationShutdown(): void };

const storages: [string, ServiceName[], () => Promise<Storage>][] = [
  ['MemoryThrottlerStorage', [], async () => new MemoryThrottlerStorage()],
  [
    'RedisThrottlerStorage',
    ['Redis'],
    async () => {
      const storage = new RedisThrottlerStorage({
        url: REDIS_URL,
        keyPrefix: uniqueKeyPrefix(),
      });
      await redisReady(storage.client);
      return storage;
    },
  ],
];

const MINUTE = 60_000;

for (const [name, services, create] of storages)
  describeWith(...services)(`${name} (fixed window)`, () => {
    let storage: Storage;
    let keys = 0;
    const hit = (
      ttl: number,
      limit: number,
      blockDuration = ttl,
      key = `k${keys}`,
      throttler = 'default',
    ) => storage.increment(key, ttl, limit, blockDuration, throttler);

    beforeAll(async () => {
      storage = await create();
    });
    afterAll(() => storage.onApplicationShutdown());
    // Each test has keys of its own.
    beforeEach(() => {
      keys += 1;
    });

    it('counts the hits of a window and says in seconds when it ends', async () => {
      expect(await hit(MINUTE, 3)).toEqual({
        totalHits: 1,
        timeToExpire: 60,
        isBlocked: false,
        timeToBlockExpire: 0,
      });
      expect((await hit(MINUTE, 3)).totalHits).toBe(2);
      expect(await hit(MINUTE, 3)).toMatchObject({
        totalHits: 3,
        isBlocked: false,
      });
    });

    it('blocks the hit over the limit for blockDuration and counts no more hits meanwhile', async () => {
      await hit(MINUTE, 2, 2 * MINUTE);
      await hit(MINUTE, 2, 2 * MINUTE);
      const refused = {
        totalHits: 3,
        timeToExpire: 120,
        isBlocked: true,
        timeToBlockExpire: 120,
      };
      expect(await hit(MINUTE, 2, 2 * MINUTE)).toEqual(refused);
      expect(await hit(MINUTE, 2, 2 * MINUTE)).toEqual(refused);
    });

    it('without blockDuration, refuses until the window ends', async () => {
      await hit(MINUTE, 1, 0);
      expect(await hit(MINUTE, 1, 0)).toEqual({
        totalHits: 2,
        timeToExpire: 60,
        isBlocked: true,
        timeToBlockExpire: 60,
      });
    });

    it('starts a fresh window when the last one has ended', async () => {
      await hit(200, 1);
      expect((await hit(200, 1)).isBlocked).toBe(true);
      await sleep(250);
      expect(await hit(200, 1)).toMatchObject({
        totalHits: 1,
        isBlocked: false,
      });
    });

    it('starts a fresh window when a block shorter than the window is over', async () => {
      await hit(MINUTE, 1, 200);
      expect(await hit(MINUTE, 1, 200)).toMatchObject({
        isBlocked: true,
        timeToBlockExpire: 1,
      });
      await sleep(250);
      expect(await hit(MINUTE, 1, 200)).toEqual({
        totalHits: 1,
        timeToExpire: 60,
        isBlocked: false,
        timeToBlockExpire: 0,
      });
    });

    it('keeps apart the windows of different keys and of different throttlers', async () => {
      await hit(MINUTE, 5, MINUTE, 'shared', 'first');
      await hit(MINUTE, 5, MINUTE, 'shared', 'first');
      expect((await hit(MINUTE, 5, MINUTE, 'shared', 'second')).totalHits).toBe(
        1,
      );
      expect((await hit(MINUTE, 5, MINUTE, 'other', 'first')).totalHits).toBe(
        1,
      );
    });
  });
