import { HttpStatus } from '@nestjs/common';
import { ProblemException } from '#libs/rest/index.js';

/** Seconds a client waits before it retries while the database is unreachable. */
export const DATABASE_RETRY_AFTER = 5;

/** Socket failures, PostgreSQL's connection and shutdown states, a locked SQLite file. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '53300', // too_many_connections
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
]);

/** What `pg` and its pool throw, without a code, when a connection fails or times out. */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly)/;

interface DriverError {
  code?: unknown;
  message?: unknown;
  driverError?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** Whether `error`, or the driver error or cause inside it, passes `test`. */
function someError(
  error: unknown,
  test: (error: DriverError) => boolean,
  depth = 0,
): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { driverError, cause, errors } = error as DriverError;
  return (
    test(error as DriverError) ||
    [driverError, cause, ...(Array.isArray(errors) ? errors : [])].some(
      (inner) => someError(inner, test, depth + 1),
    )
  );
}

/** Whether `error` (or the driver error or cause inside it) says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return someError(
    error,
    ({ code, message }) =>
      (typeof code === 'string' &&
        (UNAVAILABLE_CODES.has(code) ||
          code.startsWith('08') || // connection_exception
          code.startsWith('SQLITE_BUSY'))) ||
      (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)),
  );
}

/**
 * Whether a PostgreSQL transaction failed only because of concurrent ones (serialization_failure,
 * deadlock_detected): run again, it may well succeed.
 */
export function isTransactionConflict(error: unknown): boolean {
  return someError(error, ({ code }) => code === '40001' || code === '40P01');
}

/**
 * `ProblemDetailsFilter` hook: an outage, or a transaction that kept conflicting with others
 * however often it was retried, is a 503 with `Retry-After`, not a bug's 500.
 */
export function databaseUnavailableProblem(
  error: unknown,
): ProblemException | undefined {
  if (isDatabaseUnavailable(error))
    return new ProblemException(HttpStatus.SERVICE_UNAVAILABLE, {
      detail: 'The database is unavailable; retry later.',
      code: 'DATABASE.UNAVAILABLE',
      headers: { 'Retry-After': String(DATABASE_RETRY_AFTER) },
    });
  if (isTransactionConflict(error))
    return new ProblemException(HttpStatus.SERVICE_UNAVAILABLE, {
      detail: 'Concurrent writes kept conflicting with this one; retry later.',
      code: 'DATABASE.CONFLICT',
      headers: { 'Retry-After': '1' },
    });
  return undefined;
}
