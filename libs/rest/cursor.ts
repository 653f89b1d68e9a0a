import {
  createHash,
  createHmac,
  createSecretKey,
  type KeyObject,
  timingSafeEqual,
} from 'node:crypto';

/** Where a cursor page starts: the rows strictly after (or before) a row's sort values. */
export interface CursorPosition {
  after: boolean;
  values: unknown[];
}

/** A `cursor` that is not one this API made for the same list, sort and filters. */
export class InvalidCursorError extends Error {}

/**
 * The scope a cursor is valid in: a digest of the list's sort and filters, so that a cursor taken
 * under one of them and used under another is refused. Arrays count as sets, `sort` as a sequence.
 */
export function cursorScope(
  list: string,
  query: Record<string, unknown>,
): string {
  const parts = Object.keys(query)
    .filter((key) => query[key] !== undefined)
    .sort()
    .map((key) => {
      const value = query[key];
      return [
        key,
        Array.isArray(value) && key !== 'sort'
          ? [...new Set(value.map(String))].sort()
          : value,
      ];
    });
  return createHash('sha256')
    .update(JSON.stringify([list, parts]))
    .digest('base64url')
    .slice(0, 16);
}

/** Bytes of a cursor's HMAC-SHA256 tag that it keeps: 128 bits (NIST SP 800-107 allows truncation). */
export const CURSOR_TAG_BYTES = 16;

/**
 * Makes and reads the opaque cursors of lists: base64url of an HMAC-SHA256 tag (cut to
 * `CURSOR_TAG_BYTES`) followed by the JSON `[scope, "a"|"b", ...sort values]` it signs. The first
 * key signs; every key verifies (the previous one while a new key rolls out).
 */
export class CursorSigner {
  private readonly keys: KeyObject[];

  constructor(keys: readonly Uint8Array[]) {
    if (keys.length === 0) throw new Error('CursorSigner needs a key');
    this.keys = keys.map((key) => createSecretKey(key));
  }

  /** The cursor of a position in `scope`: one HMAC. */
  encode(scope: string, { after, values }: CursorPosition): string {
    const payload = Buffer.from(
      JSON.stringify([scope, after ? 'a' : 'b', ...values]),
    );
    return Buffer.concat([this.tag(this.keys[0], payload), payload]).toString(
      'base64url',
    );
  }

  /**
   * The position a cursor names, if this service signed it in `scope` with `arity` sort values;
   * each value is then checked by the caller, which knows its column.
   */
  decode(token: string, scope: string, arity: number): CursorPosition {
    const bytes = Buffer.from(token, 'base64url');
    const tag = bytes.subarray(0, CURSOR_TAG_BYTES);
    const payload = bytes.subarray(CURSOR_TAG_BYTES);
    // Base64url has several spellings of some bytes: only the one this signer writes is its.
    if (
      bytes.toString('base64url') !== token ||
      payload.length === 0 ||
      !this.keys.some((key) => timingSafeEqual(tag, this.tag(key, payload)))
    )
      throw new InvalidCursorError(
        'cursor was not issued by this service: follow the links of a list',
      );
    const parsed: unknown = JSON.parse(payload.toString('utf8'));
    if (
      !Array.isArray(parsed) ||
      parsed.length !== arity + 2 ||
      !['a', 'b'].includes(parsed[1] as string)
    )
      throw new InvalidCursorError('cursor is malformed');
    if (parsed[0] !== scope)
      throw new InvalidCursorError(
        'cursor belongs to another sort or filter: follow the links of this list from its first page',
      );
    return { after: parsed[1] === 'a', values: parsed.slice(2) };
  }

  private tag(key: KeyObject, payload: Buffer): Buffer {
    return createHmac('sha256', key)
      .update(payload)
      .digest()
      .subarray(0, CURSOR_TAG_BYTES);
  }
}
