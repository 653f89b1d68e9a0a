import { ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { perRoute, ProblemException } from '#libs/rest/index.js';
import type { AuthUser } from './auth-user.js';
import { bearerChallenge } from './bearer-challenge.js';
import { IS_PUBLIC } from './public.decorator.js';

/** Global guard: every route needs a valid bearer token unless it is marked `@Public()`. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  private readonly isPublic = perRoute((handler, controller) =>
    Boolean(
      this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [
        handler,
        controller,
      ]),
    ),
  );

  override canActivate(context: ExecutionContext) {
    return this.isPublic(context) || super.canActivate(context);
  }

  /** A 401 that says why, with the challenge of RFC 6750. */
  override handleRequest<TUser = AuthUser>(
    error: unknown,
    user: TUser | false,
    _info: unknown,
    context: ExecutionContext,
  ): TUser {
    // Token faults arrive as `info`; an `error` is the user lookup failing (database down): not a 401.
    if (error) throw error;
    if (user) return user;
    const tokenSent =
      context.switchToHttp().getRequest<FastifyRequest>().headers
        .authorization !== undefined;
    throw new ProblemException(HttpStatus.UNAUTHORIZED, {
      detail: tokenSent
        ? 'The bearer token is invalid or expired.'
        : 'A bearer token is required.',
      headers: {
        'WWW-Authenticate': bearerChallenge(tokenSent),
      },
    });
  }
}
