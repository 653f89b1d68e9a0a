import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { seeders } from '../apps/cli/src/seeders.js';
import { migrationNames } from '../src/database/migration-names.js';
import { BUILT_CLI, runBuilt, startBuiltServer } from './support/built.js';

const sqliteMigrationNames = migrationNames('sqlite');

/** The migrations a SQLite file records as applied. */
async function appliedIn(file: string): Promise<string[]> {
  const dataSource = await new DataSource({
    type: 'better-sqlite3',
    database: file,
  }).initialize();
  try {
    const rows = await dataSource.query<{ name: string }[]>(
      'SELECT name FROM migrations ORDER BY id',
    );
    return rows.map(({ name }) => name);
  } finally {
    await dataSource.destroy();
  }
}

// Each test starts Node processes: seconds, not milliseconds.
jest.setTimeout(30_000);

const ENV = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(32),
  LOG_LEVEL: 'warn',
};

describe('the built CLI (dist/apps/cli)', () => {
  let cwd: string;
  beforeAll(async () => {
    cwd = await mkdtemp(join(tmpdir(), 'syllabus-cli-'));
  });
  afterAll(() => rm(cwd, { recursive: true, force: true }));

  const cli = (args: string[], env: Record<string, string> = {}) =>
    runBuilt(BUILT_CLI, args, {
      cwd,
      env: { ...ENV, ...env },
    });

  it('openapi prints the document the built server serves at /openapi.json, alone on stdout, touching neither database nor Redis', async () => {
    let redisConnections = 0;
    const redis = createServer((socket) => {
      redisConnections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => redis.listen(0, '127.0.0.1', resolve));
    const { port } = redis.address() as AddressInfo;
    const printed = await cli(['openapi'], {
      DATABASE_URL: `sqlite:${join(cwd, 'untouched.sqlite')}`,
      REDIS_URL: `redis://127.0.0.1:${port}`,
    });
    await new Promise((resolve) => redis.close(resolve));
    expect(printed.code).toBe(0);
    expect(await readdir(cwd)).toEqual([]);
    expect(redisConnections).toBe(0);
    const server = await startBuiltServer({
      cwd,
      env: { ...ENV, DATABASE_URL: 'sqlite::memory:' },
    });
    try {
      const served = await fetch(`${server.url}/openapi.json`);
      expect(JSON.parse(printed.stdout)).toEqual(await served.json());
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('migrate applies every migration to a fresh SQLite file, then finds none pending', async () => {
    const file = join(cwd, 'migrate.sqlite');
    const first = await cli(['migrate'], { DATABASE_URL: `sqlite:${file}` });
    expect(first.code).toBe(0);
    expect(first.stdout).toBe(
      `${sqliteMigrationNames.map((name) => `Applied ${name}\n`).join('')}` +
        `${sqliteMigrationNames.length} migration(s) applied to the sqlite database; none pending.\n`,
    );
    expect(await appliedIn(file)).toEqual(sqliteMigrationNames);

    const again = await cli(['migrate'], { DATABASE_URL: `sqlite:${file}` });
    expect(again.code).toBe(0);
    expect(again.stdout).toBe(
      '0 migration(s) applied to the sqlite database; none pending.\n',
    );
  });

  it('seed starts the application on the database and runs the registered seeders', async () => {
    const file = join(cwd, 'seed.sqlite');
    const seeded = await cli(['seed'], { DATABASE_URL: `sqlite:${file}` });
    expect(seeded.code).toBe(0);
    expect(seeded.stdout.trimEnd().split('\n')).toEqual(
      seeders.length === 0
        ? ['No seeders are registered (apps/cli/src/seeders.ts).']
        : seeders.map(({ name }) => expect.stringMatching(`^${name}: `)),
    );
    expect(await appliedIn(file)).toEqual(sqliteMigrationNames);
  });

  it('stops on bad configuration with one line per bad variable, exit 1, no stack', async () => {
    const failed = await cli(['migrate'], {
      PORT: 'abc',
      DATABASE_URL: 'mysql://x',
    });
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(
      /^Invalid configuration:\n {2}- PORT: [^\n]+\n {2}- DATABASE_URL: [^\n]+\n$/,
    );
    expect(failed.stdout).toBe('');
  });

  it('answers an unknown command with the list of commands, exit 2', async () => {
    const failed = await cli(['nope']);
    expect(failed.code).toBe(2);
    expect(failed.stderr).toContain('Unknown command: nope.');
    expect(failed.stderr).toContain('migration:generate <Name>');
  });

  if (process.env.TEST_DATABASE_URL) {
    it('migration:generate, on both dialects, finds the migrations in step with the entities of the application', async () => {
      const generated = await cli(['migration:generate', 'Nothing'], {
        TEST_DATABASE_URL: process.env.TEST_DATABASE_URL as string,
      });
      expect(generated.code).toBe(1);
      expect(generated.stderr).toMatch(
        /No schema changes: the sqlite and postgres migrations already match the entities \((?=[^)]*\bUser\b)(?=[^)]*\bSession\b)[^)]+\)/,
      );
    });
  }
});
