import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { DataSource, type QueryRunner } from 'typeorm';
import { applyPendingMigrations } from '../src/database/apply-migrations.js';
import { databaseOptions } from '../src/database/database.options.js';
import type { PostgresOptions } from '../src/database/postgres-client-config.js';
import { readCounter } from '#libs/lists/index.js';
import type { ScratchDatabase } from '../src/database/scratch-database.js';
import { createPostgresTestDatabase } from './support/database.js';
import { describeWith } from './support/needs.js';

/** More open transactions than shards of the old scheme (`pg_backend_pid() % 16`): two of them shared one. */
const WRITERS = 17;

describeWith('PostgreSQL')('list counters on PostgreSQL (#16)', () => {
  let database: ScratchDatabase;
  let dataSource: DataSource;
  beforeAll(async () => {
    database = await createPostgresTestDatabase();
    dataSource = await new DataSource({
      ...(databaseOptions(database.url) as PostgresOptions),
      poolSize: WRITERS + 1,
    }).initialize();
    await applyPendingMigrations(dataSource);
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('lets open transactions add to the same counters without waiting on each other, in any order', async () => {
    const writers: QueryRunner[] = [];
    try {
      for (let i = 0; i < WRITERS; i++) {
        const writer = dataSource.createQueryRunner();
        writers.push(writer);
        await writer.startTransaction();
        // A wait on another writer's shard fails the test instead of hanging it.
        await writer.query(`SET LOCAL lock_timeout = '3s'`);
        const counters = i % 2 ? ['a', 'b'] : ['b', 'a'];
        for (const counter of counters)
          await writer.query('SELECT row_counts_add($1, 1)', [counter]);
      }
      for (const writer of writers) await writer.commitTransaction();
    } finally {
      await Promise.all(writers.map((writer) => writer.release()));
    }
    expect(await readCounter(dataSource.manager, 'a')).toBe(WRITERS);
    expect(await readCounter(dataSource.manager, 'b')).toBe(WRITERS);
  });
});
