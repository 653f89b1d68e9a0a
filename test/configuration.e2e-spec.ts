import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILT_SERVER, runBuilt } from './support/built.js';

describe('the built server with bad configuration (contract §10)', () => {
  let cwd: string;
  beforeAll(async () => {
    cwd = await mkdtemp(join(tmpdir(), 'syllabus-config-'));
  });
  afterAll(() => rm(cwd, { recursive: true, force: true }));

  const serve = (env: Record<string, string>) =>
    runBuilt(BUILT_SERVER, [], { cwd, env: { NODE_ENV: 'test', ...env } });

  it('exits 1 with one clear line per bad variable, no stack trace, nothing created', async () => {
    const exit = await serve({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    expect(exit.code).toBe(1);
    expect(exit.stderr).toMatch(
      /^Invalid configuration:\n {2}- PORT: PORT must [^\n]+\n {2}- DATABASE_URL: DATABASE_URL must be sqlite:<path>, sqlite::memory: or postgres:\/\/\.\.\.\n$/,
    );
    expect(exit.stderr).not.toMatch(/^\s+at /m);
    expect(exit.stdout).toBe('');
    expect(await readdir(cwd)).toEqual([]);
  });

  it('exits 1 in production without JWT_SECRET', async () => {
    const exit = await serve({ NODE_ENV: 'production' });
    expect(exit.code).toBe(1);
    expect(exit.stderr).toBe(
      'Invalid configuration:\n  - JWT_SECRET: required when NODE_ENV=production\n',
    );
  });
});
