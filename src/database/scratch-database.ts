import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { InvalidEnvironmentError } from '../config/environment.js';

/** A database made for one throwaway use (a test file, a schema diff) and dropped after it. */
export interface ScratchDatabase {
  /** A `DATABASE_URL` value. */
  url: string;
  drop(): Promise<void>;
}

export interface ScratchDatabaseOptions {
  /** What the database is for (`test`, `migration`): the middle of its name. */
  purpose: string;
  /** Start of the PostgreSQL database name: SCRATCH_DATABASE_PREFIX, `syllabus` when unset or empty. */
  prefix?: string;
  /** Appended to the error when the PostgreSQL server cannot be reached: what the operator should do. */
  hint?: string;
}

export const DEFAULT_SCRATCH_DATABASE_PREFIX = 'syllabus';

/** PostgreSQL keeps the first 63 bytes of a name (NAMEDATALEN - 1) and drops the rest silently. */
const MAX_NAME_BYTES = 63;

/** Random bytes at the end of a name, as hex. */
const RANDOM_BYTES = 6;

/** A name PostgreSQL takes unquoted, as it is (no case folding), and ASCII: a character is a byte. */
const IDENTIFIER = /^[a-z][a-z0-9_]*$/;

/**
 * The start of the names of scratch databases for `purpose`: `prefix` (SCRATCH_DATABASE_PREFIX),
 * `syllabus` when unset or empty. Throws `InvalidEnvironmentError` unless it is lowercase letters,
 * digits and `_` starting with a letter, short enough for `<prefix>_<purpose>_<hex>` to fit.
 */
export function scratchDatabasePrefix(
  prefix: string | undefined,
  purpose: string,
): string {
  const start = prefix || DEFAULT_SCRATCH_DATABASE_PREFIX;
  if (!IDENTIFIER.test(start)) {
    throw new InvalidEnvironmentError([
      `SCRATCH_DATABASE_PREFIX: "${start}" is not a PostgreSQL name of lowercase letters, digits and _, starting with a letter`,
    ]);
  }
  const longest = MAX_NAME_BYTES - `_${purpose}_`.length - RANDOM_BYTES * 2;
  if (start.length > longest) {
    throw new InvalidEnvironmentError([
      `SCRATCH_DATABASE_PREFIX: "${start}" has ${start.length} characters, at most ${longest} leave room for _${purpose}_<hex> within PostgreSQL's ${MAX_NAME_BYTES}-byte names`,
    ]);
  }
  return start;
}

/** A new name, `<prefix>_<purpose>_<random hex>`, its prefix checked by `scratchDatabasePrefix()`. */
export const scratchDatabaseName = (
  prefix: string | undefined,
  purpose: string,
): string =>
  `${scratchDatabasePrefix(prefix, purpose)}_${purpose}_${randomBytes(RANDOM_BYTES).toString('hex')}`;

/** The server URL without its password, for messages. */
const printable = (url: string): string => {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
};

async function onServer<T>(
  serverUrl: string,
  hint: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL at ${printable(serverUrl)} cannot be reached (${(error as Error).message}). ${hint}`.trim(),
    );
  }
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * In-memory SQLite when no PostgreSQL server is given; otherwise a new database on that server
 * (its URL names any existing database to connect to, e.g. `postgres://postgres@127.0.0.1:5432/test`).
 */
export async function createScratchDatabase(
  postgresServerUrl: string | undefined,
  { purpose, prefix, hint = '' }: ScratchDatabaseOptions,
): Promise<ScratchDatabase> {
  if (!postgresServerUrl)
    return { url: 'sqlite::memory:', drop: async () => undefined };
  const name = scratchDatabaseName(prefix, purpose);
  await onServer(postgresServerUrl, hint, (client) =>
    client.query(`CREATE DATABASE ${name}`),
  );
  const url = new URL(postgresServerUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await onServer(postgresServerUrl, hint, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}
