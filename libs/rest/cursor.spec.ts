import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import {
  CURSOR_TAG_BYTES,
  CursorSigner,
  InvalidCursorError,
} from './cursor.js';

const key = randomBytes(32);
const other = randomBytes(32);
const position = {
  after: true,
  values: [
    '2026-01-02T03:04:05.678Z',
    '🎓 Title',
    'c0ffee00-0000-4000-8000-000000000000',
  ],
};

/** The JSON a cursor carries after its tag. */
const payloadOf = (token: string) =>
  Buffer.from(token, 'base64url').subarray(CURSOR_TAG_BYTES);

describe('CursorSigner', () => {
  const signer = new CursorSigner([key]);

  it('reads back the position it signed, in its scope', () => {
    const token = signer.encode('scope', position);
    expect(token).toMatch(/^[\w-]+$/);
    expect(signer.decode(token, 'scope', 3)).toEqual(position);
  });

  it.each([
    ['another key', () => new CursorSigner([other]).encode('scope', position)],
    [
      'its JSON changed',
      () => {
        const token = Buffer.from(
          signer.encode('scope', position),
          'base64url',
        );
        token[token.length - 3] ^= 1;
        return token.toString('base64url');
      },
    ],
    [
      'no tag (the JSON alone)',
      () => payloadOf(signer.encode('scope', position)).toString('base64url'),
    ],
    [
      'too short for a tag',
      () => randomBytes(CURSOR_TAG_BYTES).toString('base64url'),
    ],
    [
      'another spelling of its bytes',
      () => {
        // One byte past a multiple of 3: the last character's low 4 bits are unused.
        const token = [0, 1, 2]
          .map((i) =>
            signer.encode('scope', { after: true, values: ['x'.repeat(i)] }),
          )
          .find((made) => Buffer.from(made, 'base64url').length % 3 === 1)!;
        const last = token.at(-1)!;
        return token.slice(0, -1) + (last === 'A' ? 'B' : 'A');
      },
    ],
  ])('refuses a cursor with %s as not issued', (_case, make) => {
    expect(() => signer.decode(make(), 'scope', 3)).toThrow(
      new InvalidCursorError(
        'cursor was not issued by this service: follow the links of a list',
      ),
    );
  });

  it('refuses a cursor of another scope or of another number of sort keys', () => {
    const token = signer.encode('scope', position);
    expect(() => signer.decode(token, 'other', 3)).toThrow(
      /belongs to another sort or filter/,
    );
    expect(() => signer.decode(token, 'scope', 2)).toThrow(
      'cursor is malformed',
    );
  });

  it('signs with its first key and verifies with each: a rotation keeps cursors in flight', () => {
    const before = new CursorSigner([key]).encode('scope', position);
    const rotated = new CursorSigner([other, key]);
    expect(rotated.decode(before, 'scope', 3)).toEqual(position);
    const after = rotated.encode('scope', position);
    expect(new CursorSigner([other]).decode(after, 'scope', 3)).toEqual(
      position,
    );
    // Once the previous key is dropped, its cursors are refused.
    expect(() => new CursorSigner([other]).decode(before, 'scope', 3)).toThrow(
      InvalidCursorError,
    );
  });

  it('needs a key', () => {
    expect(() => new CursorSigner([])).toThrow('CursorSigner needs a key');
  });
});
