import { describe, expect, it } from '@jest/globals';
import { assertSafeInput, MAX_JSON_KEYS } from './input-guards.js';
import { ProblemException } from './problem.js';

/** The field errors `assertSafeInput` refuses `input` with; none when it passes. */
function refusal(input: unknown) {
  try {
    assertSafeInput(input);
    return undefined;
  } catch (error) {
    return (error as ProblemException).problem.errors;
  }
}

describe('assertSafeInput', () => {
  it('names the place of a bad string as a JSON Pointer', () => {
    expect(refusal({ a: { 'b/c': ['ok', 'x\u0000'] } })).toEqual([
      { field: '/a/b~1c/1', message: 'must not contain NUL characters' },
    ]);
    expect(refusal('\ud800')).toEqual([
      { field: '/', message: expect.stringMatching(/^must be well-formed/) },
    ]);
  });

  it('counts object members, not array items', () => {
    const members = (n: number) =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 1]));
    expect(refusal(members(MAX_JSON_KEYS))).toBeUndefined();
    expect(refusal({ items: Array(100_000).fill(1) })).toBeUndefined();
    expect(refusal(members(MAX_JSON_KEYS + 1))).toEqual([
      {
        field: '/',
        message: `must not hold more than ${MAX_JSON_KEYS} members`,
      },
    ]);
    expect(
      refusal([members(MAX_JSON_KEYS / 2), members(MAX_JSON_KEYS / 2 + 1)]),
    ).toHaveLength(1);
  });

  it('refuses nesting deeper than 32 levels where it starts', () => {
    let deep: unknown = 1;
    for (let level = 0; level < 33; level++) deep = [deep];
    expect(refusal({ x: deep })).toEqual([
      {
        field: `/x${'/0'.repeat(31)}`,
        message: 'is nested deeper than 32 levels',
      },
    ]);
  });
});
