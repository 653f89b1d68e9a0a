import {
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Observable, tap } from 'rxjs';
import { perRoute } from '#libs/rest/index.js';
import { DeviceCookies } from './device-cookies.js';

const ISSUES_DEVICE_COOKIE = 'rate-limit:issues-device-cookie';

/** A route that signs clients in: its successful answers trust the client's device (`DeviceCookieInterceptor`). */
export const IssuesDeviceCookie = () => SetMetadata(ISSUES_DEVICE_COOKIE, true);

/**
 * Sets a device cookie on each successful answer of a route decorated `@IssuesDeviceCookie()`
 * whose body names an identifier (`DeviceCookies.fields`); a global interceptor.
 */
@Injectable()
export class DeviceCookieInterceptor implements NestInterceptor {
  private readonly issues = perRoute((handler, controller) =>
    Boolean(
      this.reflector.getAllAndOverride<boolean>(ISSUES_DEVICE_COOKIE, [
        handler,
        controller,
      ]),
    ),
  );

  constructor(
    private readonly devices: DeviceCookies,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (!this.issues(context)) return next.handle();
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
