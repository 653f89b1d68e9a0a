import { copyFile, mkdir, mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
const MIGRATIONS = join(ROOT, 'src', 'database', 'migrations');

/** The dialects `migration:generate` writes for in this run: PostgreSQL's too when the tests have a server. */
export const generatedDialects = (): ('sqlite' | 'postgres')[] =>
  process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/** A migrations folder with copies of the real index.ts files, inside the project so that its Prettier config applies. */
export async function migrationsCopy(): Promise<string> {
  await mkdir(join(ROOT, 'test-results'), { recursive: true });
  const directory = await mkdtemp(join(ROOT, 'test-results', 'migrations-'));
  for (const dialect of generatedDialects()) {
    await mkdir(join(directory, dialect));
    await copyFile(
      join(MIGRATIONS, dialect, 'index.ts'),
      join(directory, dialect, 'index.ts'),
    );
  }
  return directory;
}
