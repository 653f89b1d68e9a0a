import { createHash } from 'node:crypto';
// The throttler's own IP normalization: an IPv6 client is its /64.
import { normalizeIp } from '@nestjs/throttler';

type Request = Record<string, any>;

/** `ip:<address>`: the client address as Fastify sees it (`trustProxy` decides about `X-Forwarded-For`). */
export const ipTracker = (request: Request): string =>
  `ip:${normalizeIp(request.ip)}`;

/**
 * A `getTracker` for the client: `user:<id>` when `userOf(request)` gives an id, else `ipTracker`.
 * The default, `request.user.id`, is set only by a guard run before this one (ADR 0203).
 */
export const clientTracker =
  (userOf: (request: Request) => unknown = (request) => request.user?.id) =>
  (request: Request): string => {
    const id = userOf(request);
    return id == null ? ipTracker(request) : `user:${String(id)}`;
  };

/**
 * The first of `fields` that the JSON body holds as a non-blank string, and its value trimmed and
 * lower-cased: the identifier a sign-in names, compared case-insensitively.
 */
export function firstBodyEntry(
  request: Request,
  fields: readonly string[],
): { field: string; value: string } | undefined {
  for (const field of fields) {
    const value: unknown = request.body?.[field];
    if (typeof value === 'string' && value.trim() !== '') {
      return { field, value: value.trim().toLowerCase() };
    }
  }
  return undefined;
}

/** The value of `firstBodyEntry(request, fields)`. */
export const firstBodyField = (
  request: Request,
  fields: readonly string[],
): string | undefined => firstBodyEntry(request, fields)?.value;

/**
 * A throttler `getTracker` keyed by `firstBodyField(fields)`; hashed, so that keys stay short
 * whatever the body holds and the value is not stored in clear. A body without any of them is
 * tracked by IP.
 */
export const bodyFieldTracker =
  (...fields: string[]) =>
  (request: Request): string => {
    const value = firstBodyField(request, fields);
    if (value === undefined) return ipTracker(request);
    return `body:${createHash('sha256').update(value).digest('base64url')}`;
  };
