import {
  afterEach,
  beforeEach,
  describe,
  expect,
  it,
  jest,
} from '@jest/globals';
import { ConfigService } from '@nestjs/config';
import { TokenError } from 'fast-jwt';
import jwt from 'jsonwebtoken';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AccessTokens,
  AUDIENCE,
  GENERATED_SECRET_FILE,
  ISSUER,
} from './access-tokens.js';

const SECRET = 'a-secret-of-at-least-32-bytes-for-tests';
const TTL_SECONDS = 60;

const tokens = () =>
  new AccessTokens(
    new ConfigService({ JWT_SECRET: SECRET, JWT_TTL: TTL_SECONDS }),
  );

describe('AccessTokens', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('signs HS256 tokens with the contract claims, and verifies them', () => {
    const token = tokens().sign('user-1', 'author', 'session-1');
    const claims = jwt.verify(token, SECRET, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
    }) as jwt.JwtPayload;
    expect(claims).toMatchObject({
      sub: 'user-1',
      role: 'author',
      sid: 'session-1',
    });
    expect(claims.exp! - claims.iat!).toBe(TTL_SECONDS);
    expect(tokens().verify(token)).toMatchObject({ sub: 'user-1' });
  });

  it('refuses a token it verified before once it has expired (the cache keeps no token past exp)', () => {
    jest.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    const accessTokens = tokens();
    const token = accessTokens.sign('user-1', 'reader', 'session-1');
    expect(accessTokens.verify(token).sub).toBe('user-1');
    // Past exp and the 5 s of clock tolerance.
    jest.setSystemTime(Date.now() + (TTL_SECONDS + 6) * 1000);
    expect(() => accessTokens.verify(token)).toThrow(TokenError);
  });

  it('refuses a token without a session or a subject', () => {
    const token = jwt.sign({ role: 'admin' }, SECRET, {
      issuer: ISSUER,
      audience: AUDIENCE,
      expiresIn: TTL_SECONDS,
    });
    expect(() => tokens().verify(token)).toThrow(TokenError);
  });

  it('tells a request without credential, with an invalid one and with a valid one apart', () => {
    const accessTokens = tokens();
    const token = accessTokens.sign('user-1', 'reader', 'session-1');
    const bearerOf = (authorization?: string) =>
      accessTokens.bearerOf({ headers: { authorization } });
    expect(bearerOf()).toEqual({ sent: false });
    for (const invalid of ['Basic dXNlcjpwYXNz', 'Bearer', 'Bearer abc', token])
      expect(bearerOf(invalid)).toEqual({ sent: true });
    expect(bearerOf(`bearer  ${token} `)).toEqual({
      sent: true,
      claims: expect.objectContaining({ sub: 'user-1', sid: 'session-1' }),
    });
  });

  it('verifies the token of a request once, however often asked', () => {
    const accessTokens = tokens();
    const verify = jest.spyOn(accessTokens, 'verify');
    const headers = {
      authorization: `Bearer ${accessTokens.sign('user-1', 'reader', 'session-1')}`,
    };
    const request = { headers };
    accessTokens.bearerOf(request);
    accessTokens.bearerOf(request);
    expect(verify).toHaveBeenCalledTimes(1);
    accessTokens.bearerOf({ headers });
    expect(verify).toHaveBeenCalledTimes(2);
  });
});

describe('AccessTokens without JWT_SECRET (outside production)', () => {
  const cwd = process.cwd();
  let dir: string;
  const withoutSecret = () =>
    new AccessTokens(new ConfigService({ JWT_TTL: TTL_SECONDS }));

  // ConfigService falls back to process.env: a JWT_SECRET exported in the shell must not apply.
  const exported = process.env.JWT_SECRET;

  beforeEach(() => {
    delete process.env.JWT_SECRET;
    dir = mkdtempSync(join(tmpdir(), 'syllabus-secret-'));
    process.chdir(dir);
  });
  afterEach(() => {
    process.chdir(cwd);
    rmSync(dir, { recursive: true, force: true });
    if (exported !== undefined) process.env.JWT_SECRET = exported;
  });

  it('generates a secret under data/, readable by its owner only, and keeps it for the next start', () => {
    const token = withoutSecret().sign('user-1', 'reader', 'session-1');
    const secret = readFileSync(GENERATED_SECRET_FILE, 'utf8');
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(GENERATED_SECRET_FILE).mode & 0o777).toBe(0o600);
    expect(jwt.verify(token, secret)).toMatchObject({ sub: 'user-1' });
    expect(withoutSecret().verify(token).sub).toBe('user-1');
    expect(readdirSync('data')).toEqual(['jwt-secret']);
  });

  it('never replaces a secret already there', () => {
    mkdirSync('data');
    writeFileSync(GENERATED_SECRET_FILE, `${SECRET}\n`);
    const token = withoutSecret().sign('user-1', 'reader', 'session-1');
    expect(jwt.verify(token, SECRET)).toMatchObject({ sub: 'user-1' });
    expect(readFileSync(GENERATED_SECRET_FILE, 'utf8')).toBe(`${SECRET}\n`);
    expect(readdirSync('data')).toEqual(['jwt-secret']);
  });
});
