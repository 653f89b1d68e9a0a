import { describe, expect, it } from '@jest/globals';
import { parseSearch, type SearchTerm } from './search-text.js';
import { walkReach, WordShares } from './word-shares.js';

const terms = (q: string): SearchTerm[] => {
  const parsed = parseSearch(q);
  if (!('terms' in parsed)) throw new Error(parsed.problem);
  return parsed.terms;
};

// As ANALYZE would find them: words in every row, in one row in ten, and rarer ones.
const shares = new WordShares(
  new Map([
    ['write', 1],
    ['ahead', 1],
    ['log', 0.98],
    ['kernel', 0.1],
    ['kernels', 0.02],
    ['gamma', 0.6],
    ['go', 0.3],
    ['golang', 0.2],
  ]),
  0.0005,
);
const of = (q: string) => ({
  share: shares.of(terms(q)),
  expected: shares.expected(terms(q)),
  reads: shares.reads(terms(q)),
});

describe('word shares', () => {
  it('bounds the share of the rows a q matches by its rarest term', () => {
    expect(shares.of(terms('kernel'))).toBeCloseTo(0.12);
    expect(shares.of(terms('"write ahead"'))).toBe(1);
    expect(shares.of(terms('g'))).toBe(1);
    expect(shares.of(terms('zephyr kernel'))).toBe(0.0005);
  });

  it('expects the share of terms as if independent, not below a word the statistics miss', () => {
    expect(shares.expected(terms('kernel'))).toBeCloseTo(0.12);
    expect(shares.expected(terms('kernel gamma go'))).toBeCloseTo(0.036);
    expect(shares.expected(terms('zephyr kernel'))).toBe(0.0005);
  });

  it('scores by the words and prefixes in fewer than half the rows, and by every phrase', () => {
    expect(shares.scored(terms('kernel g gamma zephyr'))).toEqual([
      { kind: 'prefix', word: 'kernel' },
      { kind: 'prefix', word: 'zephyr' },
    ]);
    // Its words are in every row; the phrase is not.
    expect(shares.scored(terms('"write ahead" log'))).toEqual([
      { kind: 'phrase', words: ['write', 'ahead'] },
    ]);
    expect(shares.scored(terms('go g'))).toEqual([]);
  });

  it('reads the candidates by the rarest term', () => {
    expect(shares.rarest(terms('g go zephyr kernel'))).toEqual({
      kind: 'prefix',
      word: 'zephyr',
    });
    expect(shares.rarest(terms('gamma "write ahead"'))).toEqual({
      kind: 'prefix',
      word: 'gamma',
    });
  });

  it('counts what reading the matches costs: the rows of the rarest term, and its prefix’s entries', () => {
    expect(shares.reads(terms('kernel'))).toBeCloseTo(0.132);
    // Every row holding both words is read to find the phrase.
    expect(shares.reads(terms('"write ahead"'))).toBe(1);
    // A one-letter prefix merges the lists of every word it begins.
    expect(shares.reads(terms('g'))).toBeCloseTo(1.11);
    expect(shares.reads(terms('zephyr'))).toBeCloseTo(0.00055);
    // Ten one-letter prefixes, one of them rare: its matches are read, each checked for the others.
    expect(shares.reads(terms('g r s t u v w x y z'))).toBeCloseTo(0.00055);
  });

  it('walks the newest rows four times as far as the share says, or reads a rare word', () => {
    expect(walkReach(of('kernel'), 1_000_000, 1000)).toBe(
      Math.ceil(4004 / 0.12),
    );
    expect(walkReach(of('zephyr'), 1_000_000, 1000)).toBeUndefined();
    // A read row costs four walked ones: on 100,000 rows, the read of 12,000 costs more than a
    // walk of 33,367; on 50,000, the read of 6,000 costs less.
    expect(walkReach(of('kernel'), 100_000, 1000)).toBe(Math.ceil(4004 / 0.12));
    expect(walkReach(of('kernel'), 50_000, 1000)).toBeUndefined();
    expect(walkReach(undefined, 1_000_000, 1000)).toBeUndefined();
  });

  it('walks again, past a short walk twice as far as its own rate of matches says the rest lie, or reads', () => {
    const short = (found: number) => ({ reach: 33_367, found });
    expect(walkReach(of('kernel'), 1_000_000, 1000, short(500))).toBe(
      Math.ceil(33_367 + (1002 * 33_367) / 500),
    );
    expect(walkReach(of('kernel'), 1_000_000, 1000, short(900))).toBe(
      Math.ceil(33_367 + (202 * 33_367) / 900),
    );
    // Beyond the table, or dearer than the read of 132,000 rows: read.
    expect(walkReach(of('kernel'), 1_000_000, 1000, short(10))).toBeUndefined();
    expect(
      walkReach(of('kernel'), 1_000_000, 1000, short(100)),
    ).toBeUndefined();
    // It found none: the matches lie further down than any walk should go.
    expect(walkReach(of('kernel'), 1_000_000, 1000, short(0))).toBeUndefined();
  });

  it('walks as far as it takes where the read would cost the whole table', () => {
    expect(walkReach(of('"write ahead"'), 1_000_000, 1000)).toBe('all');
    expect(walkReach(of('g'), 1_000_000, 1000)).toBe('all');
    // Two common words: their rows are read less often than walked.
    expect(walkReach(of('go gamma'), 1_000_000, 1000)).toBe(
      Math.ceil(4004 / 0.3),
    );
  });

  it('walks several terms as far as their expected share says, up to half the read', () => {
    // Alone, kernel's share would say 33,367 rows.
    expect(walkReach(of('kernel gamma go'), 1_000_000, 1000)).toBe(
      Math.ceil(4004 / 0.036),
    );
    // The read of 0.132 × 300,000 rows costs 158,400 walked ones.
    expect(walkReach(of('kernel gamma go'), 300_000, 1000)).toBe(79_200);
  });
});
