/**
 * OpenTelemetry tracing, started before the application's modules load (`start-tracing.ts`, which
 * `main.ts` imports first) when the environment configures an exporter (ADR 0514).
 */
import type { NodeSDK } from '@opentelemetry/sdk-node';
import { createRequire } from 'node:module';

/** Set, non-empty, and not `none`. */
const configured = (value: string | undefined): boolean =>
  value !== undefined && value !== '' && value !== 'none';

/**
 * Whether the standard `OTEL_*` variables ask for traces: an OTLP endpoint, or an explicit
 * `OTEL_TRACES_EXPORTER`; `OTEL_SDK_DISABLED=true` wins.
 */
export function tracingConfigured(env: NodeJS.ProcessEnv): boolean {
  if (env.OTEL_SDK_DISABLED === 'true') return false;
  if (env.OTEL_TRACES_EXPORTER !== undefined && env.OTEL_TRACES_EXPORTER !== '')
    return configured(env.OTEL_TRACES_EXPORTER);
  return (
    configured(env.OTEL_EXPORTER_OTLP_ENDPOINT) ||
    configured(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT)
  );
}

let sdk: NodeSDK | undefined;

/** Whether this process traces: `traceRequests()` adds its hook only then. */
export const tracing = (): boolean => sdk !== undefined;

/**
 * Starts the SDK with the instrumentations of what a request reaches: the HTTP server, `pg` and
 * `ioredis` (each loaded by `require`, which the SDK patches). Exporter, sampler, propagators and
 * resource come from the standard `OTEL_*` variables. Loaded by `require`, synchronously: the
 * modules `main.ts` imports next must not load before the patches.
 */
export function startTracing(): void {
  const require = createRequire(import.meta.url);
  const { NodeSDK } =
    require('@opentelemetry/sdk-node') as typeof import('@opentelemetry/sdk-node');
  const { HttpInstrumentation } =
    require('@opentelemetry/instrumentation-http') as typeof import('@opentelemetry/instrumentation-http');
  const { PgInstrumentation } =
    require('@opentelemetry/instrumentation-pg') as typeof import('@opentelemetry/instrumentation-pg');
  const { IORedisInstrumentation } =
    require('@opentelemetry/instrumentation-ioredis') as typeof import('@opentelemetry/instrumentation-ioredis');
  // Traces only: metrics are Prometheus's (`/metrics`), logs stay on stdout.
  process.env.OTEL_METRICS_EXPORTER ||= 'none';
  process.env.OTEL_LOGS_EXPORTER ||= 'none';
  const started = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME || 'syllabus',
    instrumentations: [
      new HttpInstrumentation(),
      // Statements without their values: the instrumentation's default.
      new PgInstrumentation({ requireParentSpan: true }),
      // The command's name only: its keys and arguments name users.
      new IORedisInstrumentation({
        requireParentSpan: true,
        dbStatementSerializer: (command) => command,
      }),
    ],
  });
  started.start();
  sdk = started;
}

/** Sends the spans still held; called at shutdown. */
export async function flushTraces(): Promise<void> {
  await sdk?.shutdown();
}
