import { DynamicModule, Module } from '@nestjs/common';
import { ConfigModule, ConfigService } from '@nestjs/config';
import { RestModule } from '#libs/rest/index.js';
import { Environment, validateEnvironment } from './config/environment.js';
import { AuthModule } from './auth/auth.module.js';
import { domainErrorToProblem } from './common/domain-error.js';
import { databaseUnavailableProblem } from './database/database-unavailable.js';
import { DatabaseModule } from './database/database.module.js';
import { DocsModule } from './docs/docs.module.js';
import { EventsModule } from './events/events.module.js';
import { GlobalGuardsModule } from './global-guards.module.js';
import { LessonsModule } from './lessons/lessons.module.js';
import { HealthModule } from './health/health.module.js';
import { IdempotencyModule } from './idempotency/idempotency.module.js';
import { LoggerModule } from './app-logger.js';
import { createLogger, LogDestination } from './logger.options.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { RateLimitModule } from './rate-limit/rate-limit.module.js';
import { UsersModule } from './users/users.module.js';
import { VersionModule } from './version/version.module.js';
import { WebhooksModule } from './webhooks/webhooks.module.js';

export interface AppModuleOptions {
  /** Variables that take precedence over the process environment. */
  env?: Record<string, string>;
  /**
   * Read only `env`: neither `.env` nor the process environment, into which the configuration
   * module copies what it validated (tests start many apps in one process).
   */
  isolated?: boolean;
  /** Receives the validated environment before the application is built. */
  onEnvironment?: (env: Environment) => void;
  /** File descriptor of the logs (default 1, stdout). */
  logDestination?: LogDestination;
}

@Module({})
export class AppModule {
  /** Validates the environment (throws `InvalidEnvironmentError`) and assembles the application. */
  static async forRoot(options: AppModuleOptions = {}): Promise<DynamicModule> {
    let env!: Environment;
    const config = await ConfigModule.forRoot({
      isGlobal: true,
      cache: true,
      ignoreEnvFile: options.isolated,
      ignoreEnvVars: options.isolated,
      // Else ConfigService.get() falls back to the process environment for a variable left unset.
      skipProcessEnv: options.isolated,
      validate: (raw) => {
        env = validateEnvironment({ ...raw, ...options.env });
        options.onEnvironment?.(env);
        return env;
      },
    });
    return {
      module: AppModule,
      imports: [
        config,
        LoggerModule.forRootAsync({
          inject: [ConfigService],
          useFactory: (env: ConfigService<Environment, true>) =>
            createLogger(
              env.get('LOG_LEVEL'),
              env.get('NODE_ENV'),
              options.logDestination,
            ),
        }),
        DatabaseModule,
        EventsModule,
        // The global guards, in the one list that orders them.
        GlobalGuardsModule,
        IdempotencyModule,
        RateLimitModule,
        AuthModule,
        UsersModule,
        DocsModule,
        LessonsModule,
        HealthModule,
        VersionModule,
        await WebhooksModule.forRoot(env),
        ...(env.METRICS_TOKEN ? [MetricsModule] : []),
        RestModule.forRoot({
          mapError: (error) =>
            domainErrorToProblem(error) ?? databaseUnavailableProblem(error),
        }),
      ],
    };
  }
}
