import { describe, expect, it } from '@jest/globals';
import { ConfigModule } from '@nestjs/config';
import { Test } from '@nestjs/testing';
import { CursorSigner } from '#libs/rest/index.js';
import { ListCursorsModule } from './list-cursors.module.js';

const JWT_SECRET = 'a-jwt-secret-of-at-least-32-bytes-for-tests';
const NEW_SECRET = 'a-new-cursor-secret-of-at-least-32-bytes';
const position = { after: true, values: ['2026-01-02T03:04:05.678Z'] };

/** The signer of an instance started with `env`. */
async function signerOf(env: Record<string, string>): Promise<CursorSigner> {
  const moduleRef = await Test.createTestingModule({
    imports: [
      ConfigModule.forRoot({
        isGlobal: true,
        ignoreEnvFile: true,
        skipProcessEnv: true,
        load: [() => env],
      }),
      ListCursorsModule,
    ],
  }).compile();
  return moduleRef.get(CursorSigner);
}

describe('ListCursorsModule', () => {
  it('keys cursors from JWT_SECRET by default: every instance, and a restart, reads the others', async () => {
    const cursor = (await signerOf({ JWT_SECRET })).encode('s', position);
    expect((await signerOf({ JWT_SECRET })).decode(cursor, 's', 1)).toEqual(
      position,
    );
    // Not with the JWT key itself, nor with another secret.
    await expect(
      signerOf({ JWT_SECRET: NEW_SECRET }).then((other) =>
        other.decode(cursor, 's', 1),
      ),
    ).rejects.toThrow('cursor was not issued by this service');
  });

  it('rotates to CURSOR_SECRET while CURSOR_SECRET_PREVIOUS still verifies the cursors in flight', async () => {
    const before = (await signerOf({ JWT_SECRET })).encode('s', position);
    const rotated = await signerOf({
      JWT_SECRET,
      CURSOR_SECRET: NEW_SECRET,
      CURSOR_SECRET_PREVIOUS: JWT_SECRET,
    });
    expect(rotated.decode(before, 's', 1)).toEqual(position);
    const after = rotated.encode('s', position);
    const next = await signerOf({ JWT_SECRET, CURSOR_SECRET: NEW_SECRET });
    expect(next.decode(after, 's', 1)).toEqual(position);
    // Once the previous secret is dropped, its cursors are refused.
    expect(() => next.decode(before, 's', 1)).toThrow(
      'cursor was not issued by this service',
    );
  });
});
