import type { FastifyInstance } from 'fastify';
import { ProblemException } from './problem.js';

/** A key as one segment of a JSON Pointer (RFC 6901). */
export const escapePointer = (segment: string): string =>
  segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** Deeper JSON than any DTO here takes; deeper input would only exhaust the stack of the transformers. */
export const MAX_JSON_DEPTH = 32;

/**
 * Object members a body or query may hold in all (array items aside): a DTO here takes about ten.
 * More is refused at parse, before class-transformer copies and class-validator reports each key.
 */
export const MAX_JSON_KEYS = 200;

/** Keys that class-transformer skips without a word: sent, they would be ignored instead of refused. */
const PROTOTYPE_KEYS = new Set([
  '__proto__',
  'constructor',
  'prototype',
  ...Object.getOwnPropertyNames(Object.prototype),
]);

/** With the `u` flag, a surrogate that is not half of a pair (JSON's `\ud800` escape makes one). */
export const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

const NOT_WELL_FORMED = 'must be well-formed Unicode (no lone surrogate)';

/** Where a value is, from the root: built into a JSON Pointer only for an error. */
interface Path {
  parent: Path | undefined;
  key: string | number;
}

const pointerOf = (path: Path | undefined): string => {
  let pointer = '';
  for (let at = path; at; at = at.parent)
    pointer = `/${escapePointer(String(at.key))}${pointer}`;
  return pointer || '/';
};

const invalid = (field: string, message: string) =>
  new ProblemException(400, {
    detail: `Invalid request: ${field} ${message}`,
    errors: [{ field, message }],
  });

/**
 * Walks parsed input (a JSON body or a query) without recursion and refuses with a 400: nesting
 * deeper than MAX_JSON_DEPTH, more than MAX_JSON_KEYS keys, NUL, lone surrogates, keys of
 * Object.prototype (ADR 0501). Returns how many object members it holds.
 */
export function assertSafeInput(input: unknown): number {
  const pending: { value: object; path: Path | undefined; depth: number }[] =
    [];
  let keys = 0;
  /** Checks a string at once, queues an object: 500,000 numbers in an array cost a loop, no more. */
  const visit = (value: unknown, path: Path | undefined, depth: number) => {
    if (typeof value === 'string') {
      if (value.includes('\u0000'))
        throw invalid(pointerOf(path), 'must not contain NUL characters');
      if (LONE_SURROGATE.test(value))
        throw invalid(pointerOf(path), NOT_WELL_FORMED);
    } else if (value !== null && typeof value === 'object') {
      if (depth >= MAX_JSON_DEPTH)
        throw invalid(
          pointerOf(path),
          `is nested deeper than ${MAX_JSON_DEPTH} levels`,
        );
      pending.push({ value, path, depth });
    }
  };
  visit(input, undefined, 0);
  while (pending.length > 0) {
    const { value, path, depth } = pending.pop()!;
    if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index++) {
        const item: unknown = value[index];
        // The path is made only for what may be reported: a string or an object.
        if (
          typeof item === 'string' ||
          (item !== null && typeof item === 'object')
        )
          visit(item, { parent: path, key: index }, depth + 1);
      }
      continue;
    }
    for (const key of Object.keys(value)) {
      if (++keys > MAX_JSON_KEYS)
        throw invalid('/', `must not hold more than ${MAX_JSON_KEYS} members`);
      if (PROTOTYPE_KEYS.has(key))
        throw invalid(
          pointerOf({ parent: path, key }),
          'is not a property this API accepts',
        );
      if (key.includes('\u0000'))
        throw invalid(
          pointerOf(path),
          'must not contain NUL characters in keys',
        );
      if (LONE_SURROGATE.test(key))
        throw invalid(pointerOf(path), `${NOT_WELL_FORMED} in keys`);
      visit(
        (value as Record<string, unknown>)[key],
        { parent: path, key },
        depth + 1,
      );
    }
  }
  return keys;
}

/** An object (with its names so far) or an array, while a JSON text is scanned. */
interface Container {
  path: Path | undefined;
  names: Set<string> | undefined;
  /** The name or index of the value met last. */
  last: string | number;
}

/** Where the string that opens at `start` (a `"`) ends: its closing `"`, not an escaped one. */
function closingQuote(text: string, start: number): number {
  let end = text.indexOf('"', start + 1);
  for (;;) {
    let backslashes = 0;
    while (text.charCodeAt(end - 1 - backslashes) === 0x5c) backslashes++;
    if (backslashes % 2 === 0) return end;
    end = text.indexOf('"', end + 1);
  }
}

/** JSON's whitespace: space, tab, line feed, carriage return. */
const isJsonSpace = (code: number) =>
  code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;

/**
 * Refuses (400) a JSON text, parsed already into `members` object members, in which an object
 * repeats a member name (I-JSON, RFC 7493 §2.3): `JSON.parse` would keep the last one silently.
 * A text with no more `:` than `members` repeats none and is not scanned; otherwise it is, once,
 * jumping over each string with `indexOf`.
 */
export function assertUniqueMembers(text: string, members: number): void {
  let colons = 0;
  for (let at = text.indexOf(':'); at !== -1; at = text.indexOf(':', at + 1))
    if (++colons > members) break;
  if (colons <= members) return;
  const open: Container[] = [];
  let top: Container | undefined;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code === 0x22 /* " */) {
      const end = closingQuote(text, at);
      let next = end + 1;
      while (isJsonSpace(text.charCodeAt(next))) next++;
      if (top?.names && text.charCodeAt(next) === 0x3a /* : */) {
        const quoted = text.slice(at, end + 1);
        const name: string = quoted.includes('\\')
          ? JSON.parse(quoted)
          : quoted.slice(1, -1);
        if (top.names.has(name))
          throw invalid(
            pointerOf({ parent: top.path, key: name }),
            'is a member name given twice in one object',
          );
        top.names.add(name);
        top.last = name;
      }
      at = end;
    } else if (code === 0x7b /* { */ || code === 0x5b /* [ */) {
      top = {
        path: top && { parent: top.path, key: top.last },
        names: code === 0x7b ? new Set() : undefined,
        last: 0,
      };
      open.push(top);
    } else if (code === 0x7d /* } */ || code === 0x5d /* ] */) {
      open.pop();
      top = open.at(-1);
    } else if (code === 0x2c /* , */ && top && !top.names) {
      top.last = (top.last as number) + 1;
    }
  }
}

/**
 * Refuses (400) a query string with a %-escape that is not UTF-8 (`%FF`, an encoded surrogate, a
 * cut sequence, a bare `%`): Fastify's parser keeps such a part as sent, undecoded.
 */
export function assertWellFormedQuery(url: string): void {
  const start = url.indexOf('?');
  if (start === -1 || !url.includes('%', start)) return;
  for (const pair of url.slice(start + 1).split('&')) {
    const name = pair.split('=', 1)[0];
    try {
      decodeURIComponent(pair);
    } catch {
      const field = `/${escapePointer(decodeOrKeep(name))}`;
      throw invalid(field, 'is not percent-encoded UTF-8');
    }
  }
}

const decodeOrKeep = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** Every request's query passes `assertWellFormedQuery` before its body is read. */
export function refuseMalformedQueries(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, _reply, done) => {
    try {
      assertWellFormedQuery(request.url);
    } catch (malformed) {
      return done(malformed as Error);
    }
    done();
  });
}
