import type {
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { randomUUID } from 'node:crypto';
import {
  PROBLEM_CONTENT_TYPE,
  problemDetails,
  ProblemException,
} from './problem.js';
import { REQUEST_ID_HEADER } from './request-id.js';

/**
 * Fastify's `frameworkErrors`: a path it cannot route (bad percent-encoding, a parameter longer
 * than `maxParamLength`) is a malformed request, answered 400 problem+json before any hook ran.
 */
export const frameworkErrors: NonNullable<
  FastifyServerOptions['frameworkErrors']
> = (error: Error, request: FastifyRequest, reply: FastifyReply) => {
  const problem = new ProblemException(400, {
    detail: `Malformed request path: ${error.message}`,
  });
  void reply
    .status(400)
    .header(REQUEST_ID_HEADER, request.id)
    .header('cache-control', 'no-store')
    .type(PROBLEM_CONTENT_TYPE)
    .send(problemDetails(problem, request.url, String(request.id)));
};

/** Node's codes for what it refuses before Fastify sees a request; anything else is a 400. */
const CLIENT_ERROR_STATUS: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  // Headers or body not received within headersTimeout/requestTimeout.
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/**
 * Fastify's `clientErrorHandler`: what Node refuses before Fastify sees a request (a head over
 * its size limit: 431, one that came too slowly: 408, a malformed request: 400) still gets a
 * problem+json answer.
 */
export function clientErrorHandler(
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (!socket.writable) return;
  // Nothing was asked: no answer, as when the socket's own idle timeout wins the race.
  if (socket.bytesRead === 0) {
    socket.destroy();
    return;
  }
  const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
  const requestId = randomUUID();
  const body = JSON.stringify(
    problemDetails(
      new ProblemException(status, { detail: STATUS_CODES[status] }),
      '',
      requestId,
    ),
  );
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: ${PROBLEM_CONTENT_TYPE}; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n${REQUEST_ID_HEADER}: ${requestId}\r\nCache-Control: no-store\r\n\r\n${body}`,
  );
}
