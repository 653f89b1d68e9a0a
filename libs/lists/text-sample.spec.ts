import { describe, expect, it } from '@jest/globals';
import { TextSample, trigrams } from './text-sample.js';

describe('TextSample', () => {
  // Two columns' samples: each value stands for the share of rows given.
  const sample = new TextSample([
    ['doc 1: sql', 0.5],
    ['doc 2: http', 0.5],
    ['seeded doc number 1', 0.25],
    ['a replica', 0.25],
  ]);

  it('estimates the share of rows containing a text, at most 1', () => {
    expect(sample.share('doc')).toBe(1);
    expect(sample.share('sql')).toBe(0.5);
    expect(sample.share('replica')).toBe(0.25);
    expect(sample.share('zebra')).toBe(0);
  });

  it('estimates the share of each trigram, counted once per value', () => {
    expect(sample.trigramShare('doc')).toBe(1);
    expect(sample.trigramShare('htt')).toBe(0.5);
    expect(sample.trigramShare('rep')).toBe(0.25);
    expect(sample.trigramShare('xyz')).toBe(0);
  });

  it('cuts text into trigrams of code points', () => {
    expect([...trigrams('aaaa')]).toEqual(['aaa']);
    expect([...trigrams('😀ab😀')]).toEqual(['😀ab', 'ab😀']);
    expect([...trigrams('ab')]).toEqual([]);
  });
});
