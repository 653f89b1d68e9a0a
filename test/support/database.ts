import {
  createScratchDatabase,
  ScratchDatabase,
} from '../../src/database/scratch-database.js';

/** A database of its own for one test file: in-memory SQLite, or a fresh PostgreSQL database when TEST_DATABASE_URL is set. */
export const createTestDatabase = (): Promise<ScratchDatabase> =>
  createScratchDatabase(process.env.TEST_DATABASE_URL, {
    prefix: 'syllabus_test',
    hint: 'Start PostgreSQL or unset TEST_DATABASE_URL to test on SQLite.',
  });

export const testDialect = (): 'postgres' | 'sqlite' =>
  process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';
