import type { FastifyInstance } from 'fastify';
import { ProblemException } from './problem.js';

export const MERGE_PATCH_MEDIA_TYPE = 'application/merge-patch+json';

/**
 * Bodies are JSON only: `application/json` everywhere, `application/merge-patch+json`
 * (RFC 7396) on PATCH. Any other media type is answered 415 by Fastify.
 */
export function acceptJsonBodiesOnly(fastify: FastifyInstance): void {
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
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
