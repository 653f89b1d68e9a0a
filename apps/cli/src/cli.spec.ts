import { afterEach, describe, expect, it } from '@jest/globals';
import { commands, EXIT_FAILURE, EXIT_OK, EXIT_USAGE, runCli } from './cli.js';
import { Command, CommandError } from './command.js';

/** Captures what a command line writes. */
function capture() {
  const out = { stdout: '', stderr: '' };
  return {
    out,
    io: {
      stdout: { write: (text: string) => (out.stdout += text) },
      stderr: { write: (text: string) => (out.stderr += text) },
    },
  };
}

const fail = (error: Error): Command => ({
  name: 'fail',
  summary: 'Fails',
  run: () => Promise.reject(error),
});

describe('runCli', () => {
  const testDatabaseUrl = process.env.TEST_DATABASE_URL;
  afterEach(() => {
    process.env.TEST_DATABASE_URL = testDatabaseUrl;
    if (testDatabaseUrl === undefined) delete process.env.TEST_DATABASE_URL;
  });

  it('help lists every command with its usage, on stdout, exit 0', async () => {
    const { out, io } = capture();
    expect(await runCli(['help'], io)).toBe(EXIT_OK);
    for (const name of [
      'migrate',
      'db:reset [--force]',
      'migration:generate <Name> [--postgres <url>]',
      'seed',
      'user:create <email> <pseudo> [--role <role>] [--password <password>]',
      'user:password <email|pseudo> [--password-stdin]',
      'openapi',
      'help [command]',
    ]) {
      expect(out.stdout).toContain(`  ${name} `);
    }
    expect(commands.map((command) => command.name)).toEqual([
      'migrate',
      'db:check',
      'db:reset',
      'migration:generate',
      'seed',
      'user:create',
      'user:password',
      'openapi',
      'help',
    ]);
    expect(out.stderr).toBe('');
  });

  it('help <command> and --help show one command in detail', async () => {
    const one = capture();
    expect(await runCli(['help', 'migration:generate'], one.io)).toBe(EXIT_OK);
    expect(one.out.stdout).toMatch(
      /^Usage: npm run cli -- migration:generate <Name> \[--postgres <url>\]\n/,
    );
    expect(one.out.stdout).toContain('--postgres  PostgreSQL server');
    const flag = capture();
    expect(await runCli(['--help'], flag.io)).toBe(EXIT_OK);
    expect(flag.out.stdout).toContain('Commands:');
  });

  it.each([
    [[], 'No command given.'],
    [['nope'], 'Unknown command: nope.'],
    [['help', 'nope'], 'Unknown command: nope.'],
    [['migrate', 'extra'], 'migrate takes no arguments; got extra.'],
    [['openapi', '--pretty'], "Unknown option '--pretty'"],
    [['migration:generate'], 'migration:generate takes <Name>; got none.'],
    [
      ['migration:generate', 'a', 'b'],
      'migration:generate takes <Name>; got a b.',
    ],
    [['migration:generate', 'add docs!'], 'Not a migration name: add docs!'],
    [
      ['migration:generate', 'AddDocs', '--postgres'],
      "Option '--postgres <value>' argument missing",
    ],
  ])(
    '%j is a usage error: exit 2, the reason on stderr',
    async (argv, reason) => {
      const { out, io } = capture();
      expect(await runCli(argv, io)).toBe(EXIT_USAGE);
      expect(out.stderr).toContain(reason);
      expect(out.stderr).toMatch(/Usage: npm run cli -- /);
      expect(out.stdout).toBe('');
    },
  );

  it('migration:generate without a PostgreSQL server is a usage error: both dialects need their migration', async () => {
    delete process.env.TEST_DATABASE_URL;
    const { out, io } = capture();
    expect(await runCli(['migration:generate', 'AddDocs'], io)).toBe(
      EXIT_USAGE,
    );
    expect(out.stderr).toContain(
      'pass --postgres <url> or set TEST_DATABASE_URL',
    );
  });

  it('prints an expected failure as its message alone, exit 1', async () => {
    const { out, io } = capture();
    const registry = [fail(new CommandError('Nothing to do.'))];
    expect(await runCli(['fail'], io, registry)).toBe(EXIT_FAILURE);
    expect(out.stderr).toBe('Nothing to do.\n');
  });

  it('keeps the stack of an unexpected failure, exit 1', async () => {
    const { out, io } = capture();
    const registry = [fail(new TypeError('boom'))];
    expect(await runCli(['fail'], io, registry)).toBe(EXIT_FAILURE);
    expect(out.stderr).toMatch(/^TypeError: boom\n\s+at /);
  });
});
