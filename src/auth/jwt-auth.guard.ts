import {
  CanActivate,
  ExecutionContext,
  HttpStatus,
  Injectable,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { perRoute, ProblemException } from '#libs/rest/index.js';
import { UsersService } from '../users/users.service.js';
import { AccessTokens } from './access-tokens.js';
import type { AuthUser } from './auth-user.js';
import { bearerChallenge } from './bearer-challenge.js';
import { IS_PUBLIC } from './public.decorator.js';

/** A 401 that says why, with the challenge of RFC 6750. */
const unauthenticated = (tokenSent: boolean) =>
  new ProblemException(HttpStatus.UNAUTHORIZED, {
    detail: tokenSent
      ? 'The bearer token is invalid or expired.'
      : 'A bearer token is required.',
    headers: { 'WWW-Authenticate': bearerChallenge(tokenSent) },
  });

/**
 * Global guard: every route needs a valid bearer token of a user who still exists, unless it is
 * marked `@Public()`; the caller, with its current role, goes to `request.user`. Not Passport:
 * its per-request strategy machinery cost ~20 µs of GET /docs/:id's ~130 (docs/performance.md),
 * and one bearer scheme needs neither its sessions nor its strategy selection.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: AccessTokens,
    private readonly users: UsersService,
  ) {}

  private readonly isPublic = perRoute((handler, controller) =>
    Boolean(
      this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [
        handler,
        controller,
      ]),
    ),
  );

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    return this.isPublic(context) || this.authenticate(context);
  }

  private async authenticate(context: ExecutionContext): Promise<boolean> {
    const request = context
      .switchToHttp()
      .getRequest<FastifyRequest & { user?: AuthUser }>();
    const { sent, claims } = this.tokens.bearerOf(request);
    if (!claims) throw unauthenticated(sent);
    // The current role, so that role changes and deletions apply to the next request: from the
    // database, or on PostgreSQL from the role cache (README, "The role cache"). A failing
    // lookup (database down) is not a 401.
    const role = await this.users.roleOf(claims.sub);
    if (!role) throw unauthenticated(true);
    request.user = { id: claims.sub, role, sessionId: claims.sid };
    return true;
  }
}
