import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import {
  bodyFieldTracker,
  ipTracker,
  MemoryThrottlerStorage,
  RateLimitGuard,
  RedisThrottlerStorage,
  skipUnlessOptedIn,
} from '#libs/rate-limit/index.js';
import type { Environment } from '../config/environment.js';

const MINUTE = 60_000;

/**
 * Quotas per client (the user when a valid token is sent, else the IP), stricter on sign-in per IP
 * and per identifier; shared by every instance through Redis when `REDIS_URL` is set.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [ConfigService],
      useFactory: (env: ConfigService<Environment, true>) => {
        const redisUrl = env.get('REDIS_URL', { infer: true });
        const authLimit = env.get('AUTH_RATE_LIMIT', { infer: true });
        return {
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
              getTracker: bodyFieldTracker('email', 'pseudo'),
            },
          ],
        };
      },
    }),
  ],
  providers: [{ provide: APP_GUARD, useClass: RateLimitGuard }],
})
export class RateLimitModule {}
