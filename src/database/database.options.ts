import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import { type Dialect, sqliteFunctions } from '#libs/lists/index.js';
import { postgresMigrations } from './migrations/postgres/index.js';
import { sqliteMigrations } from './migrations/sqlite/index.js';

export const DEFAULT_SQLITE_FILE = 'data/syllabus.sqlite';

export type { Dialect };

export const dialectOf = (url: string | undefined): Dialect =>
  url?.startsWith('postgres') ? 'postgres' : 'sqlite';

/**
 * TypeORM options for `DATABASE_URL`: unset → the embedded SQLite file, `sqlite:<path>` or
 * `sqlite::memory:` → SQLite, `postgres://…` → PostgreSQL. Migrations are per dialect;
 * the schema is never synchronized from the entities.
 */
export function databaseOptions(url: string | undefined): DataSourceOptions {
  if (dialectOf(url) === 'postgres') {
    return {
      type: 'postgres',
      url,
      // An unreachable server is a 503 after this long, not a request that hangs.
      connectTimeoutMS: 5000,
      migrations: postgresMigrations,
      migrationsTransactionMode: 'each',
    };
  }
  const file = url ? url.slice('sqlite:'.length) : DEFAULT_SQLITE_FILE;
  const database = file === ':memory:' ? ':memory:' : file;
  if (database !== ':memory:')
    mkdirSync(dirname(database), { recursive: true });
  return {
    type: 'better-sqlite3',
    database,
    enableWAL: database !== ':memory:',
    timeout: 5000,
    migrations: sqliteMigrations,
    migrationsTransactionMode: 'each',
    prepareDatabase: (db: SqliteConnection) => {
      sqliteFunctions(db);
      if (database !== ':memory:') {
        // Reads through a memory map of the file rather than a 2 MB page cache (ADR 0505).
        db.pragma(`mmap_size = ${SQLITE_MMAP_SIZE}`);
        // The log is synced at checkpoints, each after 10,000 pages rather than 1,000 (ADR 0507).
        db.pragma('synchronous = NORMAL');
        db.pragma(`wal_autocheckpoint = ${SQLITE_CHECKPOINT_PAGES}`);
      }
    },
  };
}

/** As much of the file as SQLite maps by default at most (2 GiB less 64 KiB). */
const SQLITE_MMAP_SIZE = 0x7fff0000;

/** The write-ahead log's size, in 4 KiB pages, that starts a checkpoint (~40 MiB). */
const SQLITE_CHECKPOINT_PAGES = 10_000;

/** What `prepareDatabase` uses of a better-sqlite3 connection. */
type SqliteConnection = Parameters<typeof sqliteFunctions>[0] & {
  pragma(source: string): unknown;
};
