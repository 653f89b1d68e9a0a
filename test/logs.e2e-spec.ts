import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ScratchDatabase } from '../src/database/scratch-database.js';
import { startBuiltServer, type BuiltServer } from './support/built.js';
import { createTestDatabase } from './support/database.js';

interface LogLine {
  level: number;
  msg: string;
  context?: string;
  requestId?: string;
  req?: { id: string };
}

const JWT_SECRET = `jwt-${randomUUID()}-${randomUUID()}`;
const ADMIN = {
  email: 'admin@logs.local',
  password: `admin-${randomUUID()}`,
};

/** The production build at `trace`, its stdout kept: every line it writes while it serves. */
describe('logs of the built server', () => {
  let home: string;
  let database: ScratchDatabase;
  let server: BuiltServer;
  beforeAll(async () => {
    home = await mkdtemp(join(tmpdir(), 'syllabus-logs-'));
    database = await createTestDatabase();
    server = await startBuiltServer({
      cwd: home,
      env: {
        NODE_ENV: 'production',
        LOG_LEVEL: 'trace',
        DATABASE_URL: database.url,
        JWT_SECRET,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      },
    });
  });
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await database?.drop();
    await rm(home, { recursive: true, force: true });
  });

  const call = (
    method: string,
    path: string,
    { body, headers = {} }: { body?: object; headers?: Record<string, string> },
  ) =>
    fetch(`${server.url}/api/v1${path}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body ? JSON.stringify(body) : undefined,
    });

  /** Stops the server, which writes what it still holds (ADR 0406), and parses its lines. */
  async function stopAndReadLines(): Promise<LogLine[]> {
    server.child.kill('SIGTERM');
    const { stdout } = await server.exited;
    return stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);
  }

  it('tags the lines of services with the request id, and writes no secret', async () => {
    const wrongPassword = `wrong-${randomUUID()}`;
    const refused = await call('POST', '/auth/token', {
      body: { email: ADMIN.email, password: wrongPassword },
    });
    expect(refused.status).toBe(401);

    const signedIn = await call('POST', '/auth/token', {
      body: { email: ADMIN.email, password: ADMIN.password },
    });
    expect(signedIn.status).toBe(200);
    const first = (await signedIn.json()) as {
      token: string;
      refreshToken: string;
    };
    const device = /device=([^;]+)/.exec(
      signedIn.headers.get('set-cookie') ?? '',
    )![1];
    // The device cookie sent back, a token used, a bad one refused.
    expect(
      (
        await call('POST', '/auth/token', {
          body: { email: ADMIN.email, password: ADMIN.password },
          headers: { cookie: `device=${device}` },
        })
      ).status,
    ).toBe(200);
    const authorized = { authorization: `Bearer ${first.token}` };
    const created = await call('POST', '/docs', {
      body: { title: 'Logged', tags: ['logs'], content: 'Nothing secret.' },
      headers: authorized,
    });
    expect(created.status).toBe(201);
    const forged = `${first.token.slice(0, -4)}AAAA`;
    expect(
      (
        await call('GET', '/docs', {
          headers: { authorization: `Bearer ${forged}` },
        })
      ).status,
    ).toBe(401);
    const refreshed = await call('POST', '/auth/token', {
      body: { refreshToken: first.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    const second = (await refreshed.json()) as {
      token: string;
      refreshToken: string;
    };

    // The used refresh token again, beside other requests: AuthService logs the session's revocation.
    const reuseId = `reuse-${randomUUID()}`;
    const others = Array.from({ length: 5 }, (_, i) =>
      call('GET', '/docs', {
        headers: {
          ...authorized,
          'x-request-id': `other-${i}-${randomUUID()}`,
        },
      }),
    );
    const reused = await call('POST', '/auth/token', {
      body: { refreshToken: first.refreshToken },
      headers: { 'x-request-id': reuseId },
    });
    expect(reused.status).toBe(401);
    await Promise.all(others);

    const lines = await stopAndReadLines();
    const revoked = lines.filter(
      (line) =>
        line.context === 'AuthService' && /refresh token/.test(line.msg),
    );
    expect(revoked).toEqual([
      expect.objectContaining({ level: 40, requestId: reuseId }),
    ]);
    // The request line carries it too.
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'request completed',
        requestId: reuseId,
        req: expect.objectContaining({ id: reuseId }),
      }),
    );
    const output = `${server.output.stdout}${server.output.stderr}`;
    for (const secret of [
      JWT_SECRET,
      ADMIN.password,
      wrongPassword,
      first.token,
      first.refreshToken,
      first.refreshToken.split('.')[1],
      second.token,
      second.refreshToken,
      forged,
      device,
    ]) {
      expect(output).not.toContain(secret);
    }
  });
});
