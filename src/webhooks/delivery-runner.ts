/** Attempts one instance runs at once: they mostly wait for receivers (ADR 0423). */
export const CONCURRENCY = 64;

/**
 * What runs the attempts of due deliveries in a server: the table's worker (ADR 0423), or BullMQ's
 * with `REDIS_URL` (ADR 0424). WebhooksModule provides one.
 */
export abstract class DeliveryRunner {
  abstract start(): void;
  /** Stops taking deliveries; resolves once the attempts running ended. */
  abstract stop(): Promise<void>;
  /** Deliveries may be due now (new ones were written, or an attempt ended). */
  abstract wake(): void;
}
