import { describe, expect, it } from '@jest/globals';
import { feedLink } from './feed-link.js';
import { oneAtATime } from './one-at-a-time.js';

describe('oneAtATime', () => {
  it('runs once more after a run during which it was triggered, however often; never two at once', async () => {
    let running = 0;
    let runs = 0;
    const failed: unknown[] = [];
    let release!: () => void;
    const trigger = oneAtATime(async () => {
      running += 1;
      expect(running).toBe(1);
      runs += 1;
      if (runs === 1) await new Promise<void>((resolve) => (release = resolve));
      running -= 1;
      return false;
    }, failed.push.bind(failed));
    trigger();
    trigger();
    trigger();
    release();
    while (runs < 2) await new Promise(setImmediate);
    await new Promise(setImmediate);
    expect([runs, failed]).toEqual([2, []]);
  });

  it('runs again while work answers true, and stops for good on a failure', async () => {
    const failures: unknown[] = [];
    let runs = 0;
    const trigger = oneAtATime(
      async () => {
        runs += 1;
        if (runs === 3) throw new Error('gone');
        return true;
      },
      (error) => failures.push(error),
    );
    trigger();
    while (failures.length === 0) await new Promise(setImmediate);
    trigger();
    await new Promise(setImmediate);
    expect([runs, failures]).toEqual([3, [new Error('gone')]]);
  });
});

describe('feedLink', () => {
  it('links to the events after `after`, every other parameter kept', () => {
    expect(
      feedLink('/api/v1/events?type=doc.*&after=a&limit=5&type=user.*', 'b'),
    ).toBe(
      '</api/v1/events?after=b&type=doc.*&limit=5&type=user.*>; rel="next"',
    );
    expect(feedLink('/api/events', undefined)).toBe(
      '</api/events>; rel="next"',
    );
  });
});
