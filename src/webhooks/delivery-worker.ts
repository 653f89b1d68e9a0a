import { Logger } from '@nestjs/common';
import type { Claimed, DeliveryStore } from './delivery-store.js';
import type { RetrySchedule } from './retry-schedule.js';
import type { WebhookSecrets } from './webhook-secrets.js';
import type { WebhookSender } from './webhook-sender.js';

/** Attempts one instance runs at once. */
const CONCURRENCY = 16;
/** How often due deliveries are looked for without a wake-up (retries, other instances' rows). */
const POLL_MS = 500;
/** An attempt's lease beyond the send timeout: a worker that died leaves its rows due after it. */
const LEASE_MARGIN_MS = 20_000;

/**
 * The in-process worker: claims due deliveries from the table (any number of instances share it),
 * signs and sends each, and records how it went (ADR 0423).
 */
export class DeliveryWorker {
  private readonly logger = new Logger('Webhooks');
  private readonly running = new Set<Promise<void>>();
  private timer?: NodeJS.Timeout;
  private claiming = false;
  private again = false;
  private stopped = true;

  constructor(
    private readonly store: DeliveryStore,
    private readonly sender: WebhookSender,
    private readonly secrets: WebhookSecrets,
    private readonly schedule: RetrySchedule,
    private readonly sendTimeoutMs: number,
  ) {}

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.wake(), POLL_MS);
    this.timer.unref();
    this.wake();
  }

  /** Stops claiming and waits for the attempts running (each ends within the send timeout). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await Promise.allSettled(this.running);
  }

  /** Looks for due deliveries now (new ones were written, or an attempt ended). */
  wake(): void {
    if (this.stopped) return;
    if (this.claiming) {
      this.again = true;
      return;
    }
    this.claiming = true;
    void this.fill().finally(() => {
      this.claiming = false;
      if (this.again) {
        this.again = false;
        this.wake();
      }
    });
  }

  private async fill(): Promise<void> {
    while (!this.stopped && this.running.size < CONCURRENCY) {
      let batch: Claimed[];
      try {
        batch = await this.store.claim(
          CONCURRENCY - this.running.size,
          this.sendTimeoutMs + LEASE_MARGIN_MS,
        );
      } catch (error) {
        this.logger.warn(`Claiming deliveries failed: ${String(error)}`);
        return;
      }
      if (batch.length === 0) return;
      for (const claimed of batch) {
        const attempt = this.attempt(claimed).finally(() => {
          this.running.delete(attempt);
          this.wake();
        });
        this.running.add(attempt);
      }
    }
  }

  private async attempt(claimed: Claimed): Promise<void> {
    const { delivery, webhook } = claimed;
    try {
      if (!webhook.enabled) {
        await this.store.drop(claimed, 'webhook disabled');
        return;
      }
      const now = new Date();
      const signing = [webhook.secret];
      if (
        webhook.previousSecret !== null &&
        webhook.previousSecretUntil !== null &&
        webhook.previousSecretUntil > now
      )
        signing.push(webhook.previousSecret);
      let signature: string;
      try {
        signature = this.secrets.sign(
          signing,
          delivery.eventId,
          now,
          delivery.payload,
        );
      } catch {
        const error =
          'signing secret unreadable (WEBHOOKS_SECRET_KEY changed?)';
        this.logger.error(`Webhook ${webhook.id}: ${error}`);
        await this.store.record(
          claimed,
          { durationMs: 0, error },
          this.schedule,
        );
        return;
      }
      const headers = {
        'webhook-id': delivery.eventId,
        'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
        'webhook-signature': signature,
      };
      const result = await this.sender.send(
        webhook.url,
        headers,
        delivery.payload,
      );
      await this.store.record(claimed, result, this.schedule);
    } catch (error) {
      // The lease runs out and the delivery is due again: nothing is lost.
      this.logger.warn(
        `Webhook delivery ${delivery.id} not recorded: ${String(error)}`,
      );
    }
  }
}
