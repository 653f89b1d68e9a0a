import { type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type {
  AfterQueryEvent,
  BeforeQueryEvent,
  DataSource,
  EntitySubscriberInterface,
} from 'typeorm';
import { tracing } from '../observability/tracing.js';

/**
 * With tracing on and SQLite, a child span of the request's span per SQL statement, as the `pg`
 * instrumentation makes on PostgreSQL: the statement with its `?` placeholders, never the
 * values (ADR 0515). Off, or on PostgreSQL: no subscriber, nothing runs per query.
 */
export function traceSqliteQueries(
  dataSource: DataSource,
  enabled = tracing(),
): void {
  if (!enabled || dataSource.options.type !== 'better-sqlite3') return;
  const tracer = trace.getTracer('syllabus-sqlite');
  // TypeORM hands both events of one query the same parameters array, a new one per query.
  const open = new WeakMap<object, Span>();
  const subscriber: EntitySubscriberInterface = {
    beforeQuery({ query, parameters }: BeforeQueryEvent): void {
      // Only within a request, as the pg and ioredis instrumentations (requireParentSpan).
      if (!parameters || !trace.getActiveSpan()) return;
      open.set(
        parameters,
        tracer.startSpan(`sqlite.query:${operationOf(query)}`, {
          kind: SpanKind.CLIENT,
          attributes: { 'db.system.name': 'sqlite', 'db.query.text': query },
        }),
      );
    },
    afterQuery({ parameters, success, error }: AfterQueryEvent): void {
      const span = parameters && open.get(parameters);
      if (!span) return;
      open.delete(parameters!);
      if (!success) {
        const code = (error as { code?: unknown } | undefined)?.code;
        if (typeof code === 'string') span.setAttribute('error.type', code);
        span.setStatus({
          code: SpanStatusCode.ERROR,
          message: error instanceof Error ? error.message : undefined,
        });
      }
      span.end();
    },
  };
  dataSource.subscribers.push(subscriber);
}

/** The statement's first word in capitals (`SELECT`, `INSERT`, `BEGIN`), as the pg instrumentation names its spans. */
const operationOf = (query: string): string =>
  (/^\s*(\w+)/.exec(query)?.[1] ?? 'query').toUpperCase();
