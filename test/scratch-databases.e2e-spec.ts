import { afterEach, expect, it } from '@jest/globals';
import pg from 'pg';
import { InvalidEnvironmentError } from '../src/config/environment.js';
import {
  createPostgresTestDatabase,
  postgresServerUrl,
} from './support/database.js';
import { describeWith } from './support/needs.js';

/** The databases of the PostgreSQL server whose names start with `start`. */
async function databasesNamed(start: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: postgresServerUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [start],
    );
    return rows.map(({ datname }) => datname);
  } finally {
    await client.end();
  }
}

describeWith('PostgreSQL')(
  'the scratch databases of the tests, on PostgreSQL',
  () => {
    const prefix = process.env.SCRATCH_DATABASE_PREFIX;
    afterEach(() => {
      if (prefix === undefined) delete process.env.SCRATCH_DATABASE_PREFIX;
      else process.env.SCRATCH_DATABASE_PREFIX = prefix;
    });

    it('are named after SCRATCH_DATABASE_PREFIX, created, then dropped', async () => {
      process.env.SCRATCH_DATABASE_PREFIX = 'syllabus_prefix_check';
      const database = await createPostgresTestDatabase();
      const name = new URL(database.url).pathname.slice(1);
      expect(name).toMatch(/^syllabus_prefix_check_test_[0-9a-f]{12}$/);
      expect(await databasesNamed(name)).toEqual([name]);
      await database.drop();
      expect(await databasesNamed(name)).toEqual([]);
    });

    it('refuse a prefix PostgreSQL cannot take, creating nothing', async () => {
      process.env.SCRATCH_DATABASE_PREFIX = 'syllabus_' + 'x'.repeat(40);
      await expect(createPostgresTestDatabase()).rejects.toThrow(
        InvalidEnvironmentError,
      );
      expect(await databasesNamed('syllabus_xxx')).toEqual([]);
    });
  },
);
