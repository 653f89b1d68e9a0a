import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource, type MigrationInterface } from 'typeorm';
import { postgresMigrations } from '../src/database/migrations/postgres/index.js';
import { sqliteMigrations } from '../src/database/migrations/sqlite/index.js';
import { startTestApp, TestApp } from './support/app.js';
import { testDialect } from './support/database.js';

const migrations: (new () => MigrationInterface)[] =
  testDialect() === 'postgres' ? postgresMigrations : sqliteMigrations;
const migrationNames = migrations.map(
  (Migration) => new Migration().name ?? Migration.name,
);

describe(`the ${testDialect()} schema: migrations and entities agree`, () => {
  let t: TestApp;
  let dataSource: DataSource;
  beforeAll(async () => {
    t = await startTestApp();
    dataSource = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const pendingSchemaChanges = async (): Promise<string[]> =>
    (await dataSource.driver.createSchemaBuilder().log()).upQueries.map(
      ({ query }) => query,
    );
  const applied = async (): Promise<string[]> =>
    (
      await dataSource.query<{ name: string }[]>(
        'SELECT name FROM migrations ORDER BY id',
      )
    ).map(({ name }) => name);

  it('leaves nothing for the entities to change once the migrations ran (else: npm run migration:generate)', async () => {
    expect(await pendingSchemaChanges()).toEqual([]);
  });

  it('records every migration class of the dialect as applied, in order', async () => {
    expect(await applied()).toEqual(migrationNames);
  });

  it('reverts every migration down to no table, then applies them again to the same schema', async () => {
    for (const _ of migrationNames) await dataSource.undoLastMigration();
    expect(await applied()).toEqual([]);
    const runner = dataSource.createQueryRunner();
    try {
      for (const { tableName } of dataSource.entityMetadatas)
        expect([tableName, await runner.hasTable(tableName)]).toEqual([
          tableName,
          false,
        ]);
    } finally {
      await runner.release();
    }
    await dataSource.runMigrations({ transaction: 'each' });
    expect(await applied()).toEqual(migrationNames);
    expect(await pendingSchemaChanges()).toEqual([]);
  });
});
