import { describe, expect, it } from '@jest/globals';
import { ProblemException } from '#libs/rest/index.js';
import { MAX_KEY_LENGTH, parseIdempotencyKey } from './idempotency-key.js';

describe('parseIdempotencyKey (RFC 8941 sf-string)', () => {
  it('reads a quoted string, its escapes and the spaces around it', () => {
    expect(parseIdempotencyKey('"abc-123"')).toBe('abc-123');
    expect(parseIdempotencyKey('  "a b"  ')).toBe('a b');
    expect(parseIdempotencyKey('"say \\"hi\\" \\\\"')).toBe('say "hi" \\');
    const longest = 'k'.repeat(MAX_KEY_LENGTH);
    expect(parseIdempotencyKey(`"${longest}"`)).toBe(longest);
  });

  it.each([
    ['a token', 'abc-123'],
    ['an empty string', '""'],
    ['a key too long', `"${'k'.repeat(MAX_KEY_LENGTH + 1)}"`],
    ['parameters', '"a";p=1'],
    ['two strings', '"a", "b"'],
    ['an unknown escape', '"a\\n"'],
    ['a lone backslash', '"a\\"'],
    ['a character beyond ASCII', '"caf\u00e9"'],
    ['a tab', '"a\tb"'],
    ['a tab around it', '\t"a"'],
    ['two headers', ['"a"', '"b"']],
  ])('refuses %s with a 400', (_name, header) => {
    let error: unknown;
    try {
      parseIdempotencyKey(header);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ProblemException);
    expect((error as ProblemException).getStatus()).toBe(400);
    expect((error as ProblemException).problem.code).toBe(
      'IDEMPOTENCY.KEY_MALFORMED',
    );
  });
});
