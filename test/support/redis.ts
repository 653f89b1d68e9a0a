import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

/** The machine's Redis (platform notes); tests that need it fail, never skip, when it is down. */
export const REDIS_URL = 'redis://127.0.0.1:6379';

/** A port nothing listens on: a Redis that is down. */
export const DEAD_REDIS_URL = 'redis://127.0.0.1:6390';

/** A key prefix of its own for one test run, so runs never see each other's keys. */
export const uniqueKeyPrefix = (): string =>
  `test:${randomBytes(6).toString('hex')}:`;

/** Resolves once `client` is connected, or fails with what to do about it. */
export async function redisReady(client: Redis, timeout = 3000): Promise<void> {
  if (client.status === 'ready') return;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      // Left reconnecting, the client would keep Jest from ever exiting.
      client.disconnect();
      reject(
        new Error(
          `These tests need Redis at ${REDIS_URL}, which did not answer within ${timeout} ms. ` +
            'Start it: redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no',
        ),
      );
    }, timeout);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
