import { Logger } from '@nestjs/common';
import type { DeliveryAttempts } from './delivery-attempts.js';
import { CONCURRENCY, DeliveryRunner } from './delivery-runner.js';
import { OneAtATime } from '../common/one-at-a-time.js';
import type { DeliveryStore } from './delivery-store.js';

/** How often due deliveries are looked for without a wake-up (retries, other instances' rows). */
const POLL_MS = 500;

/**
 * The in-process worker: claims due deliveries from the table (any number of instances share it),
 * signs and sends each, and records how it went (ADR 0423).
 */
export class DeliveryWorker extends DeliveryRunner {
  private readonly logger = new Logger('Webhooks');
  private readonly running = new Set<Promise<void>>();
  private timer?: NodeJS.Timeout;
  private stopped = true;
  private readonly claims = new OneAtATime(
    () => this.fill(),
    (error) => this.logger.warn(`Claiming deliveries failed: ${String(error)}`),
  );

  constructor(
    private readonly store: DeliveryStore,
    private readonly attempts: DeliveryAttempts,
  ) {
    super();
  }

  start(): void {
    this.stopped = false;
    this.claims.start();
    this.timer = setInterval(() => this.wake(), POLL_MS);
    this.timer.unref();
    this.wake();
  }

  /**
   * Stops claiming and waits for the claim in progress, then for the attempts running (each ends
   * within the send timeout).
   */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.claims.stop();
    await Promise.allSettled(this.running);
  }

  /** Looks for due deliveries now (new ones were written, or an attempt ended). */
  wake(): void {
    if (!this.stopped) this.claims.trigger();
  }

  private async fill(): Promise<void> {
    while (!this.stopped && this.running.size < CONCURRENCY) {
      const batch = await this.store.claim(
        CONCURRENCY - this.running.size,
        this.attempts.leaseMs,
      );
      if (batch.length === 0) return;
      for (const claimed of batch) {
        const attempt = this.attempts.run(claimed).finally(() => {
          this.running.delete(attempt);
          this.wake();
        });
        this.running.add(attempt);
      }
    }
  }
}
