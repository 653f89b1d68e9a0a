import { type CanActivate, Module, type Type } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { RateLimitGuard } from '#libs/rate-limit/index.js';
import { UnknownQueryGuard } from '#libs/rest/index.js';
import { AuthModule } from './auth/auth.module.js';
import { JwtAuthGuard } from './auth/jwt-auth.guard.js';
import { RolesGuard } from './auth/roles.guard.js';
import { RateLimitModule } from './rate-limit/rate-limit.module.js';

/** Every global guard, in the order they run on each route (test/global-guards.e2e-spec.ts). */
const GLOBAL_GUARDS: Type<CanActivate>[] = [
  // First, so that the answers the guards below refuse (401, 403, 400) are counted too.
  RateLimitGuard,
  // Who is calling: 401 unless the route is @Public(); puts the caller on request.user.
  JwtAuthGuard,
  // What the caller's role allows (403): reads request.user, so after authentication.
  RolesGuard,
  // After authentication: a caller without a token gets 401, never a 400 about the route's query.
  UnknownQueryGuard,
];

/**
 * The application's only `APP_GUARD` providers. Nest runs global guards in the order it
 * registers them, which across modules is the order it meets the modules: kept in one list here,
 * it does not depend on where a module is imported.
 */
@Module({
  imports: [RateLimitModule, AuthModule],
  providers: [
    UnknownQueryGuard,
    ...GLOBAL_GUARDS.map((guard) => ({
      provide: APP_GUARD,
      useExisting: guard,
    })),
  ],
})
export class GlobalGuardsModule {}
