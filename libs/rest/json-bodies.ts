import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isUtf8 } from 'node:buffer';
import { assertSafeInput, assertUniqueMembers } from './input-guards.js';
import { trimOws } from './ows.js';
import { ProblemException } from './problem.js';

export const MERGE_PATCH_MEDIA_TYPE = 'application/merge-patch+json';

/** `charset` parameters of a media type, lower-cased and unquoted. */
function charsetsOf(contentType: string): string[] {
  return contentType
    .split(';')
    .slice(1)
    .map((parameter) => parameter.split('='))
    .filter(([name]) => trimOws(name).toLowerCase() === 'charset')
    .map(([, value = '']) =>
      trimOws(value)
        .replace(/^"(.*)"$/, '$1')
        .toLowerCase(),
    );
}

/**
 * The body as text: 415 when a `charset` other than UTF-8 or a content coding is declared (the
 * bytes would be read as plain UTF-8 all the same), 400 when they are not UTF-8 (Fastify would
 * turn them into U+FFFD).
 */
function utf8Text(request: FastifyRequest, body: Buffer): string {
  const { 'content-type': type = '', 'content-encoding': coding } =
    request.headers;
  if (charsetsOf(type).some((c) => c !== 'utf-8' && c !== 'utf8'))
    throw new ProblemException(415, {
      detail: 'Request bodies are JSON in UTF-8: no other charset.',
    });
  if (coding !== undefined && trimOws(coding).toLowerCase() !== 'identity')
    throw new ProblemException(415, {
      detail: 'Request bodies are not compressed: no Content-Encoding.',
    });
  if (!isUtf8(body))
    throw new ProblemException(400, {
      detail: 'The request body is not valid UTF-8.',
    });
  return body.toString('utf8');
}

/**
 * Bodies are JSON in UTF-8 only: `application/json` everywhere, `application/merge-patch+json`
 * (RFC 7396) on PATCH. Any other media type is answered 415 by Fastify, another charset by
 * `utf8Text`. Parsed bodies must pass `assertSafeInput`, and name no member twice in an object.
 */
export function acceptJsonBodiesOnly(fastify: FastifyInstance): void {
  const parseJsonText = fastify.getDefaultJsonParser('error', 'error');
  const parseJson = (
    request: FastifyRequest,
    body: Buffer,
    done: (error: Error | null, value: unknown) => void,
  ): void => {
    let text: string;
    try {
      text = utf8Text(request, body);
    } catch (unreadable) {
      return done(unreadable as Error, undefined);
    }
    parseJsonText(request, text, (error, value) => {
      if (error) return done(error, undefined);
      try {
        assertUniqueMembers(text, assertSafeInput(value));
      } catch (unsafe) {
        return done(unsafe as Error, undefined);
      }
      done(null, value);
    });
  };
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer' },
    (request, body, done) => parseJson(request, body as Buffer, done),
  );
  fastify.addContentTypeParser(
    MERGE_PATCH_MEDIA_TYPE,
    { parseAs: 'buffer' },
    (request, body, done) => {
      if (request.method !== 'PATCH') {
        done(
          new ProblemException(415, {
            detail: `${MERGE_PATCH_MEDIA_TYPE} is only accepted on PATCH.`,
          }),
          undefined,
        );
        return;
      }
      parseJson(request, body as Buffer, done);
    },
  );
}
