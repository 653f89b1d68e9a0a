import { Module } from '@nestjs/common';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { DatabaseMetrics } from './database-metrics.js';
import { HttpMetrics } from './http-metrics.js';
import { MetricsController } from './metrics.controller.js';
import { MetricsTokenGuard } from './metrics-token.guard.js';

/**
 * `GET /metrics` for Prometheus, behind `METRICS_TOKEN` (ADR 0512); imported only when it is set.
 * Each application has a registry of its own (tests start many in one process).
 */
@Module({
  imports: [RateLimitModule],
  controllers: [MetricsController],
  providers: [
    {
      provide: Registry,
      useFactory: () => {
        const registry = new Registry();
        collectDefaultMetrics({ register: registry });
        return registry;
      },
    },
    HttpMetrics,
    DatabaseMetrics,
    MetricsTokenGuard,
  ],
})
export class MetricsModule {}
