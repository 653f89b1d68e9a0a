import { trimOws } from './ows.js';
import { ProblemException } from './problem.js';

/** The entity tag of a resource version: `"3"`, or `W/"3"` when weak. */
export function etag(version: number, weak = false): string {
  return `${weak ? 'W/' : ''}"${version}"`;
}

/**
 * Whether an `If-None-Match` value matches the version, by weak comparison (RFC 9110 §13.1.2):
 * `*`, or a list naming `"<version>"` with or without `W/`.
 */
export function matchesIfNoneMatch(
  header: string | undefined,
  version: number,
): boolean {
  if (header === undefined) return false;
  if (trimOws(header) === '*') return true;
  const tags = header.match(/(?:W\/)?"[^"]*"/g) ?? [];
  return tags.some((tag) => tag.replace(/^W\//, '') === etag(version));
}

/**
 * The version an `If-Match` value requires, for an atomic `UPDATE … WHERE id = ? AND version = ?`;
 * `undefined` when there is no header or it is `*` (any version of an existing resource).
 * Anything but `*` or one strong tag of a version is a 400: this API never issues another.
 */
export function parseIfMatch(header: string | undefined): number | undefined {
  if (header === undefined || trimOws(header) === '*') return undefined;
  const version = Number(/^[ \t]*"([1-9]\d*)"[ \t]*$/.exec(header)?.[1]);
  if (!Number.isSafeInteger(version)) {
    throw new ProblemException(400, {
      detail:
        'If-Match must be * or one ETag of this API, such as "3" (not a list, not W/).',
    });
  }
  return version;
}
