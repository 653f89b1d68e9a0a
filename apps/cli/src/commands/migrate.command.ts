import { DataSource } from 'typeorm';
import { applyPendingMigrations } from '../../../../src/database/apply-migrations.js';
import {
  databaseOptions,
  dialectOf,
} from '../../../../src/database/database.options.js';
import type { Command } from '../command.js';
import { loadEnvironment } from '../load-environment.js';

export const migrateCommand: Command = {
  name: 'migrate',
  summary: "Apply the pending migrations to DATABASE_URL's database",
  details:
    'The server applies them at start too, unless DB_MIGRATE=false: then run this before each deployment.',
  async run(_args, io) {
    const { DATABASE_URL } = await loadEnvironment();
    // A bare DataSource, not the Nest context: bootstrap hooks (the first admin) need the tables this creates.
    const dataSource = await new DataSource(
      databaseOptions(DATABASE_URL),
    ).initialize();
    try {
      const applied = await applyPendingMigrations(dataSource);
      for (const migration of applied)
        io.stdout.write(`Applied ${migration.name}\n`);
      io.stdout.write(
        `${applied.length} migration(s) applied to the ${dialectOf(DATABASE_URL)} database; none pending.\n`,
      );
    } finally {
      await dataSource.destroy();
    }
  },
};
