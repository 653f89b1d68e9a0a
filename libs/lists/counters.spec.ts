import {
  afterEach,
  beforeEach,
  describe,
  expect,
  it,
  jest,
} from '@jest/globals';
import { recentCounters } from './counters.js';

describe('recentCounters', () => {
  let reads: string[][];
  let failNext: boolean;
  const read = (names: string[]) => {
    reads.push(names);
    if (failNext) {
      failNext = false;
      return Promise.reject(new Error('database down'));
    }
    return Promise.resolve(names.map((name) => name.length + reads.length));
  };
  beforeEach(() => {
    reads = [];
    failNext = false;
    jest.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('reads only the sizes not read in the last maxAgeMs, all in one call', async () => {
    const sizes = recentCounters(read, 1000);
    expect(await sizes(['docs', 'docs.tag:a'])).toEqual([5, 11]);
    jest.setSystemTime(999);
    expect(await sizes(['docs', 'docs.tag:a', 'docs.tag:bb'])).toEqual([
      5, 11, 13,
    ]);
    jest.setSystemTime(1000);
    expect(await sizes(['docs', 'docs.tag:bb'])).toEqual([7, 13]);
    expect(reads).toEqual([['docs', 'docs.tag:a'], ['docs.tag:bb'], ['docs']]);
  });

  it('shares a read in flight, and keeps no failed one', async () => {
    const sizes = recentCounters(read, 1000);
    failNext = true;
    const [first, second] = [sizes(['docs']), sizes(['docs'])];
    await expect(first).rejects.toThrow('database down');
    await expect(second).rejects.toThrow('database down');
    expect(await sizes(['docs'])).toEqual([6]);
    expect(reads).toEqual([['docs'], ['docs']]);
  });
});
