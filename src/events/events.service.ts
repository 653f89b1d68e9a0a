import {
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DiscoveryService, HttpAdapterHost } from '@nestjs/core';
import { AsyncResource } from 'node:async_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { DomainError } from '../common/domain-error.js';
import { OwnedResourceService } from '../common/owned-resource.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { Environment } from '../config/environment.js';
import { Transactions } from '../database/transactions.js';
import { UsersService } from '../users/users.service.js';
import {
  EventFeed,
  type FeedKey,
  FEED_START,
  compareKeys,
  eventId,
  parseEventId,
} from '../database/event-feed.js';
import type { EventRecord } from './event.entity.js';
import { EVENT_ACTIONS, USER_EVENTS } from './event-types.js';
import { OneAtATime } from '../common/one-at-a-time.js';

/**
 * How often, while someone waits for events, this instance looks for new ones (ADR 0413); it also
 * looks after each of its own commits.
 */
export const POLL_INTERVAL = 25;
/** The least time between two looks: a busy instance's commits cost at most 200 looks a second. */
const POLL_GAP = 5;
/** How often old events are purged, and how many one statement deletes at most. */
const PURGE_INTERVAL = 60_000;
const PURGE_BATCH = 1000;

export interface ReadOptions {
  limit: number;
  /** Types (`doc.created`) or every type of a resource (`doc.*`); none: every type. */
  types?: readonly string[];
  /** Whether `user.*` events are read (admins). */
  includeUserEvents: boolean;
}

/**
 * The change feed: reads of the settled events after a position, wake-ups when new ones may be
 * readable, and the purge of events older than EVENTS_RETENTION.
 */
