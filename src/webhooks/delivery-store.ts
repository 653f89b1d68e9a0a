import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import {
  type EntityManager,
  type FindOneOptions,
  In,
  LessThan,
  LessThanOrEqual,
  Not,
  Repository,
} from 'typeorm';
import { type DeliveryEnds, deliveryEnds } from '../database/delivery-ends.js';
import { Transactions } from '../database/transactions.js';
import { RetrySchedule } from './retry-schedule.js';
import type { SendResult } from './webhook-sender.js';
import {
  type DeliveryAttempt,
  WebhookDelivery,
} from './webhook-delivery.entity.js';
import { Webhook } from './webhook.entity.js';

/** Attempts a delivery keeps in its log, the latest. */
const LOGGED_ATTEMPTS = 20;
/** Deliveries deleted per statement by the purge. */
const PURGE_BATCH = 500;
/** Deliveries written per statement (SQLite's limit of bound values). */
const INSERT_CHUNK = 200;

/** A delivery claimed for an attempt, with what sending it needs. */
export interface Claimed {
  delivery: WebhookDelivery;
  /** Its number, the claim's token: only this attempt may record its result. */
  attempt: number;
  webhook: Pick<
    Webhook,
    | 'id'
    | 'url'
    | 'enabled'
    | 'secret'
    | 'previousSecret'
    | 'previousSecretUntil'
  >;
}

/** A delivery to create: an event for a webhook. */
export type NewDelivery = Pick<
  WebhookDelivery,
  'webhookId' | 'eventId' | 'eventType' | 'resourceKey' | 'payload'
>;

/**
 * The deliveries table as the dispatcher and the workers use it. The table is the record of every
 * attempt and the queue: a due delivery (`pending`, `nextAttemptAt` passed) is claimed by setting
 * `nextAttemptAt` to the end of a lease, so that an attempt whose worker died is due again after it.
 */
@Injectable()
export class DeliveryStore {
  private readonly claimLock: FindOneOptions['lock'];
  private readonly ends: DeliveryEnds;

  constructor(
    @InjectRepository(WebhookDelivery)
    private readonly deliveries: Repository<WebhookDelivery>,
    private readonly transactions: Transactions,
  ) {
    // Workers of several instances skip each other's rows rather than wait (PostgreSQL).
    this.claimLock =
      transactions.forUpdate &&
      ({ mode: 'pessimistic_write', onLocked: 'skip_locked' } as const);
    this.ends = deliveryEnds(deliveries.manager.connection);
  }

