import type { Params } from 'nestjs-pino';

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

/** Pino request logging: JSON in production, readable lines in development, secrets redacted. */
export function loggerOptions(level: string, nodeEnv: string): Params {
  return {
    pinoHttp: {
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
      ...(nodeEnv === 'development' && {
        transport: { target: 'pino-pretty', options: { singleLine: true } },
      }),
    },
  };
}
