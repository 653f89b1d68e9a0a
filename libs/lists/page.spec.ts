import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { CursorSigner, parseSort, ProblemException } from '#libs/rest/index.js';
import { cursorPosition, MAX_CURSOR_TEXT } from './page.js';

const signer = new CursorSigner([randomBytes(32)]);
const keys = parseSort('title,-createdAt', ['title', 'createdAt']);
const ID = 'c0ffee00-0000-4000-8000-000000000000';
const TIME = '2026-01-02T03:04:05.678Z';
const signed = (values: unknown[]) =>
  signer.encode('scope', { after: true, values });

/** The 400 of a cursor, as `{ status, code }`. */
const refusal = (token: string) => {
  try {
    cursorPosition(signer, token, 'scope', keys);
  } catch (error) {
    if (error instanceof ProblemException)
      return { status: error.getStatus(), code: error.problem.code };
    throw error;
  }
  return 'accepted';
};

describe('cursorPosition', () => {
  it('gives the position of a cursor of its scope, times as dates', () => {
    expect(
      cursorPosition(
        signer,
        signed(['🎓'.repeat(200), TIME, ID]),
        'scope',
        keys,
      ),
    ).toEqual({
      after: true,
      values: ['🎓'.repeat(200), new Date(TIME), ID],
    });
  });

  it.each([
    ['a NUL in a text', ['a\u0000b', TIME, ID]],
    ['a lone surrogate', ['\ud800', TIME, ID]],
    [
      'a text longer than any column',
      ['x'.repeat(MAX_CURSOR_TEXT + 1), TIME, ID],
    ],
    ['an impossible date', ['a', '2026-02-30T00:00:00.000Z', ID]],
    ['a time the API does not print', ['a', '2026-01-02T03:04:05Z', ID]],
    ['an upper-case id', ['a', TIME, ID.toUpperCase()]],
    ['a number for a text', [1, TIME, ID]],
  ])('refuses, even signed, %s: the API never issues one', (_case, values) => {
    expect(refusal(signed(values))).toEqual({
      status: 400,
      code: 'LIST.INVALID_CURSOR',
    });
  });

  it('refuses a cursor it did not sign, and one of another scope', () => {
    const unsigned = Buffer.from(
      JSON.stringify(['scope', 'a', 'a', TIME, ID]),
    ).toString('base64url');
    expect(refusal(unsigned)).toEqual({
      status: 400,
      code: 'LIST.INVALID_CURSOR',
    });
    expect(
      refusal(signer.encode('other', { after: true, values: ['a', TIME, ID] })),
    ).toEqual({ status: 400, code: 'LIST.INVALID_CURSOR' });
  });
});
