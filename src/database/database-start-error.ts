import type { DataSourceOptions } from 'typeorm';
import { isDatabaseUnavailable } from './database-unavailable.js';

/** A start that could not open the database, in one line that says what to check. */
export class DatabaseStartError extends Error {}

/** What to do about `error`, PostgreSQL's error codes first. */
function hint(url: URL, error: unknown): string | undefined {
  const code = (error as { code?: unknown }).code;
  if (code === '3D000') {
    const user = decodeURIComponent(url.username) || 'postgres';
    return `create it: createdb -h ${url.hostname} -p ${url.port || 5432} -U ${user} ${url.pathname.slice(1)}`;
  }
  if (code === '28P01' || code === '28000')
    return 'check the user and password of DATABASE_URL';
  if (isDatabaseUnavailable(error))
    return `is PostgreSQL running at ${url.hostname}:${url.port || 5432}?`;
  return undefined;
}

/** `error`, thrown while opening the database of `options`, as one line without credentials. */
export function databaseStartError(
  options: DataSourceOptions,
  error: unknown,
): DatabaseStartError {
  const reason = error instanceof Error ? error.message : String(error);
  if (options.type !== 'postgres')
    return new DatabaseStartError(
      `Cannot open the SQLite database ${String(options.database)}: ${reason}`,
    );
  const url = new URL(options.url!);
  const help = hint(url, error);
  return new DatabaseStartError(
    `Cannot connect to PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}: ${reason}${help ? `; ${help}` : ''}`,
  );
}
