import {
  type CanActivate,
  type ExecutionContext,
  Injectable,
  Query,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { perRoute } from './per-route.js';
import { MAX_LISTED_ERRORS, ProblemException, shorten } from './problem.js';

const QUERY_DTO = 'rest:query-dto';

/**
 * The route's query parameters as a DTO, validated by the ValidationPipe (unknown ones are a 400
 * there). A route without it accepts no query parameter (`UnknownQueryGuard`).
 */
export const QueryParams =
  (): ParameterDecorator =>
  (target, key, index): void => {
    Query()(target, key, index);
    SetMetadata(QUERY_DTO, true)(
      target,
      key!,
      Object.getOwnPropertyDescriptor(target, key!)!,
    );
  };

/** Rejects query parameters on a route without `@QueryParams()` (400): `?limt=5` is never ignored. */
@Injectable()
export class UnknownQueryGuard implements CanActivate {
  private readonly takesQuery = perRoute(
    (handler) => this.reflector.get<boolean>(QUERY_DTO, handler) === true,
  );

  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const query = context.switchToHttp().getRequest<FastifyRequest>().query as
      Record<string, unknown> | undefined;
    const names = query ? Object.keys(query) : [];
    if (names.length === 0 || this.takesQuery(context)) return true;
    throw new ProblemException(400, {
      detail: `Unknown query parameter(s): ${shorten(names.slice(0, MAX_LISTED_ERRORS).join(', '), 1000)}${names.length > MAX_LISTED_ERRORS ? ` and ${names.length - MAX_LISTED_ERRORS} more` : ''}.`,
      errors: names.map((name) => ({
        field: `/${name}`,
        message: `${name} is not a query parameter of this route`,
      })),
    });
  }
}
