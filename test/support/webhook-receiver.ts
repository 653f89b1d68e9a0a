import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { Webhook } from 'standardwebhooks';
import { stopAfterFile } from './stop-after-file.js';

/** A request the receiver got. */
export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

type Reply = number | { status: number; headers: Record<string, string> };

/** How the receiver answers a request: a status, and headers (or, once it resolves, those). */
export type Answer = (request: Received) => Reply | Promise<Reply>;

/**
 * A real HTTP server that webhooks are sent to: it keeps what it got, answers as `answer` says
 * (200 unless told otherwise), and checks signatures with the `standardwebhooks` package.
 */
export async function startReceiver() {
  const received: Received[] = [];
  let answer: Answer = () => 200;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const got = {
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(got);
      void Promise.resolve(answer(got)).then((answered) => {
        const { status, headers } =
          typeof answered === 'number'
            ? { status: answered, headers: {} }
            : answered;
        response.writeHead(status, headers).end();
      });
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const receiver = {
    port,
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    received,
    answer: (next: Answer) => (answer = next),
    /** The requests of one event (its `webhook-id`). */
    of: (id: string) => received.filter((r) => r.headers['webhook-id'] === id),
    /** Verifies a request's signature with `secret` (throws when it does not match). */
    verify: (request: Received, secret: string) =>
      new Webhook(secret).verify(request.body, {
        'webhook-id': String(request.headers['webhook-id']),
        'webhook-timestamp': String(request.headers['webhook-timestamp']),
        'webhook-signature': String(request.headers['webhook-signature']),
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  stopAfterFile(receiver, (r) => r.close());
  return receiver;
}

/** Polls `read` until `done` holds of its value (or throws after `ms`, with the last value). */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  ms = 30_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end)
      throw new Error(`Still not there: ${JSON.stringify(value)}`);
    await delay(50);
  }
}