  /**
   * Writes deliveries, at most one per event and webhook: one written already is left as it is.
   * In `within`'s transaction if given, else a statement per chunk, each atomic alone.
   */
  async create(rows: NewDelivery[], within?: EntityManager): Promise<void> {
    const now = new Date();
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      const write = (manager: EntityManager) =>
        manager
          .createQueryBuilder()
          .insert()
          .into(WebhookDelivery)
          .values(
            rows.slice(start, start + INSERT_CHUNK).map((row) => ({
              ...row,
              id: randomUUID(),
              status: 'pending' as const,
              attempts: 0,
              nextAttemptAt: now,
              attemptLog: [],
              createdAt: now,
              updatedAt: now,
            })),
          )
          .orIgnore()
          .execute();
      await (within ? write(within) : this.transactions.single(write));
    }
  }

  /** The ids of up to `limit` due deliveries, the longest due first (BullMQ's sweep enqueues them). */
  async due(limit: number): Promise<string[]> {
    const due = await this.deliveries.find({
      select: { id: true },
      where: { status: 'pending', nextAttemptAt: LessThanOrEqual(new Date()) },
      order: { nextAttemptAt: 'ASC' },
      take: limit,
    });
    return due.map(({ id }) => id);
  }

  /**
   * Up to `limit` due deliveries (or delivery `id` if it is due), each leased for `leaseMs`. One
   * whose resource has an earlier delivery still pending to the same webhook is not claimed: it
   * waits until that one is done. A few statements, not some per row: on PostgreSQL the feed
   * serves no event until every transaction older than it ended (ADR 0413), so this one is short.
   */
  async claim(limit: number, leaseMs: number, id?: string): Promise<Claimed[]> {
    // A read first: most polls find nothing, and need no transaction (no write turn on SQLite).
    const one = id === undefined ? {} : { id };
    const anyDue = await this.deliveries.existsBy({
      ...one,
      status: 'pending',
      nextAttemptAt: LessThanOrEqual(new Date()),
    });
    if (!anyDue) return [];
    const claimed = await this.transactions.run(async (manager) => {
      const now = new Date();
      const due = await manager.find(WebhookDelivery, {
        where: {
          ...one,
          status: 'pending',
          nextAttemptAt: LessThanOrEqual(now),
        },
        order: { nextAttemptAt: 'ASC', eventId: 'ASC' },
        take: limit,
        lock: this.claimLock,
      });
      due.sort((a, b) => (a.eventId < b.eventId ? -1 : 1));
      const leaseEnd = new Date(now.getTime() + leaseMs);
      const earlier = await this.earlierPending(manager, due);
      const taken: WebhookDelivery[] = [];
      const changes: Change[] = [];
      const busy = new Set<string>();
      const deferred: string[] = [];
      let deferredUntil = now.getTime();
      for (const delivery of due) {
        const pair = pairOf(delivery);
        if (pair !== undefined) {
          const before = busy.has(pair) ? leaseEnd : earlier.get(pair);
          busy.add(pair);
          if (before !== undefined) {
            deferred.push(delivery.id);
            deferredUntil = Math.max(deferredUntil, before?.getTime() ?? 0);
            continue;
          }
        }
        delivery.attempts += 1;
        changes.push([
          delivery.id,
          {
            attempts: delivery.attempts,
            nextAttemptAt: leaseEnd,
            updatedAt: now,
          },
        ]);
        taken.push(delivery);
      }
      // Out of the due rows until the one before is done (which wakes them), or due itself: one
      // time for all, the latest, as only a lost wake-up would need it.
      for (const id of deferred)
        changes.push([id, { nextAttemptAt: new Date(deferredUntil + 1) }]);
      await updateEach(manager, changes);
      return taken;
    });
    if (claimed.length === 0) return [];
    const webhooks = await this.deliveries.manager.find(Webhook, {
      select: {
        id: true,
        url: true,
        enabled: true,
        secret: true,
        previousSecret: true,
        previousSecretUntil: true,
      },
      where: { id: In([...new Set(claimed.map((d) => d.webhookId))]) },
    });
    const byId = new Map(webhooks.map((webhook) => [webhook.id, webhook]));
    return claimed.flatMap((delivery) => {
      const webhook = byId.get(delivery.webhookId);
      return webhook === undefined
        ? []
        : [{ delivery, attempt: delivery.attempts, webhook }];
    });
  }

  /**
   * For each resource of `due` (sorted by event), when a delivery before its first one is still
   * pending to the same webhook, the oldest one's `nextAttemptAt`, by `webhookId resourceKey`. Read
   * without a lock: when that one ends meanwhile, its wake-up waits for the deferral the caller
   * writes on the rows it locked (`end`), then undoes it.
   */
  private async earlierPending(
    manager: EntityManager,
    due: WebhookDelivery[],
  ): Promise<Map<string, Date | null>> {
    const firsts = new Map<string, WebhookDelivery>();
    for (const delivery of due) {
      const pair = pairOf(delivery);
      if (pair !== undefined && !firsts.has(pair)) firsts.set(pair, delivery);
    }
    if (firsts.size === 0) return new Map();
    const oldest = await manager
      .createQueryBuilder(WebhookDelivery, 'delivery')
      .select('delivery.webhookId', 'webhookId')
      .addSelect('MIN(delivery.eventId)', 'eventId')
      .where(
        [...firsts.values()].map((first) => ({
          webhookId: first.webhookId,
          resourceKey: first.resourceKey,
          status: 'pending',
          eventId: LessThan(first.eventId),
        })),
      )
      .groupBy('delivery.webhookId')
      .addGroupBy('delivery.resourceKey')
      .getRawMany<Pick<WebhookDelivery, 'webhookId' | 'eventId'>>();
    if (oldest.length === 0) return new Map();
    const rows = await manager.find(WebhookDelivery, {
      select: {
        webhookId: true,
        resourceKey: true,
        nextAttemptAt: true,
      },
      where: oldest.map(({ webhookId, eventId }) => ({ webhookId, eventId })),
    });
    return new Map(rows.map((row) => [pairOf(row)!, row.nextAttemptAt]));
  }

  /**
   * Records attempt `attempt` of a delivery: a 2xx succeeds; `410 Gone` disables its webhook and
   * ends it; anything else is tried again after the schedule's next wait, or has failed when none
   * is left. A delivery that ends lets the next one of its resource go. Nothing is recorded when
   * the attempt's lease was lost (another worker runs a later attempt).
   */
  async record(
    { delivery, attempt }: Claimed,
    result: SendResult,
    schedule: RetrySchedule,
  ): Promise<void> {
    const now = new Date();
    const code = result.responseCode;
    const succeeded = code !== undefined && code >= 200 && code < 300;
    const gone = code === 410;
    const wait = succeeded || gone ? undefined : schedule.delayAfter(attempt);
    const entry: DeliveryAttempt = {
      at: new Date(now.getTime() - result.durationMs).toISOString(),
      ...(code !== undefined && { responseCode: code }),
      durationMs: result.durationMs,
      ...(result.error !== undefined && { error: result.error }),
    };
    // Before the end: a claim that sees the next deliveries woken sees the webhook disabled too,
    // and drops them rather than send them to a receiver that answered Gone.
    if (gone)
      await this.transactions.single((manager) =>
        disable(manager, delivery.webhookId, now),
      );
    await this.end(
      delivery,
      attempt,
      {
        status: succeeded
          ? 'succeeded'
          : wait === undefined
            ? 'failed'
            : 'pending',
        nextAttemptAt:
          wait === undefined ? null : new Date(now.getTime() + wait),
        attemptLog: [...delivery.attemptLog, entry].slice(-LOGGED_ATTEMPTS),
        updatedAt: now,
      },
      wait === undefined ? now : undefined,
    );
  }

  /** Ends a claimed delivery without an attempt (its webhook was disabled meanwhile). */
  async drop({ delivery, attempt }: Claimed, reason: string): Promise<void> {
    const now = new Date();
    await this.end(
      delivery,
      attempt,
      {
        status: 'failed',
        attempts: attempt - 1,
        nextAttemptAt: null,
        attemptLog: [
          ...delivery.attemptLog,
          { at: now.toISOString(), durationMs: 0, error: reason },
        ].slice(-LOGGED_ATTEMPTS),
        updatedAt: now,
      },
      now,
    );
  }

  /**
   * Writes `change` to attempt `attempt` of `delivery` (nothing if its lease was lost: another
   * worker runs a later attempt) and, with `wakeAt`, makes the later deliveries of the same
   * resource and webhook due then, atomically: a claim that sees this one ended also sees the next
   * ones woken, and so cannot lease one that the wake-up would then make due again. All of them,
   * not only those deferred: a claim that read this one as pending may be deferring one right now,
   * and its row is locked until then; matching it makes this wait and undo that.
   */
  private end(
    delivery: WebhookDelivery,
    attempt: number,
    change: Partial<WebhookDelivery>,
    wakeAt: Date | undefined,
  ): Promise<void> {
    const statement = this.deliveries
      .createQueryBuilder()
      .update()
      .set(change)
      .where({ id: delivery.id, attempts: attempt, status: 'pending' })
      .getQueryAndParameters();
    const wake = delivery.resourceKey === null ? undefined : wakeAt;
    const work = (manager: EntityManager) =>
      this.ends.end(manager, statement, wake);
    return this.ends.single
      ? this.transactions.single(work)
      : this.transactions.run(work);
  }

  /** Deletes the ended deliveries created before `before` (EVENTS_RETENTION, with the events). */
  async purge(before: Date): Promise<void> {
    for (;;) {
      const old = await this.deliveries.find({
        select: { id: true },
        where: { createdAt: LessThan(before), status: Not('pending') },
        order: { createdAt: 'ASC' },
        take: PURGE_BATCH,
      });
      if (old.length > 0)
        await this.deliveries.delete({ id: In(old.map(({ id }) => id)) });
      if (old.length < PURGE_BATCH) return;
    }
  }
}

