import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  assertSafeInput,
  assertUniqueMembers,
  MAX_JSON_KEYS,
} from './input-guards.js';
import { ProblemException } from './problem.js';

/** The field errors `assertSafeInput` refuses `input` with; none when it passes. */
function refusal(input: unknown) {
  return refusalOf(() => assertSafeInput(input));
}

function refusalOf(check: () => unknown) {
  try {
    check();
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

describe('assertUniqueMembers', () => {
  /** The field errors a JSON text is refused with, as the body parser checks it. */
  const refused = (text: string) =>
    refusalOf(() =>
      assertUniqueMembers(text, assertSafeInput(JSON.parse(text))),
    );

  it.each([
    ['{"a":1,"a":1}', '/a'],
    ['{ "title" : "x" ,\n "title":"y"}', '/title'],
    ['{"a":1,"\\u0061":2}', '/a'],
    ['{"x":{"a":1},"y":[{"b":1},{"c":1,"c":2}]}', '/y/1/c'],
    ['[1,[2,3],{"a/b":1,"a/b":2}]', '/2/a~1b'],
    ['{"a":{"b":{}},"c":{"d":1,"d":1}}', '/c/d'],
  ])('refuses %s, naming %s', (text, field) => {
    expect(refused(text)).toEqual([
      { field, message: 'is a member name given twice in one object' },
    ]);
  });

  it.each([
    '{"a":1,"b":{"a":1}}',
    '[{"a":1},{"a":2}]',
    '{"a":"x:y","b":"\\":\\"","c":["\\"a\\":1,\\"a\\":2"]}',
    '"a:a:a"',
    '{"a":1,"A":1,"\\\\":1,"\\"":1}',
  ])('takes %s', (text) => {
    expect(refused(text)).toBeUndefined();
  });

  it('takes any JSON text without a repeated name, however its strings look', () => {
    fc.assert(
      fc.property(
        fc.jsonValue({
          maxDepth: 4,
          stringUnit: fc.constantFrom('"', '\\', ':', '{', '[', ',', 'a'),
        }),
        (value) => {
          expect(refused(JSON.stringify(value, null, 1))).toBeUndefined();
        },
      ),
      { seed: 38 },
    );
  });
});
