import { describe, expect, it } from '@jest/globals';
import { validateSync } from 'class-validator';
import { NoInvisibleCharacters } from './code-points.js';

class Identity {
  @NoInvisibleCharacters()
  email: string;
}

const accepts = (email: string): boolean => {
  const identity = new Identity();
  identity.email = email;
  return validateSync(identity).length === 0;
};

/** Every code point of a category, surrogates aside. */
const every = (category: RegExp): string[] =>
  Array.from({ length: 0x110000 }, (_, c) => c)
    .filter((c) => c < 0xd800 || c > 0xdfff)
    .map((c) => String.fromCodePoint(c))
    .filter((char) => category.test(char));

describe('NoInvisibleCharacters', () => {
  it('refuses every separator, control and format character', () => {
    const refused = [
      ...every(/\p{Z}/u),
      ...every(/\p{Cc}/u),
      ...every(/\p{Cf}/u),
    ].filter((char) => accepts(`a${char}b@example.test`));
    expect(refused).toEqual([]);
  });

  it('refuses letters and symbols drawn as nothing', () => {
    for (const blank of ['\u2800', '\u3164', '\u115F', '\u1160', '\uFFA0'])
      expect(accepts(`a${blank}b@example.test`)).toBe(false);
  });

  it('takes letters of any script', () => {
    expect(accepts('zoë@exämple.test')).toBe(true);
    expect(accepts('用户@例子.广告')).toBe(true);
  });
});
