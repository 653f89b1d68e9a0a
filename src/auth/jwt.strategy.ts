import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-jwt';
import { UsersService } from '../users/users.service.js';
import { AccessTokenSecret } from './access-token-secret.js';
import {
  accessTokenClaims,
  type AccessTokenClaims,
  AccessTokens,
  bearerToken,
  VERIFY_OPTIONS,
} from './access-tokens.js';
import type { AuthUser } from './auth-user.js';

type Request = Parameters<Strategy['authenticate']>[0];

/**
 * Bearer access tokens: passport-jwt verifies them (VERIFY_OPTIONS), `validate` checks the claims
 * this API requires and loads the caller with its current role. A token `AccessTokens` verified
 * before skips passport-jwt's verification (docs/adr/0100-verified-token-cache.md).
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    secret: AccessTokenSecret,
    private readonly tokens: AccessTokens,
    private readonly users: UsersService,
  ) {
    super({
      jwtFromRequest: bearerToken,
      // jsonwebtoken takes a KeyObject; passport-jwt's types predate it.
      secretOrKey: secret.key as unknown as Buffer,
      // passport-jwt overrides these three of jsonWebTokenOptions with its own options.
      algorithms: VERIFY_OPTIONS.algorithms,
      issuer: VERIFY_OPTIONS.issuer,
      audience: VERIFY_OPTIONS.audience,
      jsonWebTokenOptions: VERIFY_OPTIONS,
    });
  }

  override authenticate(request: Request, options?: unknown): void {
    const token = bearerToken(request);
    const claims = token === null ? undefined : this.tokens.recall(token);
    if (claims === undefined) return super.authenticate(request, options);
    this.caller(claims).then(
      (user) => (user ? this.success(user) : this.fail(401)),
      (error: unknown) => this.error(error as Error),
    );
  }

  validate(payload: unknown): Promise<AuthUser | null> | null {
    const claims = accessTokenClaims(payload);
    return claims === undefined ? null : this.caller(claims);
  }

  /**
   * The caller with its current role (from the database, or the role cache: README), or null for
   * a user deleted since. A failing lookup (database down) is an error, not a 401.
   */
  private async caller(claims: AccessTokenClaims): Promise<AuthUser | null> {
    const role = await this.users.roleOf(claims.sub);
    return role
      ? { id: claims.sub, role, sessionId: claims.sid, expiresAt: claims.exp }
      : null;
  }
}
