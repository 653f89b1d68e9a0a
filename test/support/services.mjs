// The servers some tests need whatever the run's dialect (docs/testing.md, "What npm test
// needs"). Jest's globalSetup (the default export) asks each once; a test that needs one that did
// not answer is skipped (needs.ts), unless TEST_REQUIRE_SERVICES=1, which fails the run instead.
import pg from 'pg';
import { Redis } from 'ioredis';

/** How long a server has to answer: a local one answers in milliseconds, even on a loaded machine. */
const PROBE_TIMEOUT = 3000;

/** Why a client could not use `url`, or undefined once it did. */
async function postgresProbe(url) {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: PROBE_TIMEOUT,
  });
  try {
    await client.connect();
    return undefined;
  } catch (error) {
    return error.message || error.code;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function redisProbe(url) {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: PROBE_TIMEOUT,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  // The connection's own error (ECONNREFUSED…) says more than the command's "Connection is closed".
  let reason;
  client.on('error', (error) => (reason ??= error.message));
  try {
    await client.connect();
    await client.ping();
    return undefined;
  } catch (error) {
    return reason ?? error.message;
  } finally {
    client.disconnect();
  }
}

/** Each server: the variable that names it, its URL (that variable's, or the local default). */
export const SERVICES = {
  PostgreSQL: {
    variable: 'TEST_DATABASE_URL',
    url:
      process.env.TEST_DATABASE_URL ??
      'postgres://postgres@127.0.0.1:5432/test',
    probe: postgresProbe,
  },
  Redis: {
    variable: 'TEST_REDIS_URL',
    url: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    probe: redisProbe,
  },
};

/** Where globalSetup leaves the names of the servers that did not answer, for the test workers. */
const DOWN = 'TEST_SERVICES_DOWN';

/** The servers that did not answer when the run began. */
export const unreachable = () =>
  (process.env[DOWN] ?? '').split(',').filter(Boolean);

/** `url` without its password, to be printed. */
export function shown(url) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

const MARK = /^\[needs ([^\]]+)\] /;

/** The title of a describe or test skipped for want of `services`, as the summary finds it. */
export const skipTitle = (services, title) =>
  `[needs ${services.join(' and ')}] ${title}`;

/** The servers a title says it was skipped for. */
export const skippedFor = (title) => MARK.exec(title)?.[1].split(' and ') ?? [];

/** Jest's globalSetup: asks each server, then fails or records which did not answer. */
export default async function probeServices() {
  const down = [];
  for (const [name, { variable, url, probe }] of Object.entries(SERVICES)) {
    const failure = await probe(url);
    if (failure === undefined) continue;
    const problem = `${name} did not answer at ${shown(url)} (${failure})`;
    // TEST_DATABASE_URL puts the whole run on that server: nothing could run without it.
    if (name === 'PostgreSQL' && process.env.TEST_DATABASE_URL)
      throw new Error(
        `${problem}: start it, or unset TEST_DATABASE_URL to test on SQLite.`,
      );
    if (process.env.TEST_REQUIRE_SERVICES === '1')
      throw new Error(
        `${problem}, and TEST_REQUIRE_SERVICES=1: start it, or set ${variable} to one that answers.`,
      );
    down.push(name);
  }
  process.env[DOWN] = down.join(',');
}
