import { createHash } from 'node:crypto';

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

/** An opaque cursor: the scope, the direction and the sort values of the row it starts from. */
export function encodeCursor(
  scope: string,
  { after, values }: CursorPosition,
): string {
  return Buffer.from(
    JSON.stringify([scope, after ? 'a' : 'b', ...values]),
  ).toString('base64url');
}

/**
 * The position a cursor names, if it was made in `scope` with `arity` sort values; each value is
 * then checked by the caller, which knows its column.
 */
export function decodeCursor(
  token: string,
  scope: string,
  arity: number,
): CursorPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidCursorError('cursor is malformed');
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== arity + 2 ||
    !['a', 'b'].includes(parsed[1] as string)
  ) {
    throw new InvalidCursorError('cursor is malformed');
  }
  if (parsed[0] !== scope) {
    throw new InvalidCursorError(
      'cursor belongs to another sort or filter: follow the links of this list from its first page',
    );
  }
  return { after: parsed[1] === 'a', values: parsed.slice(2) };
}
