import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { JsonWebTokenError, JwtService } from '@nestjs/jwt';
import type { VerifyOptions } from 'jsonwebtoken';
import { hash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { ExtractJwt } from 'passport-jwt';
import type { Environment } from '../config/environment.js';
import type { Role } from '../users/role.js';

export const ISSUER = 'syllabus';
export const AUDIENCE = 'syllabus-api';
/** Seconds of clock skew allowed on `exp`, `nbf` and `iat`. */
const CLOCK_TOLERANCE = 5;

/** What jsonwebtoken checks of every access token, through JwtService and the JWT strategy alike. */
export const VERIFY_OPTIONS = {
  algorithms: ['HS256'],
  issuer: ISSUER,
  audience: AUDIENCE,
  clockTolerance: CLOCK_TOLERANCE,
} satisfies VerifyOptions;

/** The bearer token of a request's `Authorization` field, or null. */
export const bearerToken = ExtractJwt.fromAuthHeaderAsBearerToken();

/** What a valid access token says. */
export interface AccessTokenClaims {
  /** The user. */
  sub: string;
  /** The sign-in session. */
  sid: string;
  exp: number;
}

const UUID = /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;
const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID.test(value);
const nowInSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The claims of a payload jsonwebtoken verified (signature, `alg`, `iss`, `aud`, expiry), or
 * `undefined` when one this API requires is missing or wrong: `sub` and `sid` UUID strings, an
 * `exp`, and no `iat` in the future.
 */
export function accessTokenClaims(
  payload: unknown,
): AccessTokenClaims | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { sub, sid, exp, iat } = payload as Record<string, unknown>;
  if (!isUuid(sub) || !isUuid(sid) || typeof exp !== 'number') return undefined;
  const issuedInFuture =
    iat !== undefined &&
    (typeof iat !== 'number' || iat > nowInSeconds() + CLOCK_TOLERANCE);
  if (issuedInFuture) return undefined;
  return { sub, sid, exp };
}

/** Valid tokens kept: a client sends the same token until it expires. */
const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * Signs the access tokens (JwtModule's options, AuthModule), and keeps the claims of the last
 * tokens it verified, by hash, until their `exp`: the fast path in front of the JWT strategy
 * (docs/adr/0100-verified-token-cache.md).
 */
@Injectable()
export class AccessTokens {
  readonly ttlSeconds: number;
  private readonly verified = new Map<string, AccessTokenClaims>();
  /** Each request's verified subject (null: none), for the rate limit's tracker. */
  private readonly subjects = new WeakMap<object, string | null>();

  constructor(
    private readonly jwt: JwtService,
    @Inject(ConfigService) config: ConfigService<Environment, true>,
  ) {
    this.ttlSeconds = config.get('JWT_TTL', { infer: true });
  }

  sign(userId: string, role: Role, sessionId: string): string {
    return this.jwt.sign({ sub: userId, role, sid: sessionId });
  }

  /** The claims of a valid token, kept for the next time; `undefined` for any other. */
  verify(token: string): AccessTokenClaims | undefined {
    const key = hash('sha256', token, 'base64');
    const kept = this.recallByKey(key);
    if (kept !== undefined) return kept;
    let claims: AccessTokenClaims | undefined;
    try {
      claims = accessTokenClaims(this.jwt.verify(token));
    } catch (error) {
      if (error instanceof JsonWebTokenError) return undefined;
      throw error;
    }
    if (claims === undefined) return undefined;
    if (this.verified.size >= VERIFIED_TOKENS_KEPT) {
      // Maps iterate in insertion order: the first key is the oldest kept.
      this.verified.delete(this.verified.keys().next().value as string);
    }
    this.verified.set(key, claims);
    return claims;
  }

  /** The claims of a token verified before and not expired since, else `undefined`. */
  recall(token: string): AccessTokenClaims | undefined {
    return this.recallByKey(hash('sha256', token, 'base64'));
  }

  /**
   * The user a request's bearer token names if the token is valid, verified once per request:
   * the rate limit's tracker asks before the JWT guard runs.
   */
  subjectOf(request: { headers: IncomingHttpHeaders }): string | undefined {
    if (request.headers.authorization === undefined) return undefined;
    let subject = this.subjects.get(request);
    if (subject === undefined) {
      const token = bearerToken(request);
      subject = (token && this.verify(token)?.sub) ?? null;
      this.subjects.set(request, subject);
    }
    return subject ?? undefined;
  }

  private recallByKey(key: string): AccessTokenClaims | undefined {
    const claims = this.verified.get(key);
    if (claims === undefined) return undefined;
    // jsonwebtoken's rule: expired from exp + tolerance on.
    if (nowInSeconds() < claims.exp + CLOCK_TOLERANCE) return claims;
    this.verified.delete(key);
    return undefined;
  }
}
