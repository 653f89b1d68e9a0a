import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { DEMO_PASSWORD } from '../apps/cli/src/demo.seeders.js';
import { migrationNames } from '../src/database/migration-names.js';
import {
  BUILT_CLI,
  builtFile,
  ROOT,
  runBuilt,
  startBuiltServer,
  startProcess,
} from './support/built.js';
import {
  createPostgresTestDatabase,
  postgresServerUrl,
  scratchDatabasePrefixEnv,
} from './support/database.js';
import { itWith } from './support/needs.js';

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

// A test runs the CLI up to four times, each start loading the application: 25 s here unloaded.
jest.setTimeout(120_000);

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

  it('npm run --silent cli -- openapi, the documented command, prints the document alone', async () => {
    builtFile(BUILT_CLI);
    const printed = await startProcess(
      'npm',
      ['run', '--silent', 'cli', '--', 'openapi'],
      { cwd: ROOT, env: { ...ENV, HOME: cwd } },
    ).exited;
    expect(printed.code).toBe(0);
    expect(JSON.parse(printed.stdout)).toMatchObject({ openapi: '3.0.0' });
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

  it('db:check passes on a migrated SQLite file, and names the trigger dropped from it, exit 1', async () => {
    const file = join(cwd, 'check.sqlite');
    const env = { DATABASE_URL: `sqlite:${file}` };
    expect((await cli(['migrate'], env)).code).toBe(0);
    const passed = await cli(['db:check'], env);
    expect([passed.code, passed.stdout]).toEqual([
      0,
      'The sqlite database holds what the entities and lists need.\n',
    ]);
    const dataSource = await new DataSource({
      type: 'better-sqlite3',
      database: file,
    }).initialize();
    await dataSource.query('DROP TRIGGER "lists_docs_count_insert"');
    await dataSource.destroy();
    const failed = await cli(['db:check'], env);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain(
      'missing: trigger lists_docs_count_insert on docs (docs: its counters)',
    );
  });

  it('seed writes demo users, docs and lessons once, and again finds them there', async () => {
    const file = join(cwd, 'seed.sqlite');
    const first = await cli(['seed'], { DATABASE_URL: `sqlite:${file}` });
    expect(first.code).toBe(0);
    expect(first.stdout).toBe(
      'users: 3 created, 0 already there\ndocs: 5 created, 0 already there\nlessons: 2 created, 0 already there\n',
    );
    const second = await cli(['seed'], { DATABASE_URL: `sqlite:${file}` });
    expect(second.stdout).toBe(
      'users: 0 created, 3 already there\ndocs: 0 created, 5 already there\nlessons: 0 created, 2 already there\n',
    );
    expect(await appliedIn(file)).toEqual(sqliteMigrationNames);
    const server = await startBuiltServer({
      cwd,
      env: { ...ENV, DATABASE_URL: `sqlite:${file}` },
    });
    try {
      const signIn = await fetch(`${server.url}/api/v1/auth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ pseudo: 'ada', password: DEMO_PASSWORD }),
      });
      const { token } = (await signIn.json()) as { token: string };
      const lessons = await fetch(`${server.url}/api/v1/lessons?sort=title`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await lessons.json()) as {
        title: string;
        docIds: string[];
      }[];
      expect(body.map(({ title, docIds }) => [title, docIds.length])).toEqual([
        ['A careful HTTP API', 2],
        ['SQL in an afternoon', 3],
      ]);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('db:reset empties a SQLite file and migrates it again; in production only with --force', async () => {
    const DATABASE_URL = `sqlite:${join(cwd, 'reset.sqlite')}`;
    expect((await cli(['seed'], { DATABASE_URL })).code).toBe(0);
    const refused = await cli(['db:reset'], { DATABASE_URL });
    expect([refused.code, refused.stderr]).toEqual([
      1,
      'NODE_ENV=production: db:reset would erase every row; add --force to do it anyway.\n',
    ]);
    const reset = await cli(['db:reset', '--force'], { DATABASE_URL });
    expect([reset.code, reset.stdout]).toEqual([
      0,
      `Reset the sqlite database: ${sqliteMigrationNames.length} migration(s) applied.\n`,
    ]);
    const seeded = await cli(['seed'], { DATABASE_URL });
    expect(seeded.stdout).toContain('users: 3 created, 0 already there');
  });

  itWith('PostgreSQL')(
    'db:reset empties a PostgreSQL database, functions and extensions included, and migrates it again',
    async () => {
      const database = await createPostgresTestDatabase();
      try {
        const env = { DATABASE_URL: database.url, NODE_ENV: 'test' };
        expect((await cli(['seed'], env)).code).toBe(0);
        const reset = await cli(['db:reset'], env);
        expect([reset.code, reset.stdout]).toEqual([
          0,
          `Reset the postgres database: ${migrationNames('postgres').length} migration(s) applied.\n`,
        ]);
        const seeded = await cli(['seed'], env);
        expect(seeded.stdout).toContain('users: 3 created, 0 already there');
      } finally {
        await database.drop();
      }
    },
  );

  it('user:create creates a user with a generated password shown once, and refuses duplicates and bad input', async () => {
    const DATABASE_URL = `sqlite:${join(cwd, 'users.sqlite')}`;
    const created = await cli(
      ['user:create', 'Editor@Test.local', 'editor', '--role', 'admin'],
      { DATABASE_URL },
    );
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(
      /^Created admin editor@test\.local \([0-9a-f-]{36}\)\nPassword \(shown once\): [A-Za-z0-9_-]{24}\n$/,
    );
    const duplicate = await cli(['user:create', 'editor@test.local', 'other'], {
      DATABASE_URL,
    });
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain('This email is already registered.');
    const bad = await cli(
      ['user:create', 'not-an-email', 'x', '--password', 'short'],
      { DATABASE_URL },
    );
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/email: .*password: /s);
    const role = await cli(
      ['user:create', 'r@test.local', 'r1', '--role', 'root'],
      { DATABASE_URL },
    );
    expect(role.code).toBe(2);
  });

  it('user:password sets a lost password from stdin and ends the sessions of that user', async () => {
    const env = {
      ...ENV,
      DATABASE_URL: `sqlite:${join(cwd, 'password.sqlite')}`,
      ADMIN_PASSWORD: 'forgotten-password',
    };
    const signIn = (url: string, body: object) =>
      fetch(`${url}/api/v1/auth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    // The first admin signs in, then forgets its password.
    let server = await startBuiltServer({ cwd, env });
    const session = (await (
      await signIn(server.url, {
        pseudo: 'admin',
        password: 'forgotten-password',
      })
    ).json()) as { refreshToken: string };
    server.child.kill('SIGTERM');
    await server.exited;

    const reset = await runBuilt(
      BUILT_CLI,
      ['user:password', 'Admin@Syllabus.local', '--password-stdin'],
      { cwd, env, input: 'remembered-password\n' },
    );
    expect([reset.code, reset.stderr]).toEqual([0, '']);
    expect(reset.stdout).toMatch(
      /^Password of admin admin@syllabus\.local \([0-9a-f-]{36}\) changed; its sessions are ended\.\n$/,
    );

    server = await startBuiltServer({ cwd, env });
    try {
      const refreshed = await signIn(server.url, {
        refreshToken: session.refreshToken,
      });
      expect(refreshed.status).toBe(401);
      const old = await signIn(server.url, {
        pseudo: 'admin',
        password: 'forgotten-password',
      });
      expect(old.status).toBe(401);
      const renewed = await signIn(server.url, {
        pseudo: 'admin',
        password: 'remembered-password',
      });
      expect(renewed.status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('user:password refuses an unknown user, a short password, and no terminal without --password-stdin', async () => {
    const env = { DATABASE_URL: `sqlite:${join(cwd, 'password.sqlite')}` };
    const unknown = await runBuilt(
      BUILT_CLI,
      ['user:password', 'nobody', '--password-stdin'],
      { cwd, env: { ...ENV, ...env }, input: 'long-enough-password' },
    );
    expect([unknown.code, unknown.stderr]).toEqual([
      1,
      'No user has the e-mail or pseudo nobody.\n',
    ]);
    const short = await runBuilt(
      BUILT_CLI,
      ['user:password', 'admin', '--password-stdin'],
      { cwd, env: { ...ENV, ...env }, input: 'short\n' },
    );
    expect(short.code).toBe(2);
    expect(short.stderr).toMatch(/^password: /);
    const noTerminal = await cli(['user:password', 'admin'], env);
    expect(noTerminal.code).toBe(2);
    expect(noTerminal.stderr).toMatch(
      /^No terminal to ask for the password on/,
    );
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

  itWith('PostgreSQL')(
    'migration:generate, on both dialects, finds the migrations in step with the entities of the application',
    async () => {
      const generated = await cli(['migration:generate', 'Nothing'], {
        TEST_DATABASE_URL: postgresServerUrl(),
        ...scratchDatabasePrefixEnv(),
      });
      expect(generated.code).toBe(1);
      expect(generated.stderr).toMatch(
        /No schema changes: the sqlite and postgres migrations already match the entities \((?=[^)]*\bUser\b)(?=[^)]*\bSession\b)[^)]+\)/,
      );
    },
  );

  it('migration:generate refuses a SCRATCH_DATABASE_PREFIX PostgreSQL cannot take, in one line, before any work', async () => {
    const refused = await cli(['migration:generate', 'Nothing'], {
      TEST_DATABASE_URL: postgresServerUrl(),
      SCRATCH_DATABASE_PREFIX: 'My-Branch',
    });
    expect([refused.code, refused.stdout, refused.stderr]).toEqual([
      1,
      '',
      'Invalid configuration:\n  - SCRATCH_DATABASE_PREFIX: "My-Branch" is not a PostgreSQL name of lowercase letters, digits and _, starting with a letter\n',
    ]);
  });
});
