/** An event of the feed, as the dispatcher reads it (the events module's `EventRecord`). */
export interface FeedEvent {
  /** Its sort order is the feed's order. */
  id: string;
  type: string;
  occurredAt: Date | string;
  resourceId: string;
  resourceVersion: number | null;
  actorId: string | null;
  data: unknown;
}

/** The feed of settled events that webhooks follow (`EventsService` of the events module). */
export interface WebhookEventSource {
  /** Settled events after `after`, oldest first. */
  readAfter(
    after: string | undefined,
    options: { limit: number; types?: string[]; includeUserEvents: boolean },
  ): Promise<FeedEvent[]>;
  /** Calls `listener` when new events may be readable; returns the unsubscription. */
  onAppended(listener: () => void): () => void;
}

/** The injection token of the feed webhooks follow. */
export const WEBHOOK_EVENT_SOURCE = Symbol('WEBHOOK_EVENT_SOURCE');

/** Whether a webhook's `eventTypes` (`doc.updated`, `doc.*`, `*`) take `type`. */
export const takes = (eventTypes: readonly string[], type: string): boolean =>
  eventTypes.some(
    (pattern) =>
      pattern === '*' ||
      pattern === type ||
      (pattern.endsWith('.*') && type.startsWith(pattern.slice(0, -1))),
  );

/** The body every attempt of a delivery sends (docs/api.md, "Webhooks"). */
export const eventPayload = (event: FeedEvent): string =>
  JSON.stringify({
    id: event.id,
    type: event.type,
    timestamp: new Date(event.occurredAt).toISOString(),
    resourceId: event.resourceId,
    resourceVersion: event.resourceVersion,
    actorId: event.actorId,
    data: event.data,
  });