@Injectable()
export class EventsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly feed: EventFeed;
  private readonly retention: number;
  private readonly listeners = new Set<() => void>();
  private poller: NodeJS.Timeout | undefined;
  private offCommit: (() => void) | undefined;
  /** The newest settled event the poller has seen (undefined: none yet, wake everyone). */
  private newest: FeedKey | undefined;
  private purger: NodeJS.Timeout | undefined;
  /** What is purged with the events (webhook deliveries), given the same time. */
  private readonly alongPurges = new Set<(before: Date) => Promise<unknown>>();
  private known: readonly string[] = [];
  private readonly shutdown = new AbortController();
  /** Aborted when the application closes: waits and streams end then, so that they do not hold the HTTP server open. */
  readonly closing: AbortSignal = this.shutdown.signal;

  constructor(
    dataSource: DataSource,
    config: ConfigService<Environment, true>,
    private readonly discovery: DiscoveryService,
    private readonly adapterHost: HttpAdapterHost,
    private readonly users: UsersService,
    private readonly transactions: Transactions,
  ) {
    this.feed = new EventFeed(dataSource);
    this.retention = config.get('EVENTS_RETENTION', { infer: true });
  }

  /** Every event type: those of users and of each resource service (docs, lessons, generated ones). */
  get types(): readonly string[] {
    return this.known;
  }

  /**
   * Whether `reader` still has the role its request was let in with (as the JWT guard reads it
   * now: the role cache on PostgreSQL): a stream checks it before it sends events, and ends if
   * not, so that a demoted admin reads no more user events and a deleted user nothing.
   */
  async sameRole(reader: AuthUser): Promise<boolean> {
    return (await this.users.roleOf(reader.id)) === reader.role;
  }

  onApplicationBootstrap(): void {
    const resources = this.discovery
      .getProviders()
      .flatMap(({ instance }: { instance: unknown }) =>
        instance instanceof OwnedResourceService ? [instance.eventType] : [],
      );
    this.known = [USER_EVENTS, ...new Set(resources)]
      .sort()
      .flatMap((resource) =>
        EVENT_ACTIONS.map((action) => `${resource}.${action}`),
      );
    // The HTTP server purges; the CLI's application contexts do not.
    if (this.adapterHost.httpAdapter) {
      this.purger = setInterval(() => void this.purgeQuietly(), PURGE_INTERVAL);
      this.purger.unref();
    }
  }

  onModuleDestroy(): void {
    this.shutdown.abort();
    clearInterval(this.purger);
    this.listeners.clear();
    this.stopPolling();
  }

  /**
   * The settled events strictly after the event id `after` (none: from the oldest kept), oldest
   * first, at most `limit`. Throws a `DomainError`: `invalid` for a malformed id or an unknown
   * type, `forbidden` for user events without `includeUserEvents`, `gone` when events after
   * `after` were purged.
   */
  async readAfter(
    after: string | undefined,
    options: ReadOptions,
  ): Promise<EventRecord[]> {
    const key = after === undefined ? FEED_START : parseEventId(after);
    if (key === undefined) {
      throw new DomainError(
        'invalid',
        'EVENTS.BAD_AFTER',
        `after must be an event id (32 hexadecimal digits), not ${JSON.stringify(after)}.`,
        { errors: [{ field: '/after', message: 'not an event id' }] },
      );
    }
    const { events, horizon } = await this.feed.read({
      after: key,
      limit: options.limit,
      types: this.resolve(options.types, options.includeUserEvents),
      hiding: options.includeUserEvents ? undefined : `${USER_EVENTS}.`,
    });
    // The horizon as of the same read: a purge that deleted events it would have read is seen.
    if (after !== undefined && horizon && compareKeys(key, horizon) < 0) {
      throw new DomainError(
        'gone',
        'EVENTS.AFTER_TOO_OLD',
        `Events after ${after} are no longer kept (events are kept ${this.retention} s): read the resources again, then follow the feed from its start (no after) or from a recent event id.`,
      );
    }
    return events;
  }

  /** The id of the newest settled event, if any. */
  async newestId(): Promise<string | undefined> {
    const newest = await this.feed.newest();
    return newest && eventId(newest);
  }

  /**
   * `readAfter`, but when no event follows `after` yet, waits up to `wait` seconds for one: the
   * answer comes as soon as one is readable, else empty after `wait`, or at once on `signal` (the
   * client left) or when the application closes.
   */
  async readWaiting(
    after: string | undefined,
    options: ReadOptions,
    wait: number,
    signal: AbortSignal,
  ): Promise<EventRecord[]> {
    const first = await this.readAfter(after, options);
    if (first.length > 0 || wait <= 0) return first;
    const ended = AbortSignal.any([signal, this.closing]);
    if (ended.aborted) return first;
    return new Promise<EventRecord[]>((resolve, reject) => {
      let done = false;
      const finish = (events: EventRecord[], error?: unknown) => {
        if (done) return;
        done = true;
        off();
        void read.stop();
        clearTimeout(timer);
        ended.removeEventListener('abort', stop);
        if (error === undefined) resolve(events);
        else reject(error as Error);
      };
      const read = new OneAtATime(
        async () => {
          const events = await this.readAfter(after, options);
          if (events.length > 0) finish(events);
        },
        (error) => finish([], error),
      );
      const stop = () => finish([]);
      const off = this.onAppended(read.trigger);
      const timer = setTimeout(stop, wait * 1000);
      ended.addEventListener('abort', stop, { once: true });
      // Subscribed first: an event settled since the first read is read now or wakes `read`.
      read.trigger();
    });
  }

  /**
   * Calls `listener` whenever new events may be readable (at most every POLL_INTERVAL ms; maybe
   * when none is); returns the unsubscribe. Subscribe, then read: an event settled after the
   * subscription always wakes it.
   */
  onAppended(listener: () => void): () => void {
    // Called in the subscriber's context (its request's log context and trace), not in that of
    // the write or the tick that found the event.
    const bound = AsyncResource.bind(listener);
    this.listeners.add(bound);
    if (this.poller === undefined) {
      this.newest = undefined;
      this.poller = setInterval(this.polls.trigger, POLL_INTERVAL);
      this.poller.unref();
      this.offCommit = this.transactions.onCommit(this.polls.trigger);
    }
    return () => {
      this.listeners.delete(bound);
      if (this.listeners.size === 0) this.stopPolling();
    };
  }

  /** Listeners waiting for events (long polls, streams) on this instance. */
  get waiting(): number {
    return this.listeners.size;
  }

  /**
   * Purges the events older than `before` (EVENTS_RETENTION ago), a batch at a time, then runs the
   * purges registered by `purgeAlong`; answers how many events it purged.
   */
  async purge(
    before = new Date(Date.now() - this.retention * 1000),
  ): Promise<number> {
    let purged = 0;
    for (;;) {
      const count = await this.feed.purge(before, PURGE_BATCH);
      purged += count;
      if (count < PURGE_BATCH) break;
    }
    for (const purge of this.alongPurges) await purge(before);
    return purged;
  }

  /** Runs `purge` after every purge of the events, with the same time. */
  purgeAlong(purge: (before: Date) => Promise<unknown>): void {
    this.alongPurges.add(purge);
  }

  private async purgeQuietly(): Promise<void> {
    // The next turn tries again: a database away now is reported by the requests.
    await this.purge().catch(() => undefined);
  }

  private stopPolling(): void {
    clearInterval(this.poller);
    this.poller = undefined;
    this.offCommit?.();
    this.offCommit = undefined;
  }

  /**
   * Looks for new events: now, or once more after the look running (a commit meanwhile is seen);
   * in the service's own context, not in that of the request that started it.
   */
  private readonly polls = new OneAtATime(
    async () => {
      const newest = await this.feed.newest();
      if (
        this.newest === undefined ||
        (newest !== undefined && compareKeys(newest, this.newest) !== 0)
      ) {
        this.newest = newest ?? FEED_START;
        for (const listener of this.listeners) listener();
      }
      await sleep(POLL_GAP, undefined, { ref: false });
    },
    // The next tick tries again.
    () => undefined,
  );

  /** The exact types `patterns` name (undefined: all); throws on an unknown one. */
  private resolve(
    patterns: readonly string[] | undefined,
    includeUserEvents: boolean,
  ): string[] | undefined {
    if (patterns === undefined || patterns.length === 0) return undefined;
    const types = new Set<string>();
    for (const pattern of patterns) {
      const matched = pattern.endsWith('.*')
        ? this.known.filter((type) => type.startsWith(pattern.slice(0, -1)))
        : this.known.filter((type) => type === pattern);
      if (matched.length === 0) {
        const message = `${pattern} is not an event type: use one of ${this.known.join(', ')}, or <resource>.*`;
        throw new DomainError('invalid', 'EVENTS.UNKNOWN_TYPE', message, {
          errors: [{ field: '/type', message }],
        });
      }
      if (!includeUserEvents && pattern.startsWith(`${USER_EVENTS}.`)) {
        throw new DomainError(
          'forbidden',
          'EVENTS.USER_EVENTS_FORBIDDEN',
          'Only admins read user events.',
        );
      }
      for (const type of matched) types.add(type);
    }
    return [...types];
  }
}
