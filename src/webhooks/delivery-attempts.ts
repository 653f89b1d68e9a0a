import { Logger } from '@nestjs/common';
import type { Claimed, DeliveryStore } from './delivery-store.js';
import type { RetrySchedule } from './retry-schedule.js';
import type { WebhookSecrets } from './webhook-secrets.js';
import type { WebhookSender } from './webhook-sender.js';

/** An attempt's lease beyond the send timeout: a worker that died leaves its rows due after it. */
const LEASE_MARGIN_MS = 20_000;

/**
 * One attempt of a claimed delivery: signs it, sends it and records how it went. Both workers run
 * attempts through it: the table's (ADR 0423) and BullMQ's (ADR 0424).
 */
export class DeliveryAttempts {
  private readonly logger = new Logger('Webhooks');
  /** How long a claim holds a delivery: an attempt ends within it, or is due again after it. */
  readonly leaseMs: number;

  constructor(
    private readonly store: DeliveryStore,
    private readonly sender: WebhookSender,
    private readonly secrets: WebhookSecrets,
    private readonly schedule: RetrySchedule,
    sendTimeoutMs: number,
  ) {
    this.leaseMs = sendTimeoutMs + LEASE_MARGIN_MS;
  }

  async run(claimed: Claimed): Promise<void> {
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
