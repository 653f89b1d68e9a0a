import {
  afterEach,
  beforeEach,
  describe,
  expect,
  it,
  jest,
} from '@jest/globals';
import { MemoryThrottlerStorage } from './memory-throttler.storage.js';

describe('MemoryThrottlerStorage', () => {
  let storage: MemoryThrottlerStorage;
  beforeEach(() => {
    jest.useFakeTimers();
    storage = new MemoryThrottlerStorage();
  });
  afterEach(() => {
    storage.onApplicationShutdown();
    jest.useRealTimers();
  });

  it('drops the windows of keys never hit again once they have ended', async () => {
    await storage.increment('gone', 1_000, 10, 1_000, 'default');
    await storage.increment('blocked', 1_000, 0, 120_000, 'default');
    await storage.increment('lasting', 600_000, 10, 600_000, 'default');
    expect(storage.size).toBe(3);

    jest.advanceTimersByTime(60_000);
    expect(storage.size).toBe(2);
    jest.advanceTimersByTime(60_000);
    expect(storage.size).toBe(1);
    expect(
      (await storage.increment('lasting', 600_000, 10, 600_000, 'default'))
        .totalHits,
    ).toBe(2);
  });
});
