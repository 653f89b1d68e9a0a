import { HttpStatus } from '@nestjs/common';
import { ProblemException } from '#libs/rest/index.js';

/** Longest key taken, in characters (printable ASCII: as many bytes). */
export const MAX_KEY_LENGTH = 255;

/** An sf-string (RFC 8941 §3.3.3) and nothing else, with the spaces §4.2 allows around it. */
const SF_STRING = /^ *"((?:[\x20\x21\x23-\x5b\x5d-\x7e]|\\["\\])*)" *$/;

const malformed = (detail: string) =>
  new ProblemException(HttpStatus.BAD_REQUEST, {
    code: 'IDEMPOTENCY.KEY_MALFORMED',
    detail,
  });

/**
 * The key of an `Idempotency-Key` header: a Structured Field string, e.g. `"8e03978e-…"`, quotes
 * included; anything else (a bare token, parameters, two headers) is a 400.
 */
export function parseIdempotencyKey(header: string | string[]): string {
  const match = typeof header === 'string' ? SF_STRING.exec(header) : undefined;
  if (!match)
    throw malformed(
      'Idempotency-Key must be one quoted string (RFC 8941), e.g. "8e03978e-40d5-43e8-bc93-6894a57f9324".',
    );
  const key = match[1].replace(/\\(["\\])/g, '$1');
  if (key.length === 0 || key.length > MAX_KEY_LENGTH)
    throw malformed(
      `Idempotency-Key must hold 1 to ${MAX_KEY_LENGTH} characters.`,
    );
  return key;
}
