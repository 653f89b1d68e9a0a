import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  SetMetadata,
  UseInterceptors,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { map, type Observable } from 'rxjs';
import { perRoute } from './per-route.js';

/** What a decorator makes of the handler's result before it is sent; `undefined` sends no body. */
export type Respond<T = unknown> = (
  result: T,
  request: FastifyRequest,
  reply: FastifyReply,
) => unknown;

const RESPONDERS = 'rest:responders';

/** Applies the route's `OnResult()` responders to the handler's result, the top one first. */
@Injectable()
export class RespondersInterceptor implements NestInterceptor {
  private readonly respondersOf = perRoute(
    (handler) => this.reflector.get<Respond[]>(RESPONDERS, handler) ?? [],
  );

  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const responders = this.respondersOf(context);
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    return next
      .handle()
      .pipe(
        map((result) =>
          responders.reduce(
            (value, respond) => respond(value, request, reply),
            result,
          ),
        ),
      );
  }
}

/**
 * Applies `respond` to what the handler returns, through `RespondersInterceptor` on this route
 * only: a global interceptor would slow every route (ADR 0400).
 */
export const OnResult =
  <T>(respond: Respond<T>): MethodDecorator =>
  (target, key, descriptor) => {
    const below: Respond[] =
      Reflect.getMetadata(RESPONDERS, descriptor.value as object) ?? [];
    // Decorators apply from the bottom up: this one comes before those below it.
    SetMetadata(RESPONDERS, [respond, ...below])(target, key, descriptor);
    if (below.length === 0)
      UseInterceptors(RespondersInterceptor)(target, key, descriptor);
  };
