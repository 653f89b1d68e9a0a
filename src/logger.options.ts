import type { Params } from 'nestjs-pino';
import pino from 'pino';

/** Request fields that must never reach a log line. */
const REDACTED = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.token',
  '*.refreshToken',
];

/** Where log lines go: stdout for the server, stderr for the CLI (whose stdout is its output). */
export type LogDestination = 1 | 2;

/** Pino request logging: JSON in production, readable lines in development, secrets redacted. */
export function loggerOptions(
  level: string,
  nodeEnv: string,
  destination: LogDestination = 1,
): Params {
  const options = {
    level,
    redact: { paths: REDACTED, censor: '[redacted]' },
    serializers: {
      req: (req: {
        id: string;
        method: string;
        url: string;
        headers: object;
      }) => ({
        id: req.id,
        method: req.method,
        url: req.url,
        headers: req.headers,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
  if (nodeEnv === 'development') {
    return {
      pinoHttp: {
        ...options,
        transport: {
          target: 'pino-pretty',
          options: { singleLine: true, destination },
        },
      },
    };
  }
  return { pinoHttp: [options, pino.destination(destination)] };
}
