import {
  Controller,
  Get,
  HttpStatus,
  ServiceUnavailableException,
} from '@nestjs/common';
import {
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  HealthCheck,
  HealthCheckResult,
  HealthCheckService,
  TypeOrmHealthIndicator,
} from '@nestjs/terminus';
import {
  InjectThrottlerStorage,
  SkipThrottle,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import {
  RedisHealthIndicator,
  RedisThrottlerStorage,
} from '#libs/rate-limit/index.js';
import { ProblemException } from '#libs/rest/index.js';
import { Public } from '../auth/public.decorator.js';
import { ShutdownIndicator } from './shutdown.indicator.js';

@ApiTags('health')
@Public()
@SkipThrottle()
@Controller('healthcheck')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly shutdown: ShutdownIndicator,
    private readonly redis: RedisHealthIndicator,
    @InjectThrottlerStorage() private readonly quotas: ThrottlerStorage,
  ) {}

  /** Liveness and readiness: the database (and Redis when configured) answer, and the service is not shutting down. */
  @Get()
  @HealthCheck({ swaggerDocumentation: false })
  @ApiOkResponse({ description: 'Every dependency is up (Terminus shape).' })
  @ApiServiceUnavailableResponse({
    description:
      'A dependency is down or the service is shutting down: problem+json whose `info`, `error` and `details` members are the Terminus report.',
  })
  async check(): Promise<HealthCheckResult> {
    try {
      const { quotas } = this;
      return await this.health.check([
        () => this.database.pingCheck('database', { timeout: 2000 }),
        ...(quotas instanceof RedisThrottlerStorage
          ? [
              () =>
                this.redis.pingCheck('redis', quotas.client, { timeout: 1000 }),
            ]
          : []),
        () => this.shutdown.check('lifecycle'),
      ]);
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      const {
        info,
        error: failed,
        details,
      } = error.getResponse() as HealthCheckResult;
      throw new ProblemException(HttpStatus.SERVICE_UNAVAILABLE, {
        detail: `Unhealthy: ${Object.keys(failed ?? {}).join(', ')}.`,
        extensions: { info, error: failed, details },
      });
    }
  }
}
