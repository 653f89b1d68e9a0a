import { createServer, connect, type Socket } from 'node:net';

/** A TCP proxy on 127.0.0.1 whose connections a test breaks: at once, or silently. */
export interface TcpProxy {
  port: number;
  /** `url` with its host and port replaced by the proxy's. */
  through(url: string): string;
  /** Closes every connection and refuses new ones until `restore()`. */
  cut(): void;
  /**
   * From now on the open connections drop every byte without closing, as a dead route or a
   * firewall would; new ones are refused until `restore()`.
   */
  blackhole(): void;
  /** Accepts connections again (and closes the blackholed ones). */
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: {
  host: string;
  port: number;
}): Promise<TcpProxy> {
  let accepting = true;
  const pairs = new Set<{ client: Socket; upstream: Socket; dead: boolean }>();
  const server = createServer((client) => {
    if (!accepting) {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    const pair = { client, upstream, dead: false };
    pairs.add(pair);
    const forward = (from: Socket, to: Socket) =>
      from.on('data', (chunk) => {
        if (!pair.dead) to.write(chunk);
      });
    forward(client, upstream);
    forward(upstream, client);
    const close = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) {
      socket.on('error', close);
      socket.on('close', close);
    }
  });
  await new Promise<void>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve()),
  );
  const { port } = server.address() as { port: number };
  const destroy = (pair: { client: Socket; upstream: Socket }) => {
    pair.client.destroy();
    pair.upstream.destroy();
  };
  return {
    port,
    through(url) {
      const proxied = new URL(url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(port);
      return proxied.toString();
    },
    cut() {
      accepting = false;
      for (const pair of pairs) destroy(pair);
    },
    blackhole() {
      accepting = false;
      for (const pair of pairs) pair.dead = true;
    },
    restore() {
      accepting = true;
      for (const pair of pairs) if (pair.dead) destroy(pair);
    },
    async close() {
      for (const pair of pairs) destroy(pair);
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
