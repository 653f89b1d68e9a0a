import { rmSync } from 'node:fs';
import { DataSource } from 'typeorm';
import { applyPendingMigrations } from '../../../../src/database/apply-migrations.js';
import {
  databaseOptions,
  dialectOf,
} from '../../../../src/database/database.options.js';
import { type Command, CommandError } from '../command.js';
import { loadEnvironment } from '../load-environment.js';

export const dbResetCommand: Command = {
  name: 'db:reset',
  summary:
    "Drop every table of DATABASE_URL's database, then apply all migrations",
  details:
    'For test suites that reset between runs (then `seed`). Refused with NODE_ENV=production unless --force.',
  options: {
    force: { description: 'Reset even with NODE_ENV=production' },
  },
  async run({ flags }, io) {
    const { DATABASE_URL, NODE_ENV } = await loadEnvironment();
    if (NODE_ENV === 'production' && !flags.has('force')) {
      throw new CommandError(
        'NODE_ENV=production: db:reset would erase every row; add --force to do it anyway.',
      );
    }
    const options = databaseOptions(DATABASE_URL);
    // SQLite: a new file (an FTS index's shadow tables cannot be dropped one by one).
    if (options.type === 'better-sqlite3' && options.database !== ':memory:') {
      for (const suffix of ['', '-wal', '-shm'])
        rmSync(`${options.database}${suffix}`, { force: true });
    }
    const dataSource = await new DataSource(options).initialize();
    try {
      if (options.type === 'postgres') {
        // The whole schema: tables, functions and extensions the migrations created.
        const [{ schema }] = await dataSource.query<{ schema: string }[]>(
          'SELECT current_schema() AS schema',
        );
        const name = `"${schema.replaceAll('"', '""')}"`;
        await dataSource.query(`DROP SCHEMA ${name} CASCADE`);
        await dataSource.query(`CREATE SCHEMA ${name}`);
      }
      const applied = await applyPendingMigrations(dataSource);
      io.stdout.write(
        `Reset the ${dialectOf(DATABASE_URL)} database: ${applied.length} migration(s) applied.\n`,
      );
    } finally {
      await dataSource.destroy();
    }
  },
};
