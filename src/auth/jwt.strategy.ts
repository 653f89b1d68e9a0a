import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { UsersService } from '../users/users.service.js';
import type { AuthUser } from './auth-user.js';
import { JwtKeys } from './jwt-keys.js';

interface AccessTokenClaims {
  sub: string;
  sid: string;
}

/** Verifies the bearer token (HS256 only; iss, aud and exp checked) and that its user still exists. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    keys: JwtKeys,
    private readonly users: UsersService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // passport-jwt's types predate KeyObject; jsonwebtoken 9 verifies with it.
      secretOrKey: keys.key as unknown as string,
      algorithms: ['HS256'],
      issuer: keys.issuer,
      audience: keys.audience,
      jsonWebTokenOptions: { clockTolerance: 5 },
    });
  }

  /**
   * The current role, so that role changes and deletions apply to the next request: from the
   * database, or on PostgreSQL from the role cache, which other instances' changes reach with the
   * latency of a notification (README, "The role cache").
   */
  async validate(claims: AccessTokenClaims): Promise<AuthUser | false> {
    const role = await this.users.roleOf(claims.sub);
    return role ? { id: claims.sub, role, sessionId: claims.sid } : false;
  }
}
