import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { EventEmitter, once } from 'node:events';
import type pg from 'pg';
import type { RoleCache } from './role-cache.js';

/**
 * The channel the `users` triggers notify (migration `UserRoleChanges1795317088208`): the id of a
 * user whose role or id changed or who was deleted, or `*` when `users` was truncated.
 */
export const ROLE_CHANGES_CHANNEL = 'users_role_changed';
/** The triggers that notify it; without them the cache would never hear of a change. */
const TRIGGERS = ['users_role_changed', 'users_truncated'];
/** Payload prefix of this listener's own notifications, sent to check that notifications arrive. */
const PING = 'ping:';

export interface RoleChangeListenerOptions {
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
 * Keeps a `RoleCache` exact across instances on PostgreSQL (ADR 0104): a connection of its own
 * `LISTEN`s to the `users` triggers and evicts whom each notification names. The cache is open
 * only while that connection is known to deliver: a ping sent on it came back (at start, then at
 * each heartbeat), and it has not erred or ended since.
 */
export class RoleChangeListener implements OnApplicationShutdown {
  private readonly logger = new Logger(RoleChangeListener.name);
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
  /** Failures since the cache was last open: only the first is a warning. */
  private failures = 0;
  /** Sent pings that have not come back, by nonce. */
  private readonly pings = new Map<
    string,
    { arrived: () => void; lost: (error: Error) => void }
  >();
  private readonly states = new EventEmitter();

  constructor(
    private readonly cache: RoleCache,
    /** A new, unconnected client: `pg` comes from the caller, so that SQLite never loads it. */
    private readonly newClient: () => pg.Client,
    {
      heartbeatInterval = 5_000,
      timeout = 5_000,
      retryDelay = 100,
      maxRetryDelay = 5_000,
    }: RoleChangeListenerOptions = {},
  ) {
    this.heartbeatInterval = heartbeatInterval;
    this.timeout = timeout;
    this.minRetryDelay = this.retryDelay = retryDelay;
    this.maxRetryDelay = maxRetryDelay;
  }

  /** Whether the cache is served: the connection listens and delivers notifications. */
  get listening(): boolean {
    return this.cache.isOpen;
  }

  /** The server process of the listening connection (`pg_stat_activity.pid`). */
  get backendPid(): number | undefined {
    return this.listening ? this.pid : undefined;
  }

  /** Starts connecting; the cache stays bypassed until the connection listens. */
  start(): void {
    this.stopped = false;
    if (!this.client && !this.timer) void this.connect();
  }

  /** Resolves once the cache is served (at once if it is). */
  async whenListening(): Promise<void> {
    if (!this.listening) await once(this.states, 'listening');
  }

  /** Resolves once the cache is bypassed (at once if it is). */
  async whenBypassed(): Promise<void> {
    if (this.listening) await once(this.states, 'bypassed');
  }

  /**
   * Resolves once every change committed before the call has reached the cache: a notification
   * sent now has come back, and notifications are delivered in commit order. Fails if the cache is
   * not served, or stops being served meanwhile.
   */
  async sync(): Promise<void> {
    const { client } = this;
    if (!client || !this.listening)
      throw new Error('The role cache is bypassed: nothing to wait for.');
    await within(this.timeout, 'A notification', this.ping(client));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop();
  }

  /** Closes the connection and bypasses the cache for good (until `start()`). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    const { client } = this;
    if (client)
      await this.drop(client, new Error('The role cache is stopping.'));
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
          await client.query(`LISTEN "${ROLE_CHANGES_CHANNEL}"`);
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
    this.cache.open();
    if (this.failures > 0)
      this.logger.log('Listening to role changes again: role cache in use.');
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
    const nonce = randomUUID();
    const arrived = new Promise<void>((resolve, reject) =>
      this.pings.set(nonce, { arrived: resolve, lost: reject }),
    );
    // Rejected when the connection is lost, maybe before it is awaited below.
    arrived.catch(() => undefined);
    try {
      const { rows } = await client.query<{ triggers: number }>(
        `SELECT pg_notify($1, $2), (SELECT count(*)::int FROM pg_trigger WHERE tgrelid = to_regclass('users') AND tgname = ANY($3) AND tgenabled <> 'D') AS triggers`,
        [ROLE_CHANGES_CHANNEL, `${PING}${nonce}`, TRIGGERS],
      );
      if (rows[0].triggers !== TRIGGERS.length) {
        throw new Error(
          `The triggers ${TRIGGERS.join(', ')} on users are missing or disabled: run the migrations.`,
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
    } else if (payload === '*') {
      this.cache.clear();
    } else {
      this.cache.evict(payload);
    }
  }

  /** `client` failed: bypass the cache, drop the connection, and reconnect later. */
  private lose(client: pg.Client, error: Error): void {
    if (client !== this.client) return;
    const wasListening = this.listening;
    void this.drop(client, error);
    if (this.stopped) return;
    this.failures += 1;
    const message = wasListening
      ? `Stopped listening to role changes (${error.message}): role cache bypassed until reconnected.`
      : `Cannot listen to role changes (${error.message}): role cache bypassed, retrying.`;
    if (this.failures === 1) this.logger.warn(message);
    else this.logger.debug(message);
    this.timer = setTimeout(() => void this.connect(), this.retryDelay).unref();
    this.retryDelay = Math.min(this.retryDelay * 2, this.maxRetryDelay);
  }

  /** Bypasses the cache and closes `client`, the connection in use. */
  private drop(client: pg.Client, error: Error): Promise<void> {
    this.client = undefined;
    this.pid = undefined;
    clearTimeout(this.timer);
    this.timer = undefined;
    const wasListening = this.listening;
    this.cache.close();
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
