import { Inject, Injectable, Logger, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import {
  linkSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createSecretKey, type KeyObject, randomBytes } from 'node:crypto';
import { dirname } from 'node:path';
import type { Environment } from '../config/environment.js';

export const GENERATED_SECRET_FILE = 'data/jwt-secret';

/**
 * The HS256 key of the access tokens, prepared once as a `KeyObject`: given a string, jsonwebtoken
 * builds one on every call (docs/adr/0101-access-token-key-object.md).
 */
@Injectable()
export class AccessTokenSecret {
  readonly key: KeyObject;

  constructor(@Inject(ConfigService) config: ConfigService<Environment, true>) {
    this.key = createSecretKey(
      Buffer.from(
        config.get('JWT_SECRET', { infer: true }) ?? generatedSecret(),
      ),
    );
  }
}

/** One key for JwtModule (signing) and the JWT strategy (verifying). */
@Module({ providers: [AccessTokenSecret], exports: [AccessTokenSecret] })
export class AccessTokenSecretModule {}

/**
 * Outside production (where JWT_SECRET is required): a random secret under data/, so tokens survive
 * restarts. Written aside, then linked into place: the file appears whole and is never replaced,
 * so instances started together on one data/ share the first one.
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
  new Logger('AccessTokenSecret').warn(
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
