import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { applyPendingMigrations } from '../src/database/apply-migrations.js';
import { databaseOptions } from '../src/database/database.options.js';
import { migrationNames } from '../src/database/migration-names.js';
import type { ScratchDatabase } from '../src/database/scratch-database.js';
import { createPostgresTestDatabase } from './support/database.js';
import { describeWith } from './support/needs.js';

describeWith('PostgreSQL')(
  'migrations applied by instances starting together (PostgreSQL)',
  () => {
    let database: ScratchDatabase;
    beforeAll(async () => {
      database = await createPostgresTestDatabase();
    });
    afterAll(() => database?.drop());

    it('applies each migration once: the others wait for the lock, then find none pending', async () => {
      const instances = await Promise.all(
        [1, 2, 3].map(() =>
          new DataSource(databaseOptions(database.url)).initialize(),
        ),
      );
      try {
        const applied = await Promise.all(
          instances.map((dataSource) => applyPendingMigrations(dataSource)),
        );
        const names = migrationNames('postgres');
        expect(applied.map((migrations) => migrations.length).sort()).toEqual([
          0,
          0,
          names.length,
        ]);
        const recorded = await instances[0].query<{ name: string }[]>(
          'SELECT name FROM migrations ORDER BY id',
        );
        expect(recorded.map(({ name }) => name)).toEqual(names);
      } finally {
        await Promise.all(instances.map((dataSource) => dataSource.destroy()));
      }
    });
  },
);
