import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import {
  BUILT_CLI,
  BUILT_SERVER,
  builtFile,
  ROOT,
  startProcess,
  type BuiltProcess,
} from './support/built.js';

interface LogLine {
  pid: number;
  level: number;
  context?: string;
  msg: string;
}

const logLines = (stdout: string): LogLine[] =>
  stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);

/** Waits until a line matches, or the process ends. */
async function waitForLine(
  started: BuiltProcess,
  pattern: RegExp,
): Promise<LogLine[]> {
  let ended = false;
  void started.exited.then(() => (ended = true));
  for (let attempt = 0; attempt < 200 && !ended; attempt += 1) {
    const lines = logLines(started.output.stdout);
    if (lines.some((line) => pattern.test(line.msg))) return lines;
    await delay(100);
  }
  throw new Error(
    `No log line matched ${pattern}:\n${started.output.stdout}${started.output.stderr}`,
  );
}

describe('npm start, as the Quick start runs it', () => {
  let home: string;
  beforeAll(async () => {
    home = await mkdtemp(join(tmpdir(), 'syllabus-start-'));
  });
  afterAll(() => rm(home, { recursive: true, force: true }));

  // `prestart` (the build) is left out: the test runs what `start` runs.
  it.each([
    ['npm start', ['start', '--ignore-scripts']],
    ['npm run start:prod', ['run', 'start:prod']],
  ])(
    '%s logs where it serves in one info line, the first admin last, and stops on SIGTERM to npm',
    async (_name, args) => {
      builtFile(BUILT_SERVER);
      const npm = startProcess('npm', args, {
        cwd: ROOT,
        env: {
          HOME: home,
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: '0',
          DATABASE_URL: 'sqlite::memory:',
          JWT_SECRET: 'x'.repeat(32),
          LOG_LEVEL: 'info',
        },
      });
      try {
        const lines = await waitForLine(npm, /first admin/);
        expect(lines.at(-1)!.msg).toMatch(
          /^Created the first admin admin@syllabus\.local with the generated password \S+ /,
        );
        const serving = lines.filter((line) => /Serving/.test(line.msg));
        expect(serving).toHaveLength(1);
        const [, url] = /^Serving (http:\/\/127\.0\.0\.1:\d+)\/api\/v1, /.exec(
          serving[0].msg,
        )!;
        expect(serving[0]).toMatchObject({
          level: 30,
          msg: `Serving ${url}/api/v1, Swagger UI at ${url}/swagger, on SQLite in memory`,
        });
        expect(
          lines.filter((line) => /Mapped|dependencies/.test(line.msg)),
        ).toEqual([]);
        expect((await fetch(`${url}/api/v1/version`)).status).toBe(200);

        // 'exit', not 'close': a server left running would keep the pipes open.
        const npmExit = new Promise((resolve) =>
          npm.child.once('exit', resolve),
        );
        npm.child.kill('SIGTERM');
        expect(await npmExit).toBe(0);
        // The server itself stopped: nothing answers any more.
        await expect(fetch(`${url}/api/v1/version`)).rejects.toThrow();
      } finally {
        npm.child.kill('SIGKILL');
        // A server that npm left running (the defect this test is for) is stopped by its logged pid.
        const [first] = logLines(npm.output.stdout);
        try {
          if (first) process.kill(first.pid, 'SIGKILL');
        } catch {
          // ESRCH: it is gone, as it should be.
        }
      }
    },
  );

  it('builds before npm start only when a source is newer than dist/, and says so', async () => {
    builtFile(BUILT_SERVER);
    builtFile(BUILT_CLI);
    const prestart = await startProcess(
      process.execPath,
      ['scripts/build-if-stale.mjs'],
      { cwd: ROOT, env: {} },
    ).exited;
    expect([prestart.code, prestart.stdout]).toEqual([
      0,
      'dist/ is up to date with the sources: not building.\n',
    ]);
  });

  it('says in one line that the CLI is not built, instead of a stack trace', async () => {
    // The launcher alone, where no dist/ is beside it.
    await cp(join(ROOT, 'scripts/cli.mjs'), join(home, 'scripts/cli.mjs'));
    const launcher = startProcess(
      process.execPath,
      ['scripts/cli.mjs', 'help'],
      {
        cwd: home,
        env: {},
      },
    );
    const exit = await launcher.exited;
    expect(exit.code).toBe(1);
    expect(exit.stderr).toBe(
      'The CLI is not built: run `npm run build` (`npm start` does) first.\n',
    );
  });
});
