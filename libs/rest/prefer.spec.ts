import { describe, expect, it } from '@jest/globals';
import { prefersReturnMinimal } from './prefer.js';

describe('prefersReturnMinimal', () => {
  it.each([
    ['return=minimal', true],
    ['  return = minimal  ', true],
    ['RETURN=Minimal', true],
    ['return="minimal"', true],
    ['respond-async, wait=10, return=minimal; foo=bar', true],
    [['handling=lenient', 'return=minimal'], true],
    ['return=representation', false],
    ['return=representation, return=minimal', false],
    ['return=minimalist', false],
    ['return="minimal', false],
    ['handling=strict', false],
    ['', false],
    [undefined, false],
  ])('%j → %s', (header, expected) => {
    expect(prefersReturnMinimal(header)).toBe(expected);
  });
});
