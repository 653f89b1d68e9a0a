import { Logger } from '@nestjs/common';
import { type EntityManager, IsNull, Repository } from 'typeorm';
import type { Transactions } from '../database/transactions.js';
import type { DeliveryStore, NewDelivery } from './delivery-store.js';
import { WebhookDispatch } from './webhook-dispatch.entity.js';
import type { EventRecord } from '../events/event.entity.js';
import { DomainError } from '../common/domain-error.js';
import { OneAtATime } from '../common/one-at-a-time.js';
import type { EventsService } from '../events/events.service.js';
import { eventPayload, takes } from './webhook-events.js';
import { Webhook } from './webhook.entity.js';

/** Events read per pass. */
const BATCH = 500;
/** How often the feed is read without a wake-up (events written by other instances). */
const POLL_MS = 1000;
/** The name of the dispatch position's row. */
const POSITION = 'events';

/**
 * Turns settled events into deliveries: reads the feed after the shared position and the enabled
 * webhooks, then, in one short transaction, moves the position if it is still the one read and
 * writes a delivery per event and webhook that takes its type (and existed when it occurred).
 * The reads stay outside (ADR 0420): of instances that read the same events, one moves the
 * position and writes; the others write nothing and read again after it.
 */
export class WebhookDispatcher {
  private readonly logger = new Logger('Webhooks');
  private timer?: NodeJS.Timeout;
  private unsubscribe?: () => void;
  private readonly passes = new OneAtATime(
    () => this.pass(),
    (error) =>
      this.logger.warn(`Dispatching webhook events failed: ${String(error)}`),
  );
  private started = false;
  /** The position's row, written once if no instance has yet. */
  private positionRow?: Promise<void>;

  constructor(
    private readonly source: Pick<
      EventsService,
      'readAfter' | 'onAppended' | 'newestId'
    >,
    private readonly positions: Repository<WebhookDispatch>,
    private readonly store: DeliveryStore,
    private readonly transactions: Transactions,
    private readonly written: () => void,
  ) {}

  start(): void {
    this.started = true;
    this.passes.start();
    this.timer = setInterval(this.wake, POLL_MS);
    this.timer.unref();
    this.wake();
  }

  async stop(): Promise<void> {
    this.started = false;
    this.follow(false);
    clearInterval(this.timer);
    await this.passes.stop();
  }

  /** A webhook was created or changed here: one enabled now is followed at once, not after the poll. */
  webhooksChanged(): void {
    if (this.started) this.wake();
  }

  /** Dispatches the new events now, or once more after the pass running. */
  readonly wake = this.passes.trigger;

  /** Dispatches every settled event there is now. */
  private async pass(): Promise<void> {
    this.positionRow ??= this.positions
      .createQueryBuilder()
      .insert()
      .values({ name: POSITION, position: null, updatedAt: new Date() })
      .orIgnore()
      .execute()
      .then(() => undefined);
    await this.positionRow;
    for (;;) {
      const read = await this.positions.findOneByOrFail({ name: POSITION });
      // Before the webhooks: one created after this read takes none of the events up to it.
      const newest = await this.source.newestId();
      const webhooks = await this.positions.manager.find(Webhook, {
        select: { id: true, eventTypes: true, createdAt: true },
        where: { enabled: true },
      });
      this.follow(webhooks.length > 0);
      if (webhooks.length === 0) {
        // No event to send: the position follows the feed without reading it.
        if (newest !== undefined && newest !== read.position)
          await this.transactions.single((manager) =>
            moveFrom(manager, read.position, newest),
          );
        return;
      }
      const events = await this.read(read.position ?? undefined);
      if (events.length === 0) return;
      const last = events[events.length - 1].id;
      const moved = await this.transactions.run(async (manager) => {
        if (!(await moveFrom(manager, read.position, last))) return false;
        await this.store.create(deliveries(events, webhooks), manager);
        return true;
      });
      if (moved) this.written();
      if (moved && events.length < BATCH) return;
    }
  }

  /**
   * Wakes on every new event while some webhook is enabled. Without one, the poll's pass moves
   * the position, and the feed's poller may stop when no reader waits (no reads for nothing).
   */
  private follow(on: boolean): void {
    if (on && this.started && this.unsubscribe === undefined)
      this.unsubscribe = this.source.onAppended(this.wake);
    else if (!on && this.unsubscribe !== undefined) {
      this.unsubscribe();
      this.unsubscribe = undefined;
    }
  }

  /**
   * The events after `position`; when those were purged (the dispatcher was stopped for longer than
   * EVENTS_RETENTION), the oldest kept: what was purged cannot be sent any more.
   */
  private async read(position: string | undefined): Promise<EventRecord[]> {
    const options = { limit: BATCH, includeUserEvents: true };
    try {
      return await this.source.readAfter(position, options);
    } catch (error) {
      if (!(error instanceof DomainError && error.kind === 'gone')) throw error;
      this.logger.error(
        `Events after ${position} were purged before webhooks sent them: going on from the oldest kept.`,
      );
      return this.source.readAfter(undefined, options);
    }
  }
}

/**
 * Moves the position to `to` if it is still `from`; false when another instance moved it
 * meanwhile. Its row stays locked until the end of `manager`'s transaction (PostgreSQL).
 */
async function moveFrom(
  manager: EntityManager,
  from: string | null,
  to: string,
): Promise<boolean> {
  const { affected } = await manager.update(
    WebhookDispatch,
    { name: POSITION, position: from ?? IsNull() },
    { position: to, updatedAt: new Date() },
  );
  return affected !== 0;
}

/** The deliveries of `events`: one per webhook that takes the event and existed when it occurred. */
function deliveries(
  events: EventRecord[],
  webhooks: Pick<Webhook, 'id' | 'eventTypes' | 'createdAt'>[],
): NewDelivery[] {
  return events.flatMap((event) => {
    const occurredAt = new Date(event.occurredAt);
    const to = webhooks.filter(
      (webhook) =>
        webhook.createdAt <= occurredAt &&
        takes(webhook.eventTypes, event.type),
    );
    if (to.length === 0) return [];
    const payload = eventPayload(event);
    const resourceKey = `${event.type.split('.')[0]}:${event.resourceId}`;
    return to.map((webhook) => ({
      webhookId: webhook.id,
      eventId: event.id,
      eventType: event.type,
      resourceKey,
      payload,
    }));
  });
}
