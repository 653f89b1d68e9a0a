import type { ThrottlerStorage } from '@nestjs/throttler';

/** What a storage answers for a hit (the throttler does not export the type from its index). */
export type ThrottlerStorageRecord = Awaited<
  ReturnType<ThrottlerStorage['increment']>
>;

/**
 * The record both storages return, from one fixed window: `count` hits so far (a refused hit
 * is counted once, then no more) and `msLeft` until the window, or the block, ends.
 * A count over the limit means blocked; the throttler wants seconds, rounded up.
 */
export function fixedWindowRecord(
  count: number,
  msLeft: number,
  limit: number,
): ThrottlerStorageRecord {
  const secondsLeft = Math.ceil(msLeft / 1000);
  const isBlocked = count > limit;
  return {
    totalHits: count,
    timeToExpire: secondsLeft,
    isBlocked,
    timeToBlockExpire: isBlocked ? secondsLeft : 0,
  };
}
