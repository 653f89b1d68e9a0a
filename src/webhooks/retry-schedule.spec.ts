import { describe, expect, it } from '@jest/globals';
import { RetrySchedule } from './retry-schedule.js';

describe('RetrySchedule', () => {
  it('waits each step in turn, then has none left', () => {
    const schedule = new RetrySchedule('5,30,120', () => 0.5);
    expect([1, 2, 3, 4].map((n) => schedule.delayAfter(n))).toEqual([
      5000,
      30_000,
      120_000,
      undefined,
    ]);
  });

  it('draws each wait within 20 % of its step', () => {
    expect(new RetrySchedule('10', () => 0).delayAfter(1)).toBe(8000);
    expect(new RetrySchedule('10', () => 1).delayAfter(1)).toBe(12_000);
  });
});
