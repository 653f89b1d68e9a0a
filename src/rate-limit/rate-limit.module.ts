import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { ThrottlerModule } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import {
  clientTracker,
  DeviceCookies,
  ipTracker,
  MemoryThrottlerStorage,
  RateLimitGuard,
  RedisThrottlerStorage,
  skipUnlessOptedIn,
  trustedDeviceTracker,
} from '#libs/rate-limit/index.js';
import { AccessTokens } from '../auth/access-tokens.js';
import { AuthModule } from '../auth/auth.module.js';
import type { Environment } from '../config/environment.js';
import { TrustedDevicesModule } from './trusted-devices.module.js';

const MINUTE = 60_000;

/**
 * Quotas per client (the user when a valid token is sent, else the IP), stricter on sign-in per IP
 * and per identifier (per device for a trusted one); shared by every instance through Redis when
 * `REDIS_URL` is set. GlobalGuardsModule runs its guard first, so every answer but /healthcheck's
 * counts.
 */
@Module({
  imports: [
    TrustedDevicesModule,
    ThrottlerModule.forRootAsync({
      imports: [AuthModule, TrustedDevicesModule],
      inject: [ConfigService, AccessTokens, DeviceCookies],
      useFactory: (
        env: ConfigService<Environment, true>,
        tokens: AccessTokens,
        devices: DeviceCookies,
      ) => {
        const redisUrl = env.get('REDIS_URL', { infer: true });
        const authLimit = env.get('AUTH_RATE_LIMIT', { infer: true });
        return {
          // The guard runs before the JWT guard, so that the answers it refuses (401, 403) are
          // counted too: it reads the bearer token itself, which the JWT guard then reuses.
          getTracker: clientTracker((request) =>
            tokens.subjectOf(request as FastifyRequest),
          ),
          storage: redisUrl
            ? new RedisThrottlerStorage({ url: redisUrl })
            : new MemoryThrottlerStorage(),
          throttlers: [
            {
              name: 'default',
              ttl: MINUTE,
              limit: env.get('RATE_LIMIT', { infer: true }),
            },
            {
              name: 'auth-ip',
              ttl: MINUTE,
              limit: authLimit,
              skipIf: skipUnlessOptedIn('auth-ip'),
              getTracker: ipTracker,
            },
            {
              name: 'auth-identifier',
              ttl: MINUTE,
              limit: authLimit,
              skipIf: skipUnlessOptedIn('auth-identifier'),
              getTracker: trustedDeviceTracker(devices),
            },
          ],
        };
      },
    }),
  ],
  providers: [RateLimitGuard],
  // For GlobalGuardsModule, and the requests no controller serves (createApp, limitOutsideRoutes).
  exports: [RateLimitGuard],
})
export class RateLimitModule {}
