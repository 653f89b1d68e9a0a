import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import {
  createScratchDatabase,
  ScratchDatabase,
} from '../../src/database/scratch-database.js';
import { SERVICES } from './services.mjs';

/** The SCRATCH_DATABASE_PREFIX of this run, for a process the tests start with an environment of their own. */
export const scratchDatabasePrefixEnv = (): Record<string, string> =>
  process.env.SCRATCH_DATABASE_PREFIX
    ? { SCRATCH_DATABASE_PREFIX: process.env.SCRATCH_DATABASE_PREFIX }
    : {};

/**
 * A database of its own for one test file: in-memory SQLite, or a fresh PostgreSQL database when
 * TEST_DATABASE_URL is set, named `<SCRATCH_DATABASE_PREFIX>_test_<hex>`.
 */
export const createTestDatabase = (): Promise<ScratchDatabase> =>
  createScratchDatabase(process.env.TEST_DATABASE_URL, {
    purpose: 'test',
    prefix: process.env.SCRATCH_DATABASE_PREFIX,
    hint: 'Start PostgreSQL or unset TEST_DATABASE_URL to test on SQLite.',
  });

/** A database of its own that another connection or app opens too: a SQLite file rather than memory. */
export async function createSharedTestDatabase(): Promise<ScratchDatabase> {
  if (process.env.TEST_DATABASE_URL) return createTestDatabase();
  const dir = await mkdtemp(join(tmpdir(), 'syllabus-test-'));
  return {
    url: `sqlite:${join(dir, 'syllabus.sqlite')}`,
    drop: () => rm(dir, { recursive: true, force: true }),
  };
}

export const testDialect = (): 'postgres' | 'sqlite' =>
  process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

/** The PostgreSQL server of tests that need one whatever the run's dialect (several instances, migration generation). */
export const postgresServerUrl = (): string => SERVICES.PostgreSQL.url;

/** A fresh PostgreSQL database, whatever the run's dialect. */
export const createPostgresTestDatabase = (): Promise<ScratchDatabase> =>
  createScratchDatabase(postgresServerUrl(), {
    purpose: 'test',
    prefix: process.env.SCRATCH_DATABASE_PREFIX,
    hint: 'These tests need PostgreSQL (docs/testing.md); start it or set TEST_DATABASE_URL.',
  });

/**
 * Rows of `doc_tags` and `lesson_docs` whose copy of their doc's or lesson's sort keys differs
 * from it (ADR 0307), as `table:id`.
 */
export async function staleSortKeys(dataSource: DataSource): Promise<string[]> {
  const stale = await Promise.all(
    [
      ['doc_tags', 'docs', 'doc_id'],
      ['lesson_docs', 'lessons', 'lesson_id'],
    ].map(async ([copies, rows, key]) =>
      (
        await dataSource.query<{ id: string }[]>(
          `SELECT c.${key} AS id FROM ${copies} c JOIN ${rows} r ON r.id = c.${key} WHERE c.title <> r.title OR c.updated_at <> r.updated_at OR c.created_at <> r.created_at`,
        )
      ).map(({ id }) => `${copies}:${id}`),
    ),
  );
  return stale.flat();
}
