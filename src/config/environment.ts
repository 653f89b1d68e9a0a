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

  /** Open connections per client address (IPv6: per /64); 0: no cap. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  MAX_CONNECTIONS_PER_ADDRESS = 100;
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
  if (env.HEADERS_TIMEOUT > env.REQUEST_TIMEOUT) {
    problems.push('HEADERS_TIMEOUT: must not exceed REQUEST_TIMEOUT');
  }
  if (problems.length > 0) throw new InvalidEnvironmentError(problems);
  return env;
}
