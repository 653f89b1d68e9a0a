import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setTimeout as delay } from 'node:timers/promises';
import { newerSource } from '../../scripts/newer-source.mjs';
import { stopAfterFile } from './stop-after-file.js';

export const BUILT_SERVER = 'dist/src/main.js';
export const BUILT_CLI = 'dist/apps/cli/src/main.js';

export const ROOT = join(import.meta.dirname, '..', '..');

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface BuiltProcess {
  child: ChildProcess;
  /** What it has written so far. */
  output: { stdout: string; stderr: string };
  exited: Promise<Exit>;
}

export interface BuiltOptions {
  /** The whole environment of the process (and PATH): nothing leaks in from the test's own. */
  env: Record<string, string>;
  /** Its working directory: a temporary one keeps `.env` and `data/` of the checkout out of the test. */
  cwd: string;
  /** Written to its standard input, which is then closed; without it, there is no standard input. */
  input?: string;
}

/** The path of a built entry point, failing clearly when it is missing or older than the sources. */
export function builtFile(entry: string): string {
  const file = join(ROOT, entry);
  if (!existsSync(file)) {
    throw new Error(
      `${entry} is missing: run \`npm run build\` first (\`npm test\` and \`npm run test:e2e\` do).`,
    );
  }
  // Tests of dist/ must test the code as it is.
  const stale = newerSource(ROOT, statSync(file).mtimeMs);
  if (stale)
    throw new Error(
      `${entry} is older than ${stale}: run \`npm run build\` first.`,
    );
  return file;
}

/** Starts a built entry point (`npm run build`), failing clearly when there is none. */
export function startBuilt(
  entry: string,
  args: string[],
  options: BuiltOptions,
): BuiltProcess {
  return startProcess(process.execPath, [builtFile(entry), ...args], options);
}

/** Starts a command, its output collected; with `fd3`, a pipe from its fd 3 (`child.stdio[3]`). */
export function startProcess(
  command: string,
  args: string[],
  { env, cwd, input }: BuiltOptions,
  fd3 = false,
): BuiltProcess {
  const child = spawn(command, args, {
    cwd,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: [
      input === undefined ? 'ignore' : 'pipe',
      'pipe',
      'pipe',
      ...(fd3 ? ['pipe' as const] : []),
    ],
  });
  if (input !== undefined) child.stdin!.end(input);
  const output = { stdout: '', stderr: '' };
  child.stdout!.on('data', (chunk: Buffer) => (output.stdout += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (output.stderr += chunk));
  const exited = new Promise<Exit>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, ...output }));
  });
  const started = { child, output, exited };
  // One a test lost track of (its hook timed out) would outlive the test run.
  stopAfterFile(started, kill);
  return started;
}

/**
 * Stops a process that is still running: SIGTERM first, which npm passes on to the server it
 * started (SIGKILL would leave that one running), SIGKILL if it is still there after 5 s.
 */
async function kill({ child }: BuiltProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  // 'exit', not 'close': a process it left running would keep the pipes open.
  const exit = once(child, 'exit').catch(() => undefined);
  child.kill('SIGTERM');
  const late = delay(5_000, 'late', { ref: false });
  if ((await Promise.race([exit, late])) === 'late') {
    child.kill('SIGKILL');
    await exit;
  }
}

/** Runs a built entry point to its end. */
export const runBuilt = (
  entry: string,
  args: string[],
  options: BuiltOptions,
): Promise<Exit> => startBuilt(entry, args, options).exited;

export interface BuiltServer extends BuiltProcess {
  /** `http://127.0.0.1:<port>` */
  url: string;
}

/** How long a start may take: migrating a fresh database on a loaded machine took over 20 s. */
const HEALTHY_WITHIN_MS = 60_000;

const healthy = (url: string): Promise<boolean> =>
  fetch(`${url}/api/healthcheck`).then(
    (response) => response.ok,
    () => false,
  );

/** Loaded into the built server: writes the port it listens on to fd 3, whatever LOG_LEVEL. */
const REPORT_PORT = pathToFileURL(join(ROOT, 'test/support/report-port.mjs'));

/**
 * The built server on 127.0.0.1, on a port it picks itself (`PORT=0`, unless the test sets
 * PORT), once `/api/healthcheck` answers 200.
 */
export async function startBuiltServer(
  options: BuiltOptions,
): Promise<BuiltServer> {
  const server = startProcess(
    process.execPath,
    ['--import', REPORT_PORT.href, builtFile(BUILT_SERVER)],
    { ...options, env: { HOST: '127.0.0.1', PORT: '0', ...options.env } },
    true,
  );
  let url: string | undefined;
  server.child.stdio[3]!.on('data', (chunk: Buffer) => {
    url ??= `http://127.0.0.1:${String(chunk).split('\n')[0]}`;
  });
  let exit: Exit | undefined;
  void server.exited.then((exited) => (exit = exited));
  for (const end = Date.now() + HEALTHY_WITHIN_MS; Date.now() < end;) {
    if (exit) {
      throw new Error(
        `The server exited (${exit.code ?? exit.signal}) before it was healthy:\n${exit.stderr}${exit.stdout}`,
      );
    }
    if (url && (await healthy(url))) return { ...server, url };
    await delay(100);
  }
  server.child.kill();
  throw new Error(
    `The server was not healthy within ${HEALTHY_WITHIN_MS / 1000} s:\n${server.output.stderr}`,
  );
}