/** `webhookId resourceKey`: deliveries of one pair go in event order; none for a ping. */
function pairOf({
  webhookId,
  resourceKey,
}: Pick<WebhookDelivery, 'webhookId' | 'resourceKey'>): string | undefined {
  return resourceKey === null ? undefined : `${webhookId} ${resourceKey}`;
}

/** A change to one delivery. */
type Change = [id: string, change: Partial<WebhookDelivery>];

/** Writes `changes`, one statement per distinct change. */
async function updateEach(manager: EntityManager, changes: Change[]) {
  const groups = new Map<string, { ids: string[]; change: Change[1] }>();
  for (const [id, change] of changes) {
    const key = JSON.stringify(change);
    const group = groups.get(key) ?? { ids: [], change };
    group.ids.push(id);
    groups.set(key, group);
  }
  for (const { ids, change } of groups.values())
    await manager.update(WebhookDelivery, { id: In(ids) }, change);
}

/** Turns a webhook off because its receiver answered `410 Gone`. */
async function disable(manager: EntityManager, id: string, now: Date) {
  await manager
    .createQueryBuilder()
    .update(Webhook)
    .set({
      enabled: false,
      disabledReason: 'gone',
      updatedAt: now,
      version: () => 'version + 1',
    })
    .where({ id, enabled: true })
    .execute();
}
