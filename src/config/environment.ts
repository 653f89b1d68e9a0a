import { plainToInstance, Transform } from 'class-transformer';
import {
  IsByteLength,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  validateSync,
  ValidationError,
} from 'class-validator';
import { IsPassword, IsPseudo, IsUserEmail } from '../users/identity-rules.js';

const toInt = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d+$/.test(value.trim())
    ? Number(value)
    : value;

const toBool = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^(true|false)$/i.test(value.trim())
    ? value.trim().toLowerCase() === 'true'
    : value;

/** Every setting the service reads, with its default; see README "Configuration". */
export class Environment {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  @IsString()
  HOST = '0.0.0.0';

  /** Unset: SQLite file `data/syllabus.sqlite`. */
  @IsOptional()
  @Matches(/^(sqlite:.+|postgres(ql)?:\/\/.+)$/, {
    message:
      'DATABASE_URL must be sqlite:<path>, sqlite::memory: or postgres://...',
  })
  DATABASE_URL?: string;

  @Transform(toBool)
  @IsIn([true, false], { message: 'DB_MIGRATE must be true or false' })
  DB_MIGRATE = true;

  @IsOptional()
  @Matches(/^rediss?:\/\/.+/, {
    message: 'REDIS_URL must be redis://... or rediss://...',
  })
  REDIS_URL?: string;

  @IsOptional()
  @IsString()
  @IsByteLength(32, undefined, {
    message: 'JWT_SECRET must be at least 32 bytes',
  })
  JWT_SECRET?: string;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  JWT_TTL = 900;

  /** The key of list cursors; unset: derived from the access tokens' secret (docs/lists.md). */
  @IsOptional()
  @IsString()
  @IsByteLength(32, undefined, {
    message: 'CURSOR_SECRET must be at least 32 bytes',
  })
  CURSOR_SECRET?: string;

  /** The key cursors were signed with before CURSOR_SECRET (or JWT_SECRET) changed: still verifies. */
  @IsOptional()
  @IsString()
  @IsByteLength(32, undefined, {
    message: 'CURSOR_SECRET_PREVIOUS must be at least 32 bytes',
  })
  CURSOR_SECRET_PREVIOUS?: string;

  // The rules of POST /users: the first admin is created without it, and signs in with them.
  @IsUserEmail()
  ADMIN_EMAIL = 'admin@syllabus.local';

  @IsPseudo()
  ADMIN_PSEUDO = 'admin';

  @IsOptional()
  @IsPassword()
  ADMIN_PASSWORD?: string;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT = 300;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  AUTH_RATE_LIMIT = 10;

  /** Passed to Fastify's `trustProxy`: false, true, a hop count or a list of addresses/CIDRs. */
  @IsOptional()
  @IsString()
  TRUST_PROXY?: string;

  /** Comma-separated origins allowed by CORS; empty: CORS off. */
  @IsOptional()
  @IsString()
  CORS_ORIGINS?: string;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /** Roles kept per instance on PostgreSQL (README "Several instances"); 0: none, read each time. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  ROLE_CACHE_SIZE = 10_000;

  /** Largest accepted request body, in bytes. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  BODY_LIMIT = 1_048_576;

  /** Seconds a client has to send a request's headers (and a new connection its first bytes). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  HEADERS_TIMEOUT = 20;

  /** Seconds a client has to send a whole request, headers and body. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  REQUEST_TIMEOUT = 60;

  /** Bearer token of `GET /metrics` (docs/operations.md); unset: metrics off. */
  @IsOptional()
  @IsString()
  @IsByteLength(32, undefined, {
    message: 'METRICS_TOKEN must be at least 32 bytes',
  })
  METRICS_TOKEN?: string;

  /** Seconds events are kept in the change feed (docs/api.md, "Events"); default 30 days. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  EVENTS_RETENTION = 2_592_000;

  /** Open connections per client address (IPv6: per /64); 0: no cap. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  MAX_CONNECTIONS_PER_ADDRESS = 100;

  /** The key that encrypts webhook signing secrets (ADR 0422); unset: derived from JWT_SECRET's. */
  @IsOptional()
  @IsString()
  @IsByteLength(32, undefined, {
    message: 'WEBHOOKS_SECRET_KEY must be at least 32 bytes',
  })
  WEBHOOKS_SECRET_KEY?: string;

  /** Whether webhook URLs may be plain `http` (development only). */
  @Transform(toBool)
  @IsIn([true, false], { message: 'WEBHOOKS_ALLOW_HTTP must be true or false' })
  WEBHOOKS_ALLOW_HTTP = false;

  /** Comma-separated host names, addresses or CIDR blocks webhooks may reach though private. */
  @IsOptional()
  @Matches(/^[\w.:/-]+(\s*,\s*[\w.:/-]+)*$/, {
    message:
      'WEBHOOKS_ALLOWED_HOSTS must be host names, addresses or CIDR blocks, separated by commas',
  })
  WEBHOOKS_ALLOWED_HOSTS?: string;

  /** Seconds between a failed webhook attempt and the next, one per retry (docs/api.md). */
  @Matches(/^\d+(\.\d+)?(,\d+(\.\d+)?)*$/, {
    message: 'WEBHOOKS_RETRY_SCHEDULE must be seconds separated by commas',
  })
  WEBHOOKS_RETRY_SCHEDULE = '5,30,120,600,1800,3600,7200,14400,28800,28800';

  /** Seconds the previous webhook secret still signs after a rotation. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  WEBHOOKS_SECRET_OVERLAP = 86_400;
}

/** Thrown when the environment is invalid; its message names every bad variable, one per line. */
export class InvalidEnvironmentError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'InvalidEnvironmentError';
  }
}

const describe = (error: ValidationError): string =>
  `${error.property}: ${Object.values(error.constraints ?? {}).join('; ')}`;

export function validateEnvironment(raw: Record<string, unknown>): Environment {
  // Empty strings (as in `FOO=` in a .env file) mean "unset".
  const present = Object.fromEntries(
    Object.entries(raw).filter(([, value]) => value !== ''),
  );
  const env = plainToInstance(Environment, present, {
    exposeDefaultValues: true,
  });
  const problems = validateSync(env, { whitelist: false }).map(describe);
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
    problems.push('JWT_SECRET: required when NODE_ENV=production');
  }
  // A scraper holding the metrics token must not hold the key that signs access tokens.
  if (env.METRICS_TOKEN && env.METRICS_TOKEN === env.JWT_SECRET) {
    problems.push('METRICS_TOKEN: must differ from JWT_SECRET');
  }
  // A key set on purpose is a key of its own (unset, one is derived from JWT_SECRET: ADR 0422).
  if (
    env.WEBHOOKS_SECRET_KEY &&
    [env.JWT_SECRET, env.METRICS_TOKEN].includes(env.WEBHOOKS_SECRET_KEY)
  ) {
    problems.push(
      'WEBHOOKS_SECRET_KEY: must differ from JWT_SECRET and METRICS_TOKEN',
    );
  }
  if (env.NODE_ENV === 'production' && env.WEBHOOKS_ALLOW_HTTP) {
    problems.push('WEBHOOKS_ALLOW_HTTP: not allowed when NODE_ENV=production');
  }
  if (env.HEADERS_TIMEOUT > env.REQUEST_TIMEOUT) {
    problems.push('HEADERS_TIMEOUT: must not exceed REQUEST_TIMEOUT');
  }
  if (problems.length > 0) throw new InvalidEnvironmentError(problems);
  return env;
}
