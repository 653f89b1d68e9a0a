import { describe, expect, it } from '@jest/globals';
import { prefersReturnMinimal } from './prefer.js';

describe('prefersReturnMinimal', () => {
  it.each([
    ['return=minimal', true],
    ['  return = minimal  ', true],
    ['\treturn\t=\tminimal\t', true],
    // Only SP and HTAB are whitespace in HTTP (RFC 9110 §5.6.3): a 0xA0 byte is not.
    ['return=minimal\u00a0', false],
    ['\u00a0return=minimal', false],
    ['return\u00a0=minimal', false],
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
