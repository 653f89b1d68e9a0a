import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { ConfigService } from '@nestjs/config';
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
  AccessTokenSecret,
  GENERATED_SECRET_FILE,
} from './access-token-secret.js';

const SECRET = 'a-secret-of-at-least-32-bytes-for-tests';

const keyBytes = (secret: AccessTokenSecret) =>
  secret.key.export().toString('utf8');

it('prepares JWT_SECRET as a secret KeyObject', () => {
  const secret = new AccessTokenSecret(
    new ConfigService({ JWT_SECRET: SECRET }),
  );
  expect(secret.key.type).toBe('secret');
  expect(keyBytes(secret)).toBe(SECRET);
});

describe('AccessTokenSecret without JWT_SECRET (outside production)', () => {
  const cwd = process.cwd();
  let dir: string;
  const withoutSecret = () => new AccessTokenSecret(new ConfigService({}));

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
    const first = keyBytes(withoutSecret());
    const secret = readFileSync(GENERATED_SECRET_FILE, 'utf8');
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(first).toBe(secret);
    expect(statSync(GENERATED_SECRET_FILE).mode & 0o777).toBe(0o600);
    expect(keyBytes(withoutSecret())).toBe(secret);
    expect(readdirSync('data')).toEqual(['jwt-secret']);
  });

  it('never replaces a secret already there', () => {
    mkdirSync('data');
    writeFileSync(GENERATED_SECRET_FILE, `${SECRET}\n`);
    expect(keyBytes(withoutSecret())).toBe(SECRET);
    expect(readFileSync(GENERATED_SECRET_FILE, 'utf8')).toBe(`${SECRET}\n`);
    expect(readdirSync('data')).toEqual(['jwt-secret']);
  });
});
