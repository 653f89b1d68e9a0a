import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import type { Redis } from 'ioredis';
import { SERVICES } from './services.mjs';

/** `TEST_REDIS_URL`, or the local one: tests that need it are skipped when it is down (needs.ts). */
export const REDIS_URL = SERVICES.Redis.url;

/** A Redis that is down: the URL of a listener that drops every connection at once. */
export interface DeadRedis {
  url: string;
  close(): Promise<void>;
}

/** Holds a port of its own while the test runs, so that nothing else can answer on it. */
export async function startDeadRedis(): Promise<DeadRedis> {
  const server = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as { port: number };
  return {
    url: `redis://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}

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
          `These tests need Redis at ${REDIS_URL}, which did not answer within ${timeout} ms: ` +
            'start it, or set TEST_REDIS_URL (docs/testing.md).',
        ),
      );
    }, timeout);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
