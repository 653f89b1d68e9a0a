import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, existsSync, readdirSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createTestDatabase } from './database.js';

export const ROOT = resolve(import.meta.dirname, '../..');
export const RESULTS_DIR = join(ROOT, 'test-results');
const MAIN = join(ROOT, 'dist/src/main.js');

export const GATE_ADMIN = {
  email: 'admin@gates.local',
  pseudo: 'admin',
  password: 'gates-admin-password',
};

export interface BuiltServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Signs the bootstrap admin in and returns its access token. */
  adminToken(): Promise<string>;
  /** POSTs a JSON body with a bearer token; fails unless the answer is 2xx. */
  post<T>(path: string, token: string, body: object): Promise<T>;
  /** Whether the server process is still running. */
  running(): boolean;
  stop(): Promise<void>;
}

/** Fails unless dist/ holds a build at least as new as every source file: the gates check the code as it is. */
function assertBuilt(): void {
  if (!existsSync(MAIN)) {
    throw new Error(
      `${MAIN} is missing: run \`npm run build\` first (the gates check the built app, whose OpenAPI document the Swagger CLI plugin completes).`,
    );
  }
  const built = statSync(MAIN).mtimeMs;
  const newer = ['src', 'libs']
    .flatMap((dir) =>
      (readdirSync(join(ROOT, dir), { recursive: true }) as string[]).map(
        (file) => join(dir, file),
      ),
    )
    .find(
      (file) =>
        file.endsWith('.ts') &&
        !file.endsWith('.spec.ts') &&
        statSync(join(ROOT, file)).mtimeMs > built,
    );
  if (newer) {
    throw new Error(
      `dist/ is older than ${newer}: run \`npm run build\` first.`,
    );
  }
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

/**
 * Starts `node dist/src/main.js` on a free port with a database of its own (in-memory SQLite, or
 * a fresh PostgreSQL database when TEST_DATABASE_URL is set), as in production but with quotas
 * out of the way, and waits until /api/healthcheck answers 200. Its output goes to
 * `test-results/<name>.server.log`.
 */
export async function startBuiltServer(name: string): Promise<BuiltServer> {
  assertBuilt();
  const database = await createTestDatabase();
  const dir = await mkdtemp(join(tmpdir(), 'syllabus-gate-'));
  await mkdir(RESULTS_DIR, { recursive: true });
  const logFile = join(RESULTS_DIR, `${name}.server.log`);
  const log = createWriteStream(logFile);
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    // A directory of its own: no .env or data/ of the checkout is read.
    cwd: dir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: database.url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL: GATE_ADMIN.email,
      ADMIN_PSEUDO: GATE_ADMIN.pseudo,
      ADMIN_PASSWORD: GATE_ADMIN.password,
      LOG_LEVEL: 'warn',
      RATE_LIMIT: '1000000',
      AUTH_RATE_LIMIT: '1000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = once(child, 'exit');
  const url = `http://127.0.0.1:${port}`;
  const running = () => child.exitCode === null && child.signalCode === null;

  const stop = async () => {
    if (running()) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    log.end();
    await rm(dir, { recursive: true, force: true });
    await database.drop();
  };

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (!running()) {
      await stop();
      throw new Error(`The built server exited at start: see ${logFile}`);
    }
    const healthy = await fetch(`${url}/api/healthcheck`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The built server did not get healthy: see ${logFile}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }

  const post = async <T>(
    path: string,
    token: string | undefined,
    body: object,
  ) => {
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token && { authorization: `Bearer ${token}` }),
      },
      body: JSON.stringify(body),
    });
    if (!res.ok) {
      throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
    }
    return (await res.json()) as T;
  };

  return {
    url,
    adminToken: async () =>
      (
        await post<{ token: string }>('/api/v1/auth/token', undefined, {
          email: GATE_ADMIN.email,
          password: GATE_ADMIN.password,
        })
      ).token,
    post,
    running,
    stop,
  };
}
