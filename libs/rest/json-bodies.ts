import type { FastifyInstance } from 'fastify';
import { assertSafeInput } from './input-guards.js';
import { ProblemException } from './problem.js';

export const MERGE_PATCH_MEDIA_TYPE = 'application/merge-patch+json';

/**
 * Bodies are JSON only: `application/json` everywhere, `application/merge-patch+json`
 * (RFC 7396) on PATCH. Any other media type is answered 415 by Fastify. Parsed bodies must pass
 * `assertSafeInput`.
 */
export function acceptJsonBodiesOnly(fastify: FastifyInstance): void {
  const parseJsonText = fastify.getDefaultJsonParser('error', 'error');
  const parseJson: typeof parseJsonText = (request, body, done) =>
    parseJsonText(request, body, (error, value) => {
      if (error) return done(error, undefined);
      try {
        assertSafeInput(value);
      } catch (unsafe) {
        return done(unsafe as Error, undefined);
      }
      done(null, value);
    });
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    parseJson,
  );
  fastify.addContentTypeParser(
    MERGE_PATCH_MEDIA_TYPE,
    { parseAs: 'string' },
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
      parseJson(request, body as string, done);
    },
  );
}
