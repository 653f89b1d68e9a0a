/**
 * Cost of one `increment` on a hot key, by storage and quota (platform notes: compare ratios
 * from one run). Run: npx tsc -p tsconfig.json && node dist/bench/throttler-storage.bench.js
 */
import { ThrottlerStorageService } from '@nestjs/throttler';
import { MemoryThrottlerStorage } from '#libs/rate-limit/index.js';

const HITS = 20_000;
const TTL = 60_000;

async function nsPerHit(
  storage: { increment: MemoryThrottlerStorage['increment'] },
  quota: number,
): Promise<number> {
  const key = `client-${quota}-${Math.random()}`;
  const started = process.hrtime.bigint();
  for (let i = 0; i < HITS; i++) {
    await storage.increment(key, TTL, quota, TTL, 'default');
  }
  return Number(process.hrtime.bigint() - started) / HITS;
}

const storages = {
  MemoryThrottlerStorage: new MemoryThrottlerStorage(),
  'ThrottlerStorageService (built-in)': new ThrottlerStorageService(),
};
for (const [name, storage] of Object.entries(storages)) {
  await nsPerHit(storage, 10);
  for (const quota of [10, 100_000]) {
    const ns = await nsPerHit(storage, quota);
    console.log(`${name}, quota ${quota}: ${Math.round(ns)} ns per hit`);
  }
  storage.onApplicationShutdown();
}
