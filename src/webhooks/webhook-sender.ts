import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { context, propagation } from '@opentelemetry/api';
import type { Address, TargetPolicy } from './target-policy.js';

/** A receiver has this long to answer with its status (the 10 s). */
export const SEND_TIMEOUT_MS = 10_000;
/** The most of a response body read before the connection is closed. */
export const RESPONSE_BYTES = 4096;

/** How an attempt went: the status code when one came, else why none did. */
export interface SendResult {
  responseCode?: number;
  durationMs: number;
  error?: string;
}

/** A lookup that answers the address the policy checked, whatever the name resolves to now. */
const pinned =
  ({ address, family }: Address): LookupFunction =>
  (_host, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };

/**
 * POSTs webhook bodies: the host resolved and checked by the `TargetPolicy` on every attempt,
 * then connected to at that checked address (no second resolution to rebind); redirects are not
 * followed (a 3xx is an answer like any other non-2xx); at most `RESPONSE_BYTES` of the body read.
 */
export class WebhookSender {
  private readonly http = new HttpAgent({ keepAlive: true });
  private readonly https = new HttpsAgent({ keepAlive: true });

  constructor(
    private readonly policy: TargetPolicy,
    private readonly timeoutMs = SEND_TIMEOUT_MS,
  ) {}

  async send(
    url: string,
    headers: Record<string, string>,
    body: string,
  ): Promise<SendResult> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    try {
      const target = new URL(url);
      const address = await this.policy.resolve(target);
      const outgoing: Record<string, string> = {
        ...headers,
        'content-type': 'application/json',
        'user-agent': 'Syllabus-Webhooks/1',
      };
      // W3C trace context, when tracing is on (a no-op propagator otherwise).
      propagation.inject(context.active(), outgoing);
      const responseCode = await this.post(target, address, outgoing, body);
      return { responseCode, durationMs: elapsed() };
    } catch (error) {
      return { durationMs: elapsed(), error: describe(error, this.timeoutMs) };
    }
  }

  close(): void {
    this.http.destroy();
    this.https.destroy();
  }

  private post(
    target: URL,
    address: Address,
    headers: Record<string, string>,
    body: string,
  ): Promise<number> {
    const secure = target.protocol === 'https:';
    return new Promise<number>((resolve, reject) => {
      const request = (secure ? httpsRequest : httpRequest)(
        target,
        {
          method: 'POST',
          headers: { ...headers, 'content-length': Buffer.byteLength(body) },
          agent: secure ? this.https : this.http,
          lookup: pinned(address),
          signal: AbortSignal.timeout(this.timeoutMs),
        },
        (response) => {
          resolve(response.statusCode ?? 0);
          let read = 0;
          response.on('data', (chunk: Buffer) => {
            read += chunk.length;
            if (read > RESPONSE_BYTES) response.destroy();
          });
          response.on('error', () => undefined);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }
}

/** A short reason for an attempt that got no status: never a header or the body. */
function describe(error: unknown, timeoutMs: number): string {
  if (!(error instanceof Error)) return 'failed';
  if (error.name === 'AbortError' || error.name === 'TimeoutError')
    return `no answer within ${timeoutMs / 1000} s`;
  if (error.name === 'RefusedTargetError') return error.message;
  const code = (error as NodeJS.ErrnoException).code;
  return code !== undefined ? `${code}` : error.message.slice(0, 200);
}
