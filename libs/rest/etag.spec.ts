import { describe, expect, it } from '@jest/globals';
import { etag, matchesIfNoneMatch, parseIfMatch } from './etag.js';
import { ProblemException } from './problem.js';

describe('etag', () => {
  it('quotes the version, with W/ when weak', () => {
    expect(etag(3)).toBe('"3"');
    expect(etag(3, true)).toBe('W/"3"');
  });
});

describe('matchesIfNoneMatch', () => {
  it.each([
    ['"3"', true],
    ['W/"3"', true],
    ['*', true],
    [' * ', true],
    ['\t*\t', true],
    // Only SP and HTAB are whitespace in HTTP (RFC 9110 §5.6.3): a 0xA0 byte is not.
    ['\u00a0*', false],
    ['"1", W/"3" ,"7"', true],
    ['"1","3"', true],
    ['"30"', false],
    ['"1", "2"', false],
    ['3', false],
    ['', false],
  ])('%j against version 3 → %s', (header, matches) => {
    expect(matchesIfNoneMatch(header, 3)).toBe(matches);
  });

  it('is false without the header', () => {
    expect(matchesIfNoneMatch(undefined, 3)).toBe(false);
  });
});

describe('parseIfMatch', () => {
  it.each([
    [undefined, undefined],
    ['*', undefined],
    ['"7"', 7],
    [' "12" ', 12],
    ['\t"12"\t', 12],
  ])('%j → %j', (header, version) => {
    expect(parseIfMatch(header)).toBe(version);
  });

  it.each([
    '7',
    '\u00a0"7"',
    '"7"\u00a0',
    '\u00a0*',
    'W/"7"',
    '"7", "8"',
    '"abc"',
    '"0"',
    '"07"',
    '"1.5"',
    '',
    '"99999999999999999"',
    '*, "7"',
  ])('rejects %j with a 400 problem', (header) => {
    let thrown: unknown;
    try {
      parseIfMatch(header);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ProblemException);
    expect((thrown as ProblemException).getStatus()).toBe(400);
    expect((thrown as ProblemException).problem.detail).toMatch(
      /^If-Match must be/,
    );
  });
});
