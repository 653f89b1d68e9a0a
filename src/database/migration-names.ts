import type { MigrationInterface } from 'typeorm';
import type { Dialect } from './database.options.js';
import { postgresMigrations } from './migrations/postgres/index.js';
import { sqliteMigrations } from './migrations/sqlite/index.js';

/** The names TypeORM records in the `migrations` table for these migration classes. */
export const namesOf = (
  migrations: readonly (new () => MigrationInterface)[],
): string[] =>
  migrations.map((Migration) => new Migration().name ?? Migration.name);

/** The names of a dialect's migrations, oldest first. */
export const migrationNames = (dialect: Dialect): string[] =>
  namesOf(dialect === 'postgres' ? postgresMigrations : sqliteMigrations);
