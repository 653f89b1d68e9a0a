import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database of its own for one test file: in-memory SQLite, or a fresh PostgreSQL database when TEST_DATABASE_URL is set. */
export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

async function admin<T>(
  serverUrl: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `TEST_DATABASE_URL=${serverUrl} is set but PostgreSQL cannot be reached (${(error as Error).message}). ` +
        'Start PostgreSQL or unset TEST_DATABASE_URL to test on SQLite.',
    );
  }
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl)
    return { url: 'sqlite::memory:', drop: async () => undefined };
  const name = `syllabus_test_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

export const testDialect = (): 'postgres' | 'sqlite' =>
  process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';
