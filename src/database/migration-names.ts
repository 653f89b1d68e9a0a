import type { Dialect } from './database.options.js';
import { postgresMigrations } from './migrations/postgres/index.js';
import { sqliteMigrations } from './migrations/sqlite/index.js';

/** The names TypeORM records in the `migrations` table for a dialect's migrations, oldest first. */
export const migrationNames = (dialect: Dialect): string[] =>
  (dialect === 'postgres' ? postgresMigrations : sqliteMigrations).map(
    (Migration) => new Migration().name ?? Migration.name,
  );
