import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { perRoute } from '#libs/rest/index.js';
import { DomainError } from '../common/domain-error.js';
import type { Role } from '../users/role.js';
import type { AuthUser } from './auth-user.js';
import { ROLES_KEY } from './roles.decorator.js';

/** Global guard after the JWT guard: enforces `@Roles()`. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  private readonly rolesOf = perRoute((handler, controller) =>
    this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [
      handler,
      controller,
    ]),
  );

  canActivate(context: ExecutionContext): boolean {
    const roles = this.rolesOf(context);
    if (!roles) return true;
    const user = context
      .switchToHttp()
      .getRequest<FastifyRequest & { user?: AuthUser }>().user;
    if (user && roles.includes(user.role)) return true;
    throw new DomainError(
      'forbidden',
      'AUTH.ROLE_REQUIRED',
      `This needs one of the roles: ${roles.join(', ')}.`,
    );
  }
}
