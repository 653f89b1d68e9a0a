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
  signInLimit,
  signInTracker,
  skipUnlessOptedIn,
} from '#libs/rate-limit/index.js';
import { AccessTokens } from '../auth/access-tokens.js';
import { AuthModule } from '../auth/auth.module.js';
import type { Environment } from '../config/environment.js';
import { redisPrefix } from '../config/redis-prefix.js';
import { TrustedDevicesModule } from './trusted-devices.module.js';

const MINUTE = 60_000;

/**
 * The attempts a minute one address may spend of an account's quota without a trusted device: a
 * fifth (at least 1), so that keeping the account's owner out takes five addresses (ADR 0204).
 */
const accountShare = (authLimit: number): number =>
  Math.max(1, Math.floor(authLimit / 5));

/**
 * Quotas per client (the user when a valid token is sent, else the IP), stricter on sign-in per IP,
 * per account and address, and per account (per device for a trusted one: ADR 0204); shared by
 * every instance through Redis when `REDIS_URL` is set. GlobalGuardsModule runs its guard first, so
 * every answer but /healthcheck's counts.
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
            ? new RedisThrottlerStorage({
                url: redisUrl,
                keyPrefix: `${redisPrefix(env.get('DATABASE_URL', { infer: true }))}:rate-limit:`,
              })
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
              getTracker: signInTracker(devices, ipTracker),
            },
            {
              // Before the account's quota, so that the attempts it refuses do not spend that.
              name: 'auth-account-address',
              ttl: MINUTE,
              limit: signInLimit(devices, accountShare(authLimit), authLimit),
              skipIf: skipUnlessOptedIn('auth-account-address'),
              getTracker: signInTracker(
                devices,
                (request, account) => `${account}|${ipTracker(request)}`,
              ),
            },
            {
              name: 'auth-account',
              ttl: MINUTE,
              limit: authLimit,
              skipIf: skipUnlessOptedIn('auth-account'),
              getTracker: signInTracker(
                devices,
                (_request, account) => account,
              ),
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
