import {
  afterAll,
  afterEach,
  beforeAll,
  describe,
  expect,
  it,
} from '@jest/globals';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { startTestApp, type TestApp } from './support/app.js';

/** Every connection a test opened: destroyed after it, so that a failing test cannot hold the app open. */
const opened: Socket[] = [];
afterEach(() => {
  for (const socket of opened.splice(0)) socket.destroy();
});

/** A raw connection to the app, keeping what it receives and when it closed. */
function open(port: number) {
  const socket = connect(port, '127.0.0.1');
  opened.push(socket);
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) =>
    socket.on('close', () => resolve()),
  );
  return { socket, closed, received: () => received };
}

/** Whether `closed` settles within `ms`: a bound the timeouts promise, not a measurement. */
async function closesWithin(
  closed: Promise<void>,
  ms: number,
): Promise<boolean> {
  const timer = new AbortController();
  const expired = delay(ms, false, { signal: timer.signal });
  try {
    return await Promise.race([closed.then(() => true), expired]);
  } finally {
    timer.abort();
    await expired.catch(() => undefined);
  }
}

/** Writes `line` every 200 ms until the socket closes. */
function drip(socket: Socket, line: string): void {
  const timer = setInterval(() => socket.write(line), 200);
  socket.on('close', () => clearInterval(timer));
}

async function listen(t: TestApp): Promise<number> {
  const server = t.app.getHttpServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return (server.address() as AddressInfo).port;
}

describe('slow requests (contract §8: headers and body in time)', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp({ HEADERS_TIMEOUT: '1', REQUEST_TIMEOUT: '2' });
    port = await listen(t);
  });
  afterAll(() => t.close());

  it('closes a connection whose headers come one line at a time, with a 408', async () => {
    const client = open(port);
    client.socket.write('GET /api/v1/version HTTP/1.1\r\nHost: test\r\n');
    drip(client.socket, 'X-Slow: 1\r\n');
    expect(await closesWithin(client.closed, 6000)).toBe(true);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection whose body comes one byte at a time', async () => {
    const client = open(port);
    client.socket.write(
      'POST /api/v1/auth/token HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    drip(client.socket, ' ');
    expect(await closesWithin(client.closed, 8000)).toBe(true);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection that sends nothing', async () => {
    const client = open(port);
    expect(await closesWithin(client.closed, 6000)).toBe(true);
    expect(client.received()).toBe('');
  });

  it('keeps a connection whose requests arrive in time', async () => {
    const client = open(port);
    client.socket.write('GET /api/v1/version HTTP/1.1\r\nHost: test\r\n\r\n');
    await delay(500);
    client.socket.write(
      'GET /api/v1/version HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n',
    );
    await client.closed;
    expect(client.received().match(/HTTP\/1\.1 \d{3}/g)).toEqual([
      'HTTP/1.1 200',
      'HTTP/1.1 200',
    ]);
  });
});

describe('connections per address (contract §8)', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp({ MAX_CONNECTIONS_PER_ADDRESS: '3' });
    port = await listen(t);
  });
  afterAll(() => t.close());

  it('closes a connection over the cap at once, and takes one again when another closes', async () => {
    const held = [open(port), open(port), open(port)];
    await Promise.all(held.map(({ socket }) => once(socket, 'connect')));
    const over = open(port);
    expect(await closesWithin(over.closed, 2000)).toBe(true);
    expect(over.received()).toBe('');

    // The connections within the cap still serve requests.
    held[0].socket.write(
      'GET /api/v1/version HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n',
    );
    await held[0].closed;
    expect(held[0].received()).toMatch(/^HTTP\/1\.1 200 /);

    // The server sees that close a moment after the client does.
    let answer = '';
    for (let attempt = 0; attempt < 20 && answer === ''; attempt++) {
      const next = open(port);
      next.socket.write(
        'GET /api/v1/version HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n',
      );
      await next.closed;
      answer = next.received();
      if (answer === '') await delay(100);
    }
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  });
});
