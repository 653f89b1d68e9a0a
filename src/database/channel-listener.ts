import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { EventEmitter, once } from 'node:events';
import type pg from 'pg';

/** Payload prefix of a listener's own notifications, sent to check that notifications arrive. */
const PING = 'ping:';

/** What a `ChannelListener` listens to, and what its log lines call things. */
export interface Channel {
  /** The channel to `LISTEN` to. */
  name: string;
  /** The table whose triggers notify the channel. */
  table: string;
  /** Those triggers: without them nothing would be heard of a change, so they must be enabled. */
  triggers: readonly string[];
  /** What the notifications announce, in log lines (e.g. "role changes"). */
  changes: string;
  /** What they keep exact, bypassed while nothing listens, in log lines (e.g. "role cache"). */
  consumer: string;
}

/** What a `ChannelListener` reports to. */
export interface ChannelHandler {
  /** The connection listens and delivers: from now on every notification is reported. */
  open(): void;
  /** The connection failed or stopped: notifications may go unreported until `open()`. */
  close(): void;
  /** A notification on the channel, other than the listeners' pings. */
  notified(payload: string): void;
}

export interface ChannelListenerOptions {
  /** Time between two heartbeats, in ms. */
  heartbeatInterval?: number;
  /** Longest wait to connect and listen, or for a heartbeat, in ms. */
  timeout?: number;
  /** First wait before reconnecting, in ms; it doubles after each failure, up to `maxRetryDelay`. */
  retryDelay?: number;
  maxRetryDelay?: number;
}

