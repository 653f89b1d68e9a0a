import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, Registry } from 'prom-client';
import { RateLimitGuard } from '#libs/rate-limit/index.js';

/** The `route` of a request no route matched: never its URL, which the client chooses. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Each response's duration by method, route template and status, and each rate-limit refusal by
 * the throttler that refused it, from one Fastify hook (as the request log line, ADR 0406).
 */
@Injectable()
export class HttpMetrics implements OnModuleInit {
  constructor(
    private readonly registry: Registry,
    private readonly adapterHost: HttpAdapterHost,
    private readonly rateLimit: RateLimitGuard,
  ) {}

  onModuleInit(): void {
    const registers = [this.registry];
    const durations = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request to the end of its response, by method, route template and status.',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [
        0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
      ],
      registers,
    });
    const refusals = new Counter({
      name: 'syllabus_rate_limit_refusals_total',
      help: 'Requests refused with 429, by the rate-limit policy (throttler) that refused them.',
      labelNames: ['policy'],
      registers,
    });
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.addHook('onResponse', (request, reply, done) => {
      const status = reply.statusCode;
      durations.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? UNMATCHED_ROUTE,
          status_code: status,
        },
        reply.elapsedTime / 1000,
      );
      if (status === 429) {
        const policy = this.rateLimit.refusedBy(request);
        if (policy) refusals.inc({ policy });
      }
      done();
    });
  }
}
