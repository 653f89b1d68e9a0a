import { Global, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { hkdfSync, randomBytes } from 'node:crypto';
import { DeviceCookies } from '#libs/rate-limit/index.js';
import type { Environment } from '../config/environment.js';
import { UsersModule } from '../users/users.module.js';
import { UsersService } from '../users/users.service.js';

/** The identifiers a sign-in names (`POST /auth/token`). */
export const SIGN_IN_IDENTIFIERS = ['email', 'pseudo'] as const;

/**
 * The device cookies of sign-in (docs/adr/0201, 0204): keyed from `JWT_SECRET`, so that every
 * instance accepts them; without it (development only), from a key of this process. They and the
 * sign-in quotas name the account as sign-in finds it. Global, for the sign-in route's
 * `DeviceCookieInterceptor` (`@SignInRateLimits()`), wherever its controller is.
 */
@Global()
@Module({
  imports: [UsersModule],
  providers: [
    {
      provide: DeviceCookies,
      inject: [ConfigService, UsersService],
      useFactory: (
        env: ConfigService<Environment, true>,
        users: UsersService,
      ) => {
        const secret = env.get('JWT_SECRET', { infer: true });
        const key = hkdfSync(
          'sha256',
          secret ?? randomBytes(32),
          '',
          'syllabus device cookies',
          32,
        );
        return new DeviceCookies({
          key: new Uint8Array(key),
          fields: SIGN_IN_IDENTIFIERS,
          accountOf: async (field, value) =>
            (await users.findForSignIn({ [field]: value }))?.id,
          path: '/api',
        });
      },
    },
  ],
  exports: [DeviceCookies],
})
export class TrustedDevicesModule {}
