import { ProblemException } from './problem.js';

/** A key as one segment of a JSON Pointer (RFC 6901). */
export const escapePointer = (segment: string): string =>
  segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** Deeper JSON than any DTO here takes; deeper input would only exhaust the stack of the transformers. */
export const MAX_JSON_DEPTH = 32;

/** Keys that class-transformer skips without a word: sent, they would be ignored instead of refused. */
const PROTOTYPE_KEYS = new Set([
  '__proto__',
  'constructor',
  'prototype',
  ...Object.getOwnPropertyNames(Object.prototype),
]);

const invalid = (field: string, message: string) =>
  new ProblemException(400, {
    detail: `Invalid request: ${field} ${message}`,
    errors: [{ field, message }],
  });

/**
 * Walks parsed input (a JSON body or a query) without recursion and refuses, with a 400
 * problem: nesting deeper than MAX_JSON_DEPTH, NUL characters (PostgreSQL cannot store them) and
 * keys of Object.prototype.
 */
export function assertSafeInput(input: unknown): void {
  const pending: { value: unknown; pointer: string; depth: number }[] = [
    { value: input, pointer: '', depth: 0 },
  ];
  while (pending.length > 0) {
    const { value, pointer, depth } = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000'))
        throw invalid(pointer || '/', 'must not contain NUL characters');
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH)
      throw invalid(
        pointer || '/',
        `is nested deeper than ${MAX_JSON_DEPTH} levels`,
      );
    for (const key of Object.keys(value)) {
      const field = `${pointer}/${escapePointer(key)}`;
      if (PROTOTYPE_KEYS.has(key))
        throw invalid(field, 'is not a property this API accepts');
      if (key.includes('\u0000'))
        throw invalid(
          pointer || '/',
          'must not contain NUL characters in keys',
        );
      pending.push({
        value: (value as Record<string, unknown>)[key],
        pointer: field,
        depth: depth + 1,
      });
    }
  }
}
