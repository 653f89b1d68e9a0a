import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export const REQUEST_ID_HEADER = 'x-request-id';

/** Fastify `genReqId`: echoes a well-formed inbound `X-Request-Id`, else a new UUID. */
export function requestIdFor(request: IncomingMessage): string {
  const inbound = request.headers[REQUEST_ID_HEADER];
  return typeof inbound === 'string' && WELL_FORMED_REQUEST_ID.test(inbound)
    ? inbound
    : randomUUID();
}
