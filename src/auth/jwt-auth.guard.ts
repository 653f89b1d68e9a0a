import { ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard, AuthModuleOptions } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { perRoute, ProblemException } from '#libs/rest/index.js';
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
 * Global guard: every route needs a caller that one of PassportModule's `defaultStrategy`
 * (AuthModule: `jwt`) authenticates, unless it is marked `@Public()`; the caller goes to
 * `request.user`. Adding a strategy is adding its name there.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard() {
  constructor(
    private readonly reflector: Reflector,
    options: AuthModuleOptions,
  ) {
    super(options);
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

  override handleRequest<User>(
    error: unknown,
    user: User | false,
    _info: unknown,
    context: ExecutionContext,
  ): User {
    if (error) throw error;
    if (user) return user;
    const { headers } = context.switchToHttp().getRequest<FastifyRequest>();
    throw unauthenticated(headers.authorization !== undefined);
  }
}
