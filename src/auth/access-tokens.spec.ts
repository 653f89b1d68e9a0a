import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { ConfigService } from '@nestjs/config';
import { JwtService } from '@nestjs/jwt';
import jwt from 'jsonwebtoken';
import { createSecretKey, randomUUID } from 'node:crypto';
import {
  accessTokenClaims,
  AccessTokens,
  AUDIENCE,
  ISSUER,
  VERIFY_OPTIONS,
} from './access-tokens.js';

const SECRET = 'a-secret-of-at-least-32-bytes-for-tests';
const TTL_SECONDS = 60;
const USER = randomUUID();
const SESSION = randomUUID();

/** As AuthModule configures them. */
const tokens = () =>
  new AccessTokens(
    new JwtService({
      secret: createSecretKey(Buffer.from(SECRET)),
      signOptions: {
        algorithm: 'HS256',
        issuer: ISSUER,
        audience: AUDIENCE,
        expiresIn: TTL_SECONDS,
      },
      verifyOptions: VERIFY_OPTIONS,
    }),
    new ConfigService({ JWT_TTL: TTL_SECONDS }),
  );
const now = () => Math.floor(Date.now() / 1000);

describe('AccessTokens', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('signs HS256 tokens with the contract claims, and verifies them', () => {
    const accessTokens = tokens();
    const token = accessTokens.sign(USER, 'author', SESSION);
    const claims = jwt.verify(token, SECRET, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
    }) as jwt.JwtPayload;
    expect(claims).toMatchObject({ sub: USER, role: 'author', sid: SESSION });
    expect(claims.exp! - claims.iat!).toBe(TTL_SECONDS);
    expect(accessTokens.ttlSeconds).toBe(TTL_SECONDS);
    expect(accessTokens.verify(token)).toEqual({
      sub: USER,
      sid: SESSION,
      exp: claims.exp,
    });
  });

  it('keeps a verified token until it expires, not after', () => {
    jest.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    const accessTokens = tokens();
    const token = accessTokens.sign(USER, 'reader', SESSION);
    expect(accessTokens.recall(token)).toBeUndefined();
    expect(accessTokens.verify(token)?.sub).toBe(USER);
    expect(accessTokens.recall(token)?.sub).toBe(USER);
    // Within the 5 s of clock tolerance past exp, then beyond.
    jest.setSystemTime(Date.now() + (TTL_SECONDS + 4) * 1000);
    expect(accessTokens.recall(token)?.sub).toBe(USER);
    jest.setSystemTime(Date.now() + 2000);
    expect(accessTokens.recall(token)).toBeUndefined();
    expect(accessTokens.verify(token)).toBeUndefined();
  });

  it('keeps nothing of a token it refuses', () => {
    const accessTokens = tokens();
    const token = jwt.sign({ sub: USER, sid: SESSION }, SECRET, {
      audience: AUDIENCE,
      expiresIn: TTL_SECONDS,
    });
    expect(accessTokens.verify(token)).toBeUndefined();
    expect(accessTokens.recall(token)).toBeUndefined();
    expect(accessTokens.verify('not.a.jwt')).toBeUndefined();
  });

  it("gives a request's verified subject, verifying once per request", () => {
    const accessTokens = tokens();
    const verify = jest.spyOn(accessTokens, 'verify');
    const token = accessTokens.sign(USER, 'reader', SESSION);
    const subjectOf = (authorization?: string) =>
      accessTokens.subjectOf({ headers: { authorization } });
    expect(subjectOf()).toBeUndefined();
    for (const invalid of ['Basic dXNlcjpwYXNz', 'Bearer', 'Bearer abc', token])
      expect(subjectOf(invalid)).toBeUndefined();
    expect(subjectOf(`bearer ${token}`)).toBe(USER);
    verify.mockClear();
    const request = { headers: { authorization: `Bearer abc` } };
    accessTokens.subjectOf(request);
    accessTokens.subjectOf(request);
    expect(verify).toHaveBeenCalledTimes(1);
  });
});

describe('accessTokenClaims', () => {
  const valid = { sub: USER, sid: SESSION, exp: now() + 60, iat: now() };

  it('takes the claims this API requires', () => {
    expect(accessTokenClaims(valid)).toEqual({
      sub: USER,
      sid: SESSION,
      exp: valid.exp,
    });
    expect(accessTokenClaims({ ...valid, iat: undefined })).toBeDefined();
    expect(accessTokenClaims({ ...valid, iat: now() + 5 })).toBeDefined();
  });

  it.each<[string, unknown]>([
    ['a string payload', 'payload'],
    ['no sub', { ...valid, sub: undefined }],
    ['a numeric sub', { ...valid, sub: 12345 }],
    ['an empty sub', { ...valid, sub: '' }],
    ['an object sub', { ...valid, sub: {} }],
    ['an array sub', { ...valid, sub: [USER] }],
    ['a sub that is no UUID', { ...valid, sub: `${USER}x` }],
    ['no sid', { ...valid, sid: undefined }],
    ['a sid that is no UUID', { ...valid, sid: 'session' }],
    ['no exp', { ...valid, exp: undefined }],
    ['an iat in the future', { ...valid, iat: now() + 60 }],
    ['an iat that is not a number', { ...valid, iat: `${now()}` }],
  ])('refuses %s', (_case, payload) => {
    expect(accessTokenClaims(payload)).toBeUndefined();
  });
});
