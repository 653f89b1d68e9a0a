import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import {
  linkSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname } from 'node:path';
import type { Environment } from '../config/environment.js';
import type { Role } from '../users/role.js';

export const GENERATED_SECRET_FILE = 'data/jwt-secret';

export const ISSUER = 'syllabus';
export const AUDIENCE = 'syllabus-api';

/** What a verified access token says. */
export interface AccessTokenClaims {
  sub: string;
  role: Role;
  /** The sign-in session. */
  sid: string;
}

/**
 * What a request's `Authorization` field holds: nothing, or a credential that is valid (`claims`)
 * or not (a malformed field, another scheme, a bad or expired token).
 */
export type Bearer =
  | { sent: false; claims?: undefined }
  | { sent: true; claims?: AccessTokenClaims };

const NOT_SENT: Bearer = { sent: false };
const INVALID: Bearer = { sent: true };
const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** Verified tokens kept by the verifier: a client sends the same token until it expires. */
const VERIFIED_TOKENS_CACHED = 10_000;

/**
 * Signs and verifies the access tokens (HS256 only; `iss`, `aud` and `exp` checked, 5 s of clock
 * tolerance), with fast-jwt: the key is prepared once, and a token verified before is answered
 * from an LRU cache keyed by the token's hash, until its `exp` (docs/performance.md: verifying
 * every request with jsonwebtoken through passport-jwt was a third of GET /docs/:id).
 */
@Injectable()
export class AccessTokens {
  readonly ttlSeconds: number;
  private readonly signer: (claims: AccessTokenClaims) => string;
  private readonly verifier: (token: string) => AccessTokenClaims;
  /** Each request's credential, once verified. */
  private readonly bearers = new WeakMap<object, Bearer>();

  constructor(@Inject(ConfigService) config: ConfigService<Environment, true>) {
    const key = Buffer.from(
      config.get('JWT_SECRET', { infer: true }) ?? generatedSecret(),
    );
    this.ttlSeconds = config.get('JWT_TTL', { infer: true });
    this.signer = createSigner({
      key,
      algorithm: 'HS256',
      iss: ISSUER,
      aud: AUDIENCE,
      expiresIn: this.ttlSeconds * 1000,
    });
    this.verifier = createVerifier({
      key,
      algorithms: ['HS256'],
      allowedIss: ISSUER,
      allowedAud: AUDIENCE,
      requiredClaims: ['sub', 'sid', 'exp'],
      clockTolerance: 5000,
      cache: VERIFIED_TOKENS_CACHED,
    });
  }

  sign(userId: string, role: Role, sessionId: string): string {
    return this.signer({ sub: userId, role, sid: sessionId });
  }

  /** The claims of a valid token; throws fast-jwt's `TokenError` for any other. */
  verify(token: string): AccessTokenClaims {
    return this.verifier(token);
  }

  /**
   * The bearer credential of a request, verified once per request: the rate limit's tracker
   * asks first (who is the client), then the JWT guard (who may pass).
   */
  bearerOf(request: { headers: { authorization?: string } }): Bearer {
    const header = request.headers.authorization;
    if (header === undefined) return NOT_SENT;
    let bearer = this.bearers.get(request);
    if (bearer === undefined) {
      bearer = this.readBearer(header);
      this.bearers.set(request, bearer);
    }
    return bearer;
  }

  private readBearer(header: string): Bearer {
    const token = BEARER.exec(header)?.[1];
    if (token === undefined) return INVALID;
    try {
      return { sent: true, claims: this.verify(token) };
    } catch (error) {
      if (error instanceof TokenError) return INVALID;
      throw error;
    }
  }
}

/**
 * Outside production (where JWT_SECRET is required): a random secret kept under data/ so tokens
 * survive restarts. A new one is written aside under a name of its own, then linked into place:
 * the file appears whole, and one already there is never replaced, so instances started together
 * on one data/ share the first secret.
 */
function generatedSecret(): string {
  const existing = readSecretFile();
  if (existing !== undefined) return existing;
  mkdirSync(dirname(GENERATED_SECRET_FILE), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  const aside = `${GENERATED_SECRET_FILE}.${randomBytes(8).toString('hex')}`;
  try {
    writeFileSync(aside, secret, { mode: 0o600, flag: 'wx' });
    linkSync(aside, GENERATED_SECRET_FILE);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readSecretFile()!;
  } finally {
    rmSync(aside, { force: true });
  }
  new Logger('AccessTokens').warn(
    `JWT_SECRET is not set: generated one in ${GENERATED_SECRET_FILE}`,
  );
  return secret;
}

/** The generated secret, or `undefined` when there is none yet. */
function readSecretFile(): string | undefined {
  try {
    return readFileSync(GENERATED_SECRET_FILE, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
