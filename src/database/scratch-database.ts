import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database made for one throwaway use (a test file, a schema diff) and dropped after it. */
export interface ScratchDatabase {
  /** A `DATABASE_URL` value. */
  url: string;
  drop(): Promise<void>;
}

export interface ScratchDatabaseOptions {
  /** Prefix of the PostgreSQL database name, followed by random hex. */
  prefix?: string;
  /** Appended to the error when the PostgreSQL server cannot be reached: what the operator should do. */
  hint?: string;
}

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
  { prefix = 'syllabus_scratch', hint = '' }: ScratchDatabaseOptions = {},
): Promise<ScratchDatabase> {
  if (!postgresServerUrl)
    return { url: 'sqlite::memory:', drop: async () => undefined };
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
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
