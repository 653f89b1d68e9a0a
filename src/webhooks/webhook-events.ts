import type { EventRecord } from '../events/event.entity.js';

/** Whether a webhook's `eventTypes` (`doc.updated`, `doc.*`, `*`) take `type`. */
export const takes = (eventTypes: readonly string[], type: string): boolean =>
  eventTypes.some(
    (pattern) =>
      pattern === '*' ||
      pattern === type ||
      (pattern.endsWith('.*') && type.startsWith(pattern.slice(0, -1))),
  );

/** The body every attempt of a delivery sends (docs/api.md, "Webhooks"). */
export const eventPayload = (event: EventRecord): string =>
  JSON.stringify({
    id: event.id,
    type: event.type,
    timestamp: event.occurredAt.toISOString(),
    resourceId: event.resourceId,
    resourceVersion: event.resourceVersion,
    actorId: event.actorId,
    data: event.data,
  });
