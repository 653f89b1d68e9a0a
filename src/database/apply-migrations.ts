import type { DataSource, Migration } from 'typeorm';

/**
 * The PostgreSQL advisory lock under which migrations run: one fixed key for every instance and
 * the CLI ("Syllabus" in ASCII, as a 64-bit number).
 */
const MIGRATIONS_LOCK = String(0x53796c6c61627573n);

/**
 * `DataSource.runMigrations()`, on PostgreSQL under a session advisory lock: instances starting
 * together apply pending migrations one after the other (ADR 0504).
 */
export async function applyPendingMigrations(
  dataSource: DataSource,
): Promise<Migration[]> {
  if (dataSource.options.type !== 'postgres') return dataSource.runMigrations();
  // Its own connection, held while the migrations run on others: the lock belongs to a session.
  const lock = dataSource.createQueryRunner();
  try {
    await lock.query('SELECT pg_advisory_lock($1::bigint)', [MIGRATIONS_LOCK]);
    try {
      return await dataSource.runMigrations();
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1::bigint)', [
        MIGRATIONS_LOCK,
      ]);
    }
  } finally {
    await lock.release();
  }
}
