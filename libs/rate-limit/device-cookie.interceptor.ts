import {
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { concatMap, Observable } from 'rxjs';
import { DeviceCookies } from './device-cookies.js';

/**
 * For a route that signs clients in: each successful answer to a request whose body names an
 * identifier (`DeviceCookies.fields`) sets a device cookie bound to the account it names.
 */
@Injectable()
export class DeviceCookieInterceptor implements NestInterceptor {
  constructor(private readonly devices: DeviceCookies) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    return next.handle().pipe(
      concatMap(async (answer: unknown) => {
        // Looked up already by the sign-in quotas: this reads the request's memo.
        const subject = await this.devices.subjectOf(request);
        if (subject !== undefined) {
          http
            .getResponse<FastifyReply>()
            .header('set-cookie', this.devices.issue(subject));
        }
        return answer;
      }),
    );
  }
}
