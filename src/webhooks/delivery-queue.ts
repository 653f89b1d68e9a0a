import {
  BullModule,
  getQueueToken,
  OnWorkerEvent,
  Processor,
  WorkerHost,
} from '@nestjs/bullmq';
import { Logger, type Provider } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { OneAtATime } from '../common/one-at-a-time.js';
import { redisPrefix } from '../config/redis-prefix.js';
import { DeliveryAttempts } from './delivery-attempts.js';
import { DeliveryStore } from './delivery-store.js';
import { CONCURRENCY, DeliveryRunner } from './delivery-runner.js';

/** The queue's name, under the deployment's prefix (`redisPrefix`). */
export const DELIVERY_QUEUE = 'webhook-deliveries';
/** How often due deliveries are looked for without a wake-up (retries, lost jobs). */
const SWEEP_MS = 500;
/** Deliveries enqueued per sweep at most. */
const SWEEP_BATCH = 500;
/** While Redis is away, its errors are logged once in this long. */
const WARN_INTERVAL_MS = 30_000;

/**
 * Runs a BullMQ job (its id is a delivery's id): claims the delivery if it is due, which may be
 * not (attempted meanwhile, or waiting for an earlier one of its resource), and attempts it.
 */
@Processor(DELIVERY_QUEUE, { autorun: false, concurrency: CONCURRENCY })
export class DeliveryProcessor extends WorkerHost {
  /** Called when an attempt ended: the next delivery of its resource may be due. */
  ended = (): void => undefined;
  /** The attempts running, which a shutdown waits for (the worker's own wait needs Redis). */
  readonly running = new Set<Promise<void>>();
  private readonly logger = new Logger('Webhooks');
  private lastWarning = -Infinity;

  constructor(
    private readonly store: DeliveryStore,
    private readonly attempts: DeliveryAttempts,
  ) {
    super();
  }

  async process(job: Job): Promise<void> {
    const [claimed] = await this.store.claim(1, this.attempts.leaseMs, job.id);
    if (claimed === undefined) return;
    const attempt = this.attempts.run(claimed);
    this.running.add(attempt);
    await attempt.finally(() => this.running.delete(attempt));
    this.ended();
  }

  /** Redis is away (or refused a command): logged, at most once in WARN_INTERVAL_MS. */
  @OnWorkerEvent('error')
  warn(error: Error): void {
    const now = Date.now();
    if (now - this.lastWarning < WARN_INTERVAL_MS) return;
    this.lastWarning = now;
    this.logger.warn(`Webhook deliveries' queue: ${String(error)}`);
  }
}

/**
 * Deliveries on BullMQ (ADR 0424): the table keeps the record, the order and the retry schedule;
 * a sweep enqueues each due delivery as a job whose id is the delivery's (a job is added once
 * while it exists), and the workers of every instance run them. A job lost with Redis, or a
 * delivery whose worker died, is due again when its lease ends and the sweep enqueues it again.
 */
export class QueuedDeliveries extends DeliveryRunner {
  private timer?: NodeJS.Timeout;
  private stopped = true;
  private readonly sweeps = new OneAtATime(
    () => this.sweep(),
    (error) => this.processor.warn(error as Error),
  );

  constructor(
    private readonly store: DeliveryStore,
    private readonly queue: Queue,
    private readonly processor: DeliveryProcessor,
  ) {
    super();
    processor.ended = () => this.wake();
    queue.on('error', (error) => processor.warn(error));
  }

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.wake(), SWEEP_MS);
    this.timer.unref();
    // Resolves when the worker is closed; it reports its errors as events.
    void this.processor.worker.run().catch(() => undefined);
    this.wake();
  }

  /**
   * Stops sweeping and taking jobs, and waits for the attempts running (each ends within its
   * lease). The worker is closed without waiting for Redis, which may be away: a job whose end
   * Redis missed is taken again when BullMQ finds it stalled, and finds its delivery recorded.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.processor.worker.close(true);
    await Promise.allSettled(this.processor.running);
  }

  wake(): void {
    if (!this.stopped) this.sweeps.trigger();
  }

  private async sweep(): Promise<void> {
    const due = await this.store.due(SWEEP_BATCH);
    if (due.length === 0) return;
    await this.queue.addBulk(
      due.map((id) => ({ name: 'attempt', data: {}, opts: { jobId: id } })),
    );
  }
}

/** The BullMQ queue, its worker and the sweep, on `redisUrl`. */
export function queuedDelivery(redisUrl: string, databaseUrl?: string) {
  return {
    imports: [
      BullModule.forRoot({
        connection: { url: redisUrl },
        prefix: redisPrefix(databaseUrl),
      }),
      BullModule.registerQueue({
        name: DELIVERY_QUEUE,
        // The table is the record: a job is gone once run, and may be added again for the next attempt.
        defaultJobOptions: { removeOnComplete: true, removeOnFail: true },
      }),
    ],
    providers: [
      DeliveryProcessor,
      {
        provide: DeliveryRunner,
        inject: [
          DeliveryStore,
          getQueueToken(DELIVERY_QUEUE),
          DeliveryProcessor,
        ],
        useFactory: (
          store: DeliveryStore,
          queue: Queue,
          processor: DeliveryProcessor,
        ) => new QueuedDeliveries(store, queue, processor),
      },
    ] satisfies Provider[],
  };
}
