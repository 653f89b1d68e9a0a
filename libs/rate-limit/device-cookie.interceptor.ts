import {
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Observable, tap } from 'rxjs';
import { DeviceCookies } from './device-cookies.js';

/**
 * For a route that signs clients in: each successful answer to a request whose body names an
 * identifier (`DeviceCookies.fields`) sets a device cookie bound to it.
 */
@Injectable()
export class DeviceCookieInterceptor implements NestInterceptor {
  constructor(private readonly devices: DeviceCookies) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const identifier = this.devices.identifierOf(
      http.getRequest<FastifyRequest>(),
    );
    if (identifier === undefined) return next.handle();
    return next
      .handle()
      .pipe(
        tap(() =>
          http
            .getResponse<FastifyReply>()
            .header('set-cookie', this.devices.issue(identifier)),
        ),
      );
  }
}
