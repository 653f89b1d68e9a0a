import {
  Controller,
  Get,
  Header,
  UseGuards,
  VERSION_NEUTRAL,
} from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { prometheusContentType, Registry } from 'prom-client';
import { Public } from '../auth/public.decorator.js';
import { DatabaseMetrics } from './database-metrics.js';
import { MetricsTokenGuard } from './metrics-token.guard.js';

/** The path of the metrics, outside the API's prefix (`configureApp` excludes it). */
export const METRICS_PATH = 'metrics';

/** Prometheus' scrape target: for operators, not part of the API (ADR 0512). */
@ApiExcludeController()
@Public()
@Controller({ path: METRICS_PATH, version: VERSION_NEUTRAL })
export class MetricsController {
  constructor(
    private readonly registry: Registry,
    private readonly database: DatabaseMetrics,
  ) {}

  @Get()
  @UseGuards(MetricsTokenGuard)
  @Header('Content-Type', prometheusContentType)
  async read(): Promise<string> {
    await this.database.sample();
    return this.registry.metrics();
  }
}
