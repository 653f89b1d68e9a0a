import type { FastifyInstance } from 'fastify';
import pino, { type LogFn, type Logger, type LoggerOptions } from 'pino';
import { logContext } from './observability/log-context.js';

/** Fields that must never reach a log line. */
const REDACTED = [
  '*.password',
  '*.currentPassword',
  '*.token',
  '*.refreshToken',
];

/** Nest's start-up lines (each module loaded, each route mapped) are debug, not info (ADR 0502). */
const START_UP_CONTEXTS = new Set([
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestFactory',
  'NestApplication',
]);
const INFO = 30;

/** Where log lines go: stdout for the server, stderr for the CLI (whose stdout is its output). */
export type LogDestination = 1 | 2;

/**
 * Pino's options: the level, the request and trace ids of the request being handled (ADR 0513),
 * secrets redacted, Nest's start-up lines at debug, request fields.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    mixin: logContext,
    redact: { paths: REDACTED, censor: '[redacted]' },
    hooks: {
      logMethod(this: Logger, args: unknown[], method: LogFn, level: number) {
        const context = (args[0] as { context?: unknown } | undefined)?.context;
        if (level === INFO && START_UP_CONTEXTS.has(context as string))
          return this.debug.apply(this, args as Parameters<LogFn>);
        return method.apply(this, args as Parameters<LogFn>);
      },
    },
    // Fastify's request and Node's response, read directly, without a full copy first.
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
}

/**
 * The application's logger: JSON lines in batches outside development, readable lines in
 * development. Requests are logged by `logRequests()`.
 */
export function createLogger(
  level: string,
  nodeEnv: string,
  destination: LogDestination = 1,
): Logger {
  const options = loggerOptions(level);
  return nodeEnv === 'development'
    ? pino({
        ...options,
        transport: {
          target: 'pino-pretty',
          options: { singleLine: true, destination },
        },
      })
    : pino(options, batchedLines(destination));
}

/**
 * Pino's destination (sonic-boom), writing in batches of 4 KiB or each second, in buffer mode
 * (ADR 0406). Pino writes strings: each line is turned into a `Buffer` on its way in.
 */
export function batchedLines(fd: number): ReturnType<typeof pino.destination> {
  const sink = pino.destination({
    dest: fd,
    minLength: 4096,
    periodicFlush: 1000,
    contentMode: 'buffer',
  });
  const writeBuffer = sink.write as unknown as (line: Buffer) => boolean;
  sink.write = (line: string) => writeBuffer.call(sink, Buffer.from(line));
  return sink;
}

/**
 * One `request completed` line per request (request id, method, URL, status, milliseconds) from a
 * Fastify hook, not a middleware (ADR 0406). `requestId` as in every other line of the request:
 * this hook may run outside the request's context.
 */
export function logRequests(fastify: FastifyInstance, logger: Logger): void {
  // The line holds no header or body: nothing to redact (ADR 0406).
  const requests = logger.child({}, { redact: [] });
  fastify.addHook('onResponse', (request, reply, done) => {
    requests.info(
      {
        requestId: request.id,
        req: request,
        res: reply.raw,
        responseTime: Math.round(reply.elapsedTime),
      },
      'request completed',
    );
    done();
  });
}
