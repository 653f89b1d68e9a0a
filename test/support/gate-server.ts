import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, startBuiltServer } from './built.js';
import { createTestDatabase } from './database.js';

export { ROOT };
const RESULTS_DIR = join(ROOT, 'test-results');

/** Where a gate keeps the file `name`: `test-results/<name>`, the folder created if missing. */
export async function resultFile(name: string): Promise<string> {
  await mkdir(RESULTS_DIR, { recursive: true });
  return join(RESULTS_DIR, name);
}

export const GATE_ADMIN = {
  email: 'admin@gates.local',
  pseudo: 'admin',
  password: 'gates-admin-password',
};

export interface GateServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Signs the bootstrap admin in and returns its access token. */
  adminToken(): Promise<string>;
  /** POSTs a JSON body with a bearer token; fails unless the answer is 2xx. */
  post<T>(path: string, token: string, body: object): Promise<T>;
  /** Whether the server process is still running. */
  running(): boolean;
  /** Stops it and keeps its output in `test-results/<name>.server.log`. */
  stop(): Promise<void>;
}

/**
 * The built server for a quality gate: a database of its own (in-memory SQLite, or a fresh
 * PostgreSQL database when TEST_DATABASE_URL is set), production settings, quotas out of the way.
 */
export async function startGateServer(name: string): Promise<GateServer> {
  const database = await createTestDatabase();
  const cwd = await mkdtemp(join(tmpdir(), 'syllabus-gate-'));
  const server = await startBuiltServer({
    cwd,
    env: {
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL: GATE_ADMIN.email,
      ADMIN_PSEUDO: GATE_ADMIN.pseudo,
      ADMIN_PASSWORD: GATE_ADMIN.password,
      LOG_LEVEL: 'warn',
      RATE_LIMIT: '1000000',
      AUTH_RATE_LIMIT: '1000000',
    },
  });
  const running = () =>
    server.child.exitCode === null && server.child.signalCode === null;

  const post = async <T>(
    path: string,
    token: string | undefined,
    body: object,
  ) => {
    const res = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token && { authorization: `Bearer ${token}` }),
      },
      body: JSON.stringify(body),
    });
    if (!res.ok)
      throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };

  return {
    url: server.url,
    adminToken: async () =>
      (
        await post<{ token: string }>('/api/v1/auth/token', undefined, {
          email: GATE_ADMIN.email,
          password: GATE_ADMIN.password,
        })
      ).token,
    post,
    running,
    stop: async () => {
      if (running()) server.child.kill('SIGTERM');
      const { stdout, stderr } = await server.exited;
      await writeFile(await resultFile(`${name}.server.log`), stdout + stderr);
      await rm(cwd, { recursive: true, force: true });
      await database.drop();
    },
  };
}