/** `work`, failing with "<what> took longer than <ms> ms" if it has not settled by then. */
async function within<T>(
  ms: number,
  what: string,
  work: Promise<T>,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} took longer than ${ms} ms`)),
      ms,
    );
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A PostgreSQL connection of its own that `LISTEN`s to a channel and reports its notifications. It
 * reports `open()` only while it is known to deliver: a ping sent on it came back and the channel's
 * triggers are enabled (at start, then at each heartbeat), and it has not erred or ended since;
 * then `close()`, and it reconnects with backoff.
 */
export class ChannelListener implements OnApplicationShutdown {
  private readonly logger = new Logger(this.constructor.name);
  private readonly heartbeatInterval: number;
  private readonly timeout: number;
  private readonly minRetryDelay: number;
  private readonly maxRetryDelay: number;
  private retryDelay: number;
  /** The connection in use (connecting or listening); another client's events are stale. */
  private client: pg.Client | undefined;
  private pid: number | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private open = false;
  /** Failures since the handler was last opened: only the first is a warning. */
  private failures = 0;
  /** Sent pings that have not come back, by nonce. */
  private readonly pings = new Map<
    string,
    { arrived: () => void; lost: (error: Error) => void }
  >();
  private readonly states = new EventEmitter();

  constructor(
    private readonly channel: Channel,
    private readonly handler: ChannelHandler,
    /** A new, unconnected client: `pg` comes from the caller, so that SQLite never loads it. */
    private readonly newClient: () => pg.Client,
    {
      heartbeatInterval = 5_000,
      timeout = 5_000,
      retryDelay = 100,
      maxRetryDelay = 5_000,
    }: ChannelListenerOptions = {},
  ) {
    this.heartbeatInterval = heartbeatInterval;
    this.timeout = timeout;
    this.minRetryDelay = this.retryDelay = retryDelay;
    this.maxRetryDelay = maxRetryDelay;
  }

  /** Whether the handler is open: the connection listens and delivers notifications. */
  get listening(): boolean {
    return this.open;
  }

  /** The server process of the listening connection (`pg_stat_activity.pid`). */
  get backendPid(): number | undefined {
    return this.listening ? this.pid : undefined;
  }

  /** Starts connecting; the handler stays closed until the connection listens. */
  start(): void {
    this.stopped = false;
    if (!this.client && !this.timer) void this.connect();
  }

  /** Resolves once the handler is open (at once if it is). */
  async whenListening(): Promise<void> {
    if (!this.listening) await once(this.states, 'listening');
  }

  /** Resolves once the handler is closed (at once if it is). */
  async whenBypassed(): Promise<void> {
    if (this.listening) await once(this.states, 'bypassed');
  }

  /**
   * Resolves once every change committed before the call has been reported: a notification sent
   * now has come back, and notifications are delivered in commit order. Fails if the handler is
   * not open, or is closed meanwhile.
   */
  async sync(): Promise<void> {
    const { client } = this;
    if (!client || !this.listening)
      throw new Error(
        `The ${this.channel.consumer} is bypassed: nothing to wait for.`,
      );
    await within(this.timeout, 'A notification', this.ping(client));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop();
  }

  /** Closes the connection and the handler for good (until `start()`). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    const { client } = this;
    if (client)
      await this.drop(
        client,
        new Error(`The ${this.channel.consumer} is stopping.`),
      );
  }

  private async connect(): Promise<void> {
    this.timer = undefined;
    const client = this.newClient();
    this.client = client;
    // An error event without a listener would crash the process.
    client.on('error', (error: Error) => this.lose(client, error));
    client.on('end', () =>
      this.lose(client, new Error('The connection ended.')),
    );
    client.on('notification', ({ payload }) => this.notified(client, payload));
    let pid: number;
    try {
      pid = await within(
        this.timeout,
        'Connecting and listening',
        (async () => {
          await client.connect();
          await client.query(
            `LISTEN ${client.escapeIdentifier(this.channel.name)}`,
          );
          await this.ping(client);
          const { rows } = await client.query<{ pid: number }>(
            'SELECT pg_backend_pid() AS pid',
          );
          return rows[0].pid;
        })(),
      );
    } catch (error) {
      this.lose(client, error as Error);
      return;
    }
    if (client !== this.client) return;
    this.pid = pid;
    this.open = true;
    this.handler.open();
    if (this.failures > 0) {
      const { changes, consumer } = this.channel;
      this.logger.log(`Listening to ${changes} again: ${consumer} in use.`);
    }
    this.failures = 0;
    this.retryDelay = this.minRetryDelay;
    this.states.emit('listening');
    this.scheduleHeartbeat(client);
  }

  /**
   * Sends a notification on `client` and resolves when it comes back, after checking that the
   * triggers exist and are enabled.
   */
  private async ping(client: pg.Client): Promise<void> {
    const { name, table, triggers } = this.channel;
    const nonce = randomUUID();
    const arrived = new Promise<void>((resolve, reject) =>
      this.pings.set(nonce, { arrived: resolve, lost: reject }),
    );
    // Rejected when the connection is lost, maybe before it is awaited below.
    arrived.catch(() => undefined);
    try {
      const { rows } = await client.query<{ triggers: number }>(
        `SELECT pg_notify($1, $2), (SELECT count(*)::int FROM pg_trigger WHERE tgrelid = to_regclass($3) AND tgname = ANY($4) AND tgenabled <> 'D') AS triggers`,
        [name, `${PING}${nonce}`, table, triggers],
      );
      if (rows[0].triggers !== triggers.length) {
        throw new Error(
          `The triggers ${triggers.join(', ')} on ${table} are missing or disabled: run the migrations.`,
        );
      }
      await arrived;
    } finally {
      this.pings.delete(nonce);
    }
  }

  private scheduleHeartbeat(client: pg.Client): void {
    this.timer = setTimeout(() => {
      this.timer = undefined;
      within(this.timeout, 'A heartbeat', this.ping(client)).then(
        () => {
          if (client === this.client) this.scheduleHeartbeat(client);
        },
        (error: Error) => this.lose(client, error),
      );
    }, this.heartbeatInterval).unref();
  }

  private notified(client: pg.Client, payload = ''): void {
    if (client !== this.client) return;
    if (payload.startsWith(PING)) {
      // Other instances' pings come too: only ours are waited for.
      this.pings.get(payload.slice(PING.length))?.arrived();
    } else {
      this.handler.notified(payload);
    }
  }

  /** `client` failed: close the handler, drop the connection, and reconnect later. */
  private lose(client: pg.Client, error: Error): void {
    if (client !== this.client) return;
    const wasListening = this.listening;
    void this.drop(client, error);
    if (this.stopped) return;
    this.failures += 1;
    const { changes, consumer } = this.channel;
    const message = wasListening
      ? `Stopped listening to ${changes} (${error.message}): ${consumer} bypassed until reconnected.`
      : `Cannot listen to ${changes} (${error.message}): ${consumer} bypassed, retrying.`;
    if (this.failures === 1) this.logger.warn(message);
    else this.logger.debug(message);
    this.timer = setTimeout(() => void this.connect(), this.retryDelay).unref();
    this.retryDelay = Math.min(this.retryDelay * 2, this.maxRetryDelay);
  }

  /** Closes the handler and `client`, the connection in use. */
  private drop(client: pg.Client, error: Error): Promise<void> {
    this.client = undefined;
    this.pid = undefined;
    clearTimeout(this.timer);
    this.timer = undefined;
    const wasListening = this.listening;
    this.open = false;
    this.handler.close();
    for (const { lost } of this.pings.values()) lost(error);
    this.pings.clear();
    if (wasListening) this.states.emit('bypassed');
    return this.close(client);
  }

  /** Ends `client`, or destroys its socket if the server does not answer within the timeout. */
  private async close(client: pg.Client): Promise<void> {
    await within(
      this.timeout,
      'Ending the connection',
      // A failed end is an ended connection too.
      client.end().catch(() => undefined),
    ).catch(() => client.connection.stream.destroy());
  }
}
