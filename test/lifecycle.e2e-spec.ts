import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { type AddressInfo, connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { BUILT_SERVER, startBuilt, startBuiltServer } from './support/built.js';

/** An HTTP/1.1 request written by hand, so that the test decides when its body arrives. */
function rawRequest(url: string, head: string) {
  const { port, hostname } = new URL(url);
  const socket = connect(Number(port), hostname);
  let response = '';
  socket.on('data', (chunk: Buffer) => (response += chunk));
  const closed = new Promise<string>((resolve) =>
    socket.on('close', () => resolve(response)),
  );
  socket.write(head);
  return { socket, closed, received: () => response };
}

describe('the built server: start and SIGTERM (contract §9)', () => {
  let cwd: string;
  beforeAll(async () => {
    cwd = await mkdtemp(join(tmpdir(), 'syllabus-lifecycle-'));
  });
  afterAll(() => rm(cwd, { recursive: true, force: true }));

  const start = () =>
    startBuiltServer({
      cwd,
      env: {
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(32),
        LOG_LEVEL: 'warn',
        DATABASE_URL: `sqlite:${join(cwd, 'syllabus.sqlite')}`,
      },
    });

  it('answers 200 on /api/healthcheck, then exits 0 on SIGTERM', async () => {
    const server = await start();
    server.child.kill('SIGTERM');
    const exit = await server.exited;
    expect({ code: exit.code, signal: exit.signal }).toEqual({
      code: 0,
      signal: null,
    });
  });

  it('lets a request in flight at SIGTERM finish, refusing new connections meanwhile', async () => {
    const server = await start();
    const body = '{"title":"in flight"}';
    // The head and half of the body: the request has started, the server waits for the rest.
    const inFlight = rawRequest(
      server.url,
      `POST /api/v1/version HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await delay(200);
    server.child.kill('SIGTERM');
    await delay(500);
    expect(server.child.exitCode).toBeNull();
    await expect(fetch(`${server.url}/api/healthcheck`)).rejects.toThrow();

    inFlight.socket.write(body.slice(10));
    const response = await inFlight.closed;
    // A whole answer to the whole request (405: the path only takes GET), then the connection closes.
    expect(response).toMatch(/^HTTP\/1\.1 405 /);
    expect(response).toMatch(/\r\nconnection: close\r\n/i);
    expect(response).toContain('"instance":"/api/v1/version"');
    expect((await server.exited).code).toBe(0);
  });

  it('does not wait for idle keep-alive connections to time out', async () => {
    const server = await start();
    const agent = new Agent({ keepAlive: true });
    await new Promise<void>((resolve, reject) =>
      request(`${server.url}/api/v1/version`, { agent }, (response) => {
        response.resume();
        response.on('end', resolve);
      })
        .on('error', reject)
        .end(),
    );
    const started = Date.now();
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
    expect(Date.now() - started).toBeLessThan(5_000);
    agent.destroy();
  });

  it('names PORT in one line when the port is in use, exit 1', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) =>
      holder.listen(0, '127.0.0.1', resolve),
    );
    const { port } = holder.address() as AddressInfo;
    try {
      const exit = await startBuilt(BUILT_SERVER, [], {
        cwd,
        env: {
          NODE_ENV: 'production',
          JWT_SECRET: 'x'.repeat(32),
          LOG_LEVEL: 'silent',
          DATABASE_URL: 'sqlite::memory:',
          HOST: '127.0.0.1',
          PORT: String(port),
        },
      }).exited;
      expect([exit.code, exit.stderr]).toEqual([
        1,
        `PORT=${port}: 127.0.0.1:${port} is already in use; stop what listens there, or set PORT to a free port.\n`,
      ]);
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  });

  it('says in one line per attempt why the database cannot be reached, with what to do', async () => {
    // A port nothing listens on: the server is refused at once.
    const closed = createServer();
    await new Promise<void>((resolve) =>
      closed.listen(0, '127.0.0.1', resolve),
    );
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const server = startBuilt(BUILT_SERVER, [], {
      cwd,
      env: {
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(32),
        DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/syllabus`,
        HOST: '127.0.0.1',
        PORT: '0',
      },
    });
    while (
      !/attempt 2 of/.test(server.output.stderr) &&
      server.child.exitCode === null
    )
      await delay(100);
    server.child.kill('SIGTERM');
    await server.exited;
    const line = `Cannot connect to PostgreSQL at 127.0.0.1:${port}/syllabus: connect ECONNREFUSED 127.0.0.1:${port}; is PostgreSQL running at 127.0.0.1:${port}?`;
    expect(server.output.stderr.split('\n').slice(0, 2)).toEqual([
      `${line} (attempt 1 of 10)`,
      `${line} (attempt 2 of 10)`,
    ]);
    // Nest's start-up lines are not printed for a start that did not complete.
    expect(server.output.stdout).toBe('');
  });
});
