import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { migrationNames } from '../src/database/migration-names.js';
import { startTestApp, TestApp } from './support/app.js';
import { testDialect } from './support/database.js';

const names = migrationNames(testDialect());

describe(`the ${testDialect()} schema: migrations and entities agree`, () => {
  let t: TestApp;
  let dataSource: DataSource;
  beforeAll(async () => {
    t = await startTestApp();
    dataSource = t.app.get(DataSource);
  });
  afterAll(() => t?.close());

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
    expect(await applied()).toEqual(names);
  });

  /** Foreign keys that name a table which does not exist, as `table -> referenced`. */
  const danglingForeignKeys = async (): Promise<string[]> => {
    const runner = dataSource.createQueryRunner();
    try {
      const tables = await runner.getTables();
      const names = new Set(tables.map(({ name }) => name));
      return tables.flatMap((table) =>
        table.foreignKeys
          .filter((fk) => !names.has(fk.referencedTableName))
          .map((fk) => `${table.name} -> ${fk.referencedTableName}`),
      );
    } finally {
      await runner.release();
    }
  };

  it('reverts every migration, leaving no dangling foreign key and then no table, and applies them again', async () => {
    for (const name of [...names].reverse()) {
      // TypeORM opens the transaction before it turns SQLite's foreign keys off, where that is a no-op.
      await dataSource.undoLastMigration({ transaction: 'none' });
      expect([name, await danglingForeignKeys()]).toEqual([name, []]);
    }
    expect(await applied()).toEqual([]);
    if (testDialect() === 'postgres') {
      // Nor a function a trigger ran (TypeORM's schema diff knows neither).
      expect(
        await dataSource.query(
          'SELECT routine_name FROM information_schema.routines WHERE routine_schema = current_schema()',
        ),
      ).toEqual([]);
    }
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
    // Nor a table of the lists' own, such as an index of q (FTS5, or a table of tsvectors).
    expect(
      await dataSource.query(
        testDialect() === 'postgres'
          ? `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename LIKE 'lists%'`
          : `SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'lists%'`,
      ),
    ).toEqual([]);
    await dataSource.runMigrations({ transaction: 'each' });
    expect(await applied()).toEqual(names);
    expect(await pendingSchemaChanges()).toEqual([]);
  });
});
