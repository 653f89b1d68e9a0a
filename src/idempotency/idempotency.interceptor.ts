import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  Logger,
  type NestInterceptor,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  catchError,
  from,
  mergeMap,
  type Observable,
  of,
  throwError,
} from 'rxjs';
import type { AuthUser } from '../auth/auth-user.js';
import { parseIdempotencyKey } from './idempotency-key.js';
import { IdempotencyStore, type Request } from './idempotency.store.js';

/** The headers of an answer that belong to it, not to the request: replayed with it. */
const REPLAYED_HEADERS = ['location', 'etag'];

/**
 * `Idempotency-Key` on the route (`@Idempotent()`): the first request with a key runs; a 2xx is
 * stored before it is sent and replayed to the same request again; a failure lets the key go.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private readonly logger = new Logger(IdempotencyInterceptor.name);

  constructor(private readonly store: IdempotencyStore) {}

  async intercept(
    context: ExecutionContext,
    next: CallHandler,
  ): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest & { user?: AuthUser }>();
    const header = request.headers['idempotency-key'];
    if (header === undefined) return next.handle();
    const key = parseIdempotencyKey(header);
    if (!request.user)
      throw new TypeError('@Idempotent() needs an authenticated route');
    const reply = http.getResponse<FastifyReply>();
    const sent: Request = {
      userId: request.user.id,
      key,
      route: `${request.method} ${context.getClass().name}.${context.getHandler().name}`,
      body: request.body,
    };
    const { attempt, answer } = await this.store.claim(sent);
    if (answer) {
      reply.status(answer.status).headers(answer.headers);
      return of(answer.body);
    }
    return next.handle().pipe(
      // The request failed: nothing to replay, a retry runs again.
      catchError((error: unknown) =>
        from(
          this.store.release(sent, attempt).catch((failure: unknown) => {
            this.logger.warn(
              `Idempotency-Key not released: ${String(failure)}`,
            );
          }),
        ).pipe(mergeMap(() => throwError(() => error))),
      ),
      // Stored before it is sent: a 2xx is replayed (if storing fails, the answer is that error).
      mergeMap(async (body: unknown) => {
        const status = reply.statusCode;
        if (status < 200 || status > 299) {
          await this.store.release(sent, attempt);
          return body;
        }
        const headers: Record<string, string> = {};
        for (const name of REPLAYED_HEADERS) {
          const value = reply.getHeader(name);
          if (value !== undefined) headers[name] = String(value);
        }
        await this.store.complete(sent, attempt, { status, headers, body });
        return body;
      }),
    );
  }
}
