import {
  Controller,
  Get,
  Logger,
  HttpStatus,
  ServiceUnavailableException,
} from '@nestjs/common';
import {
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  getSchemaPath,
  type SchemaObject,
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
import {
  ApiProblemResponses,
  PROBLEM_CONTENT_TYPE,
  ProblemDetailsSchema,
  ProblemException,
  RETRY_AFTER_HEADER,
} from '#libs/rest/index.js';
import { DATABASE_RETRY_AFTER } from '../database/database-unavailable.js';
import { Public } from '../auth/public.decorator.js';
import { ShutdownIndicator } from './shutdown.indicator.js';

/** One dependency in a Terminus report: `status` and what its indicator adds (e.g. `responseTime`). */
const INDICATOR_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['status'],
  properties: { status: { type: 'string', enum: ['up', 'down'] } },
};
const INDICATORS_SCHEMA: SchemaObject = {
  type: 'object',
  properties: {
    database: INDICATOR_SCHEMA,
    redis: INDICATOR_SCHEMA,
    lifecycle: INDICATOR_SCHEMA,
  },
};

@ApiTags('health')
@ApiProblemResponses(400, 500)
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

  private readonly logger = new Logger('Health');
  /** The failed dependencies last logged; empty while healthy. */
  private reported = '';

  /**
   * Liveness and readiness: the database (and Redis when configured) answer, and the service is not shutting down.
   * @remarks Public and not rate limited, for load balancers and orchestrators.
   */
  @Get()
  @HealthCheck({ swaggerDocumentation: false })
  @ApiOkResponse({
    description: 'Every dependency is up (Terminus shape).',
    schema: {
      type: 'object',
      required: ['status', 'info', 'error', 'details'],
      properties: {
        status: { type: 'string', enum: ['ok'] },
        info: INDICATORS_SCHEMA,
        error: INDICATORS_SCHEMA,
        details: INDICATORS_SCHEMA,
      },
    },
  })
  @ApiServiceUnavailableResponse({
    description:
      'A dependency is down or the service is shutting down: problem+json whose `info`, `error` and `details` members are the Terminus report.',
    headers: { 'Retry-After': RETRY_AFTER_HEADER },
    content: {
      [PROBLEM_CONTENT_TYPE]: {
        schema: { $ref: getSchemaPath(ProblemDetailsSchema) },
        example: {
          type: 'about:blank',
          title: 'Service Unavailable',
          status: 503,
          detail: 'Unhealthy: database.',
          instance: '/api/v1/healthcheck',
          requestId: '8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b',
          info: { lifecycle: { status: 'up' } },
          error: { database: { status: 'down' } },
          details: {
            database: { status: 'down' },
            lifecycle: { status: 'up' },
          },
        },
      },
    },
  })
  async check(): Promise<HealthCheckResult> {
    try {
      const { quotas } = this;
      const result = await this.health.check([
        () => this.database.pingCheck('database', { timeout: 2000 }),
        ...(quotas instanceof RedisThrottlerStorage
          ? [
              () =>
                this.redis.pingCheck('redis', quotas.client, { timeout: 1000 }),
            ]
          : []),
        () => this.shutdown.check('lifecycle'),
      ]);
      this.report(undefined);
      return result;
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      const {
        info,
        error: failed,
        details,
      } = error.getResponse() as HealthCheckResult;
      this.report(failed);
      throw new ProblemException(HttpStatus.SERVICE_UNAVAILABLE, {
        detail: `Unhealthy: ${Object.keys(failed ?? {}).join(', ')}.`,
        extensions: { info, error: failed, details },
        // As every 503 of the API: when to ask again.
        headers: { 'Retry-After': String(DATABASE_RETRY_AFTER) },
        log: false,
      });
    }
  }

  /** One line when the health changes, none while it stays as it was (probes come every few seconds). */
  private report(failed: HealthCheckResult['error']): void {
    const state = Object.entries(failed ?? {})
      .map(([key, indicator]) =>
        indicator?.message ? `${key} (${String(indicator.message)})` : key,
      )
      .join(', ');
    if (state === this.reported) return;
    if (state) this.logger.warn(`Unhealthy: ${state}`);
    else this.logger.log('Healthy again');
    this.reported = state;
  }
}
