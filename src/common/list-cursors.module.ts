import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { hkdfSync, type KeyObject } from 'node:crypto';
import { CursorSigner } from '#libs/rest/index.js';
import {
  AccessTokenSecret,
  AccessTokenSecretModule,
} from '../auth/access-token-secret.js';
import type { Environment } from '../config/environment.js';

/** The HMAC key of list cursors derived from a secret (HKDF-SHA256), apart from its other uses. */
export const cursorKey = (secret: string | KeyObject): Uint8Array =>
  new Uint8Array(hkdfSync('sha256', secret, '', 'syllabus cursors', 32));

/**
 * The signer of list cursors (docs/lists.md, "Paging and counts"): keyed from `CURSOR_SECRET`,
 * else from the access tokens' secret (`JWT_SECRET`, or the one generated under data/), so that
 * every instance and every restart accepts the others' cursors; `CURSOR_SECRET_PREVIOUS` still
 * verifies during a rotation (docs/operations.md).
 */
@Module({
  imports: [AccessTokenSecretModule],
  providers: [
    {
      provide: CursorSigner,
      inject: [ConfigService, AccessTokenSecret],
      useFactory: (
        env: ConfigService<Environment, true>,
        accessTokens: AccessTokenSecret,
      ) => {
        const previous = env.get('CURSOR_SECRET_PREVIOUS', { infer: true });
        return new CursorSigner([
          cursorKey(
            env.get('CURSOR_SECRET', { infer: true }) ?? accessTokens.key,
          ),
          ...(previous === undefined ? [] : [cursorKey(previous)]),
        ]);
      },
    },
  ],
  exports: [CursorSigner],
})
export class ListCursorsModule {}
