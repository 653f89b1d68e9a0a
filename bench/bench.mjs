// `npm run bench [-- --quick] [--db sqlite|postgres|both] [--profile]`: the production build
// against bare baselines under autocannon; method and latest results in docs/performance.md.
// `npm run bench -- --scale 1000000 [--db …]`: the list routes of docs, lessons and users on that
// many rows of each against their latency goals (#16), with the query plans; a run without
// `--quick` also writes bench/results/<date>-scale-<db>.md and rewrites its database's block of
// docs/performance.md (the table, and a link to that file). `--scale N --only events|search`:
// only the events and the feed's routes, or only the docs and their searches (a result file;
// docs/performance.md is left as it is).
// `npm run bench -- --against <dir>`: also the API built in <dir> (another checkout), on the same
// database and load, alternating with this one: an A/B of two builds in one run, checked against
// issue #17's budget of CPU per request (version +25 %, doc and list +15 %). With `--apart`, the
// other build runs on a database of its own, which it migrates (#16's goal for writes).
// `--env NAME=VALUE` (repeatable) sets a variable of this build's API only: with `--against .`,
// an A/B of one setting (e.g. METRICS_TOKEN) on the same build.
// `--paired [--rounds N]`: both builds of `--against` loaded at the same time in each round (no
// baseline), the CPU change the median of the rounds' ratios: steadier on a shared machine.
import autocannon from 'autocannon';
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  copyFileSync,
  existsSync,
  fstatSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve as resolvePath } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setTimeout } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import {
  COMMON_WORDS,
  OLD_WORD,
  openDatabase,
  MIDDLING_DOC,
  MID_TAGS,
  PHRASE,
  POPULAR_DOC,
  RARE_PAIRS,
  RARE_TAGS,
  RARE_WORDS,
  SEED_TAGS,
  seedDocs,
  seedEvents,
  seedLessons,
  seedUsers,
} from './database.mjs';
import {
  eventsLatency,
  eventsLines,
  follower,
  missedEventsTargets,
  receiverCertificate,
  receiverEnv,
} from './events-latency.mjs';
import { call } from './http.mjs';
import { summarizeProfile } from './profile.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The content of each doc the writes send: 2 KB of words, as issue #34 measures them. */
const CONTENT_2KB = 'Writes of a doc index every word of its content. '.repeat(
  42,
);
const MAIN = join(ROOT, 'dist/src/main.js');
/** A module of the built API (after buildIfStale): `src/…` or `libs/…`. */
const built = (path) => import(pathToFileURL(join(ROOT, 'dist', path)).href);

/** The bench's access to a database, with the list engine's SQLite functions of the build. */
const openBuilt = async (url) =>
  openDatabase(url, (await built('libs/lists/index.js')).sqliteFunctions);
const RESULTS = join(ROOT, 'bench/results.json');

/**
 * Node's flags in package.json's `start:prod` (V8's heap settings), so that the API runs here as
 * it does in production.
 */
function productionNodeFlags() {
  const { scripts } = JSON.parse(
    readFileSync(join(ROOT, 'package.json'), 'utf8'),
  );
  const [exec, node, ...flags] = scripts['start:prod'].split(/\s+/);
  const main = flags.pop();
  if (
    exec !== 'exec' ||
    node !== 'node' ||
    main !== 'dist/src/main.js' ||
    !flags.every((flag) => flag.startsWith('--'))
  ) {
    throw new Error(
      `start:prod is not "exec node [--flags] dist/src/main.js": ${scripts['start:prod']}`,
    );
  }
  return flags;
}

const PRODUCTION_NODE_FLAGS = productionNodeFlags();

const { values: options } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    db: { type: 'string', default: 'sqlite' },
    profile: { type: 'boolean', default: false },
    only: { type: 'string' },
    scale: { type: 'string' },
    against: { type: 'string' },
    apart: { type: 'boolean', default: false },
    env: { type: 'string', multiple: true, default: [] },
    paired: { type: 'boolean', default: false },
    rounds: { type: 'string' },
  },
});
/** The variables `--env` sets on this build's API. */
const EXTRA_ENV = Object.fromEntries(
  options.env.map((pair) => {
    const at = pair.indexOf('=');
    if (at < 1) throw new Error(`--env takes NAME=VALUE: ${pair}`);
    return [pair.slice(0, at), pair.slice(at + 1)];
  }),
);
if (options.apart && !options.against)
  throw new Error('--apart needs --against <dir>');
if (options.paired && !options.against)
  throw new Error('--paired needs --against <dir>');
/** `--scale N --only events|search`: the feed's routes, or the docs' searches, alone. */
const scaleOnly = options.scale ? options.only : undefined;
if (scaleOnly !== undefined && !['events', 'search'].includes(scaleOnly))
  throw new Error('--scale takes --only events, --only search, or no --only');
if (options.rounds !== undefined && !/^[1-9]\d*$/.test(options.rounds))
  throw new Error('--rounds must be a positive whole number');
const DIALECTS = {
  sqlite: ['sqlite'],
  postgres: ['postgres'],
  both: ['sqlite', 'postgres'],
}[options.db];
if (!DIALECTS) throw new Error('--db must be sqlite, postgres or both');

// The API runs far more JavaScript than the baseline: V8 needs ~3 s of load on a route before
// the API's time per request settles (measured: 94, 66, then 55 µs of CPU per request over
// three 3 s runs of GET /version), so the full run warms each server up that long.
// `--paired` loads both builds at once, each with half the CPU: a longer warm-up.
const PLAN = {
  ...(options.quick
    ? { rounds: 1, seconds: 2, warmup: 1 }
    : { rounds: 3, seconds: 3, warmup: options.paired ? 10 : 3 }),
  ...(options.rounds && { rounds: Number(options.rounds) }),
};
const CONNECTIONS = 50;
const DOC_COUNT = 10_000;
/** Enough for every DELETE of a run: up to ~5,000 a second on each side, 3 + 3 × 3 s. */
const DELETED_DOCS = 120_000;
const TARGETS = { startupMs: 1500, rssMB: 200 };
const PASSWORD = 'bench-password-1';

/** Builds the API when dist/ is missing or older than a source or build setting. */
function buildIfStale() {
  const newest = (path) => {
    const stat = statSync(path);
    if (!stat.isDirectory()) return stat.mtimeMs;
    return Math.max(
      0,
      ...readdirSync(path).map((name) => newest(join(path, name))),
    );
  };
  const sources = [
    'src',
    'libs',
    'package.json',
    'tsconfig.json',
    'tsconfig.build.json',
    'nest-cli.json',
  ];
  const builtAt = existsSync(MAIN) ? statSync(MAIN).mtimeMs : 0;
  if (Math.max(...sources.map((path) => newest(join(ROOT, path)))) <= builtAt)
    return;
  console.log('Building the API (dist/ is missing or stale)...');
  execFileSync(join(ROOT, 'node_modules/.bin/nest'), ['build', 'api'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/** A node child process with its output in `log`; `stopped` settles when it exits. */
function startNode(args, env, log) {
  const output = openSync(log, 'a');
  const child = spawn(process.execPath, args, {
    cwd: tmpdir(),
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', output, output],
  });
  const stopped = new Promise((resolve) => child.on('exit', resolve));
  return { child, stopped, log };
}

async function stop(server) {
  if (server.child.exitCode === null) server.child.kill('SIGTERM');
  await server.stopped;
}

/** Polls `url` until it answers 200; fails if the process exits first. */
async function waitFor(server, url) {
  let exited = false;
  server.stopped.then(() => (exited = true));
  for (;;) {
    if (exited) {
      const tail = readFileSync(server.log, 'utf8').slice(-2000);
      throw new Error(`The server exited before answering ${url}:\n${tail}`);
    }
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await setTimeout(5);
  }
}

/**
 * `VmRSS` of a process in MB, less the pages it maps of `file` (the SQLite database, read through
 * mmap: ADR 0505), which are the page cache's, reclaimed by the kernel as it needs.
 */
const rssMB = (pid, file) => {
  const kB = (text) => Number(/(\d+) kB/.exec(text)[1]);
  let mapped = 0;
  let inFile = false;
  if (file)
    for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
      if (/^[0-9a-f]+-[0-9a-f]+ /.test(line))
        inFile = line.endsWith(` ${file}`);
      else if (inFile && line.startsWith('Rss:')) mapped += kB(line);
    }
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round((kB(/VmRSS:.*/.exec(status)[0]) - mapped) / 1024);
};

/**
 * CPU time the process has used, all threads, user and system, in µs: `utime` and `stime` of
 * `/proc/<pid>/stat` (after the command name, which may hold spaces), in ticks of 1/100 s.
 */
const cpuMicros = (pid) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
};

/** The API's users for the run: an author (owns the seeded docs) and a reader, with their tokens. */
async function signUp(base, admin, role, name = role) {
  const user = await call(base, 'POST', '/api/v1/users', {
    token: admin,
    body: {
      email: `${name}@bench.local`,
      pseudo: name,
      password: PASSWORD,
      role,
    },
  });
  const { token } = await call(base, 'POST', '/api/v1/auth/token', {
    body: { email: user.email, password: PASSWORD },
  });
  return { ...user, token };
}

/** Mean milliseconds of the API's own argon2id hash and verify (its PasswordHasher, from dist/). */
async function argon2Timing() {
  const { PasswordHasher } = await built('src/users/password-hasher.js');
  const hasher = new PasswordHasher();
  const mean = async (work) => {
    const started = performance.now();
    for (let i = 0; i < 5; i++) await work();
    return Math.round((performance.now() - started) / 5);
  };
  const hash = await hasher.hash(PASSWORD);
  return {
    hashMs: await mean(() => hasher.hash(PASSWORD)),
    verifyMs: await mean(() => hasher.verify(hash, PASSWORD)),
  };
}

/** One autocannon run; non-2xx answers count as errors. */
async function load({ base, pid, data }, scenario, seconds) {
  const token = scenario.as ? data[scenario.as].token : scenario.token;
  const paths =
    typeof scenario.paths === 'function'
      ? scenario.paths(data)
      : scenario.paths;
  const unfollow =
    scenario.followed && (await follower(base, data.admin, data.reader.token));
  const cpuBefore = cpuMicros(pid);
  const result = await autocannon({
    url: base,
    connections: scenario.connections ?? CONNECTIONS,
    duration: seconds,
    method: scenario.method,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(scenario.body && { 'content-type': 'application/json' }),
    },
    body: scenario.body && JSON.stringify(scenario.body),
    // Prebuilt requests (a setupRequest function would make autocannon the bottleneck), but
    // where each request needs a path of its own (a doc to delete).
    requests: scenario.nextPath
      ? [
          {
            setupRequest: (request) => ({
              ...request,
              path: scenario.nextPath(data),
            }),
          },
        ]
      : paths.map((path) => ({ path })),
  });
  // The requests autocannon leaves in flight at the end still run on the server: let them finish.
  const perSecond = result.requests.total / result.duration;
  await setTimeout(Math.min(30_000, (1000 * result.connections) / perSecond));
  const cpu = cpuMicros(pid) - cpuBefore;
  if (unfollow) await unfollow();
  return {
    requests: result.requests.total,
    cpuMicros: cpu,
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const median = (values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function summarize(runs) {
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  return {
    reqPerSec: Math.round(
      runs.reduce((sum, run) => sum + run.requests, 0) / seconds,
    ),
    p50: median(runs.map((run) => run.p50)),
    p99: Math.max(...runs.map((run) => run.p99)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    cpuMicrosPerRequest: Math.round(
      runs.reduce((sum, run) => sum + run.cpuMicros, 0) /
        runs.reduce((sum, run) => sum + run.requests, 0),
    ),
    runs,
  };
}

/**
 * The scenario on each server (the API, the baseline and, with `--against`, the other build),
 * in turns whose order rotates every round, after a warm-up of each.
 */
async function compare(scenario, servers) {
  if (options.paired) return comparePaired(scenario, servers);
  // Writes beyond create have no baseline: their measure is the other build (`--against`).
  const sides = Object.keys(servers).filter(
    (side) => side !== 'bare' || !scenario.noBaseline,
  );
  const runs = Object.fromEntries(sides.map((side) => [side, []]));
  await prepare(
    scenario,
    sides.map((side) => servers[side]),
  );
  for (const side of sides) await load(servers[side], scenario, PLAN.warmup);
  for (let round = 0; round < PLAN.rounds; round++) {
    const order = sides.map((_, i) => sides[(i + round) % sides.length]);
    for (const side of order) {
      runs[side].push(await load(servers[side], scenario, PLAN.seconds));
    }
  }
  const [app, bare, against] = ['app', 'bare', 'against'].map(
    (side) => runs[side] && summarize(runs[side]),
  );
  return {
    name: scenario.name,
    target: scenario.target,
    budget: scenario.budget,
    app,
    bare,
    ...(bare && {
      ratio: Math.round((100 * app.reqPerSec) / bare.reqPerSec) / 100,
    }),
    ...(against && {
      against,
      cpuChange: percentChange(
        app.cpuMicrosPerRequest / against.cpuMicrosPerRequest,
      ),
    }),
  };
}

/**
 * `--paired`: this build and the other loaded at the same time in each round, so that both meet
 * the same load from the rest of the machine; the CPU change is the median of the rounds' ratios.
 */
async function comparePaired(scenario, { app, against }) {
  await prepare(scenario, [app, against]);
  const both = (seconds) =>
    Promise.all([app, against].map((side) => load(side, scenario, seconds)));
  await both(PLAN.warmup);
  const runs = { app: [], against: [] };
  const ratios = [];
  for (let round = 0; round < PLAN.rounds; round++) {
    const [mine, other] = await both(PLAN.seconds);
    runs.app.push(mine);
    runs.against.push(other);
    ratios.push(
      (mine.cpuMicros * other.requests) / (other.cpuMicros * mine.requests),
    );
  }
  return {
    name: scenario.name,
    budget: scenario.budget,
    app: summarize(runs.app),
    against: summarize(runs.against),
    cpuChange: percentChange(median(ratios)),
  };
}

/** The scenario's data prepared once for each database the servers use. */
async function prepare(scenario, servers) {
  if (!scenario.prepare) return;
  for (const data of new Set(servers.map((server) => server.data)))
    await scenario.prepare(data);
}

/** A ratio of two costs as a change in per cent, to one decimal (1.054 → 5.4). */
const percentChange = (ratio) => Math.round(1000 * ratio - 1000) / 10;

/** The baseline must answer with the API's JSON, or the comparison means nothing. */
async function assertSameAnswers(bases, reader, paths) {
  for (const path of paths) {
    const [app, bare] = await Promise.all(
      [bases.app, bases.bare].map((base) =>
        call(base, 'GET', path, { token: reader.token }),
      ),
    );
    if (JSON.stringify(app) !== JSON.stringify(bare)) {
      throw new Error(
        `The baseline answers ${path} differently:\n${JSON.stringify(app)}\n${JSON.stringify(bare)}`,
      );
    }
  }
}

/** A scratch database: on BENCH_DATABASE_URL's server (PostgreSQL), or a file in `work`. */
async function scratchDatabase(dialect, work, name) {
  const { createScratchDatabase } = await built(
    'src/database/scratch-database.js',
  );
  if (dialect === 'postgres')
    return createScratchDatabase(
      process.env.BENCH_DATABASE_URL ??
        'postgres://postgres@127.0.0.1:5432/test',
      { purpose: name, prefix: process.env.SCRATCH_DATABASE_PREFIX },
    );
  const file = join(work, `${name}.sqlite`);
  return { url: `sqlite:${file}`, file, drop: async () => undefined };
}

/**
 * The users and docs a run needs on the database at `url`, served at `base`: an author who owns
 * DOC_COUNT seeded docs (every 20th of them in `docPaths`) and a reader, with their tokens.
 */
async function populate(base, admin, url) {
  const { token } = await call(base, 'POST', '/api/v1/auth/token', {
    body: admin,
  });
  const author = await signUp(base, token, 'author');
  const reader = await signUp(base, token, 'reader');
  const seeding = performance.now();
  const db = await openBuilt(url);
  const ids = await seedDocs(db, {
    count: DOC_COUNT,
    authorIds: [author.id],
  }).finally(() => db.close());
  return {
    url,
    admin: token,
    author,
    reader,
    docPaths: ids
      .filter((_, i) => i % 20 === 0)
      .map((id) => `/api/v1/docs/${id}`),
    seedMs: Math.round(performance.now() - seeding),
  };
}

async function benchDatabase(dialect) {
  const work = mkdtempSync(join(tmpdir(), 'syllabus-bench-'));
  const database = await scratchDatabase(dialect, work, 'bench');
  // With --apart, the other build's own database, which it migrates and the bench populates.
  const other =
    options.apart && (await scratchDatabase(dialect, work, 'other'));
  const servers = [];
  try {
    const ports = {
      app: await freePort(),
      bare: await freePort(),
      against: await freePort(),
    };
    const bases = Object.fromEntries(
      Object.entries(ports).map(([side, port]) => [
        side,
        `http://127.0.0.1:${port}`,
      ]),
    );
    const secret = randomBytes(48).toString('base64url');
    const admin = { email: 'admin@bench.local', password: PASSWORD };
    const profileArgs = options.profile
      ? ['--cpu-prof', `--cpu-prof-dir=${work}`]
      : [];

    const certificate = receiverCertificate(work);
    const started = performance.now();
    const appEnv = (port, url = database.url) => ({
      ...receiverEnv(certificate),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: url,
      JWT_SECRET: secret,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      // Quotas far above what the load sends: the bench measures serving, not refusing.
      RATE_LIMIT: '1000000000',
      AUTH_RATE_LIMIT: '1000000000',
      // As the Dockerfile sets them.
      MALLOC_ARENA_MAX: '1',
      GLIBC_TUNABLES:
        'glibc.malloc.mmap_threshold=4194304:glibc.malloc.hugetlb=1',
    });
    const startApp = (profiled) =>
      startNode(
        [...(profiled ? profileArgs : []), ...PRODUCTION_NODE_FLAGS, MAIN],
        { ...appEnv(ports.app), ...EXTRA_ENV },
        join(work, 'app.log'),
      );
    let app = startApp(!options.against);
    servers.push(app);
    await waitFor(app, `${bases.app}/api/v1/healthcheck`);
    const startupMs = Math.round(performance.now() - started);

    const side = await populate(bases.app, admin, database.url);

    const version = await call(bases.app, 'GET', '/api/v1/version');
    const bare = startNode(
      [join(ROOT, 'bench/bare-server.mjs')],
      {
        PORT: String(ports.bare),
        DATABASE_URL: database.url,
        JWT_SECRET: secret,
        VERSION_JSON: JSON.stringify(version),
      },
      join(work, 'bare.log'),
    );
    servers.push(bare);
    await waitFor(bare, `${bases.bare}/api/v1/version`);
    // The server that migrated the database and signed users up cost more per request on
    // PostgreSQL (+19 % against itself): both builds of an A/B start on the ready database.
    if (options.against) {
      await stop(app);
      app = startApp(true);
      servers.push(app);
      await waitFor(app, `${bases.app}/api/v1/healthcheck`);
    }
    // The other build migrates nothing it does not know; it reads the rows this one wrote, or
    // (--apart) migrates a database of its own, then restarts on it once populated.
    const startAgainst = async () => {
      const server = startNode(
        // Servers start in the temporary folder: a relative <dir> is the caller's.
        [
          ...PRODUCTION_NODE_FLAGS,
          resolvePath(options.against, 'dist/src/main.js'),
        ],
        appEnv(ports.against, (other || database).url),
        join(work, 'against.log'),
      );
      servers.push(server);
      await waitFor(server, `${bases.against}/api/v1/healthcheck`);
      return server;
    };
    let against = options.against && (await startAgainst());
    let otherSide = side;
    if (other) {
      otherSide = await populate(bases.against, admin, other.url);
      await stop(against);
      against = await startAgainst();
    }
    const listPaths = SEED_TAGS.map(
      (tag) => `/api/v1/docs?limit=20&tag=${tag}`,
    );
    await assertSameAnswers(bases, side.reader, [
      side.docPaths[0],
      listPaths[0],
    ]);

    const argon2 = await argon2Timing();
    const creates = {
      method: 'POST',
      paths: ['/api/v1/docs'],
      as: 'author',
      body: {
        title: 'Load test',
        description: 'Written by the bench.',
        tags: ['bench', 'load'],
        content: CONTENT_2KB,
      },
    };
    const scenarios = [
      {
        key: 'version',
        name: 'GET /api/v1/version',
        budget: 25,
        method: 'GET',
        paths: ['/api/v1/version'],
      },
      {
        key: 'doc',
        name: 'GET /api/v1/docs/:id',
        target: 0.5,
        budget: 15,
        method: 'GET',
        paths: (data) => data.docPaths,
        as: 'reader',
      },
      {
        key: 'list',
        name: 'GET /api/v1/docs?limit=20&tag=…',
        budget: 15,
        method: 'GET',
        paths: listPaths,
        as: 'reader',
      },
      { key: 'create', name: 'POST /api/v1/docs', ...creates },
      // The same writes while a client waits on the feed: each commit wakes its poller (ADR 0413).
      {
        key: 'create-followed',
        name: 'POST /api/v1/docs, a client streaming the feed',
        noBaseline: true,
        ...creates,
        followed: true,
      },
      {
        key: 'replace',
        name: 'PUT /api/v1/docs/:id',
        noBaseline: true,
        method: 'PUT',
        paths: (data) => data.docPaths,
        as: 'author',
        body: {
          title: 'Replaced by the bench',
          description: 'Every field, two new tags.',
          tags: ['bench', 'replaced'],
          content: CONTENT_2KB,
        },
      },
      {
        key: 'patch',
        name: 'PATCH /api/v1/docs/:id',
        noBaseline: true,
        method: 'PATCH',
        paths: (data) => data.docPaths,
        as: 'author',
        body: { description: 'Patched by the bench.' },
      },
      {
        key: 'delete',
        name: 'DELETE /api/v1/docs/:id',
        noBaseline: true,
        method: 'DELETE',
        as: 'author',
        // Docs of their own, seeded in each database when the scenario starts; none is
        // deleted twice.
        prepare: async (data) => {
          const db = await openBuilt(data.url);
          data.doomed = await seedDocs(db, {
            count: DELETED_DOCS,
            authorIds: [data.author.id],
            prefix: 'doomed',
          }).finally(() => db.close());
        },
        nextPath: (data) => {
          if (data.doomed.length === 0)
            throw new Error('No doc left to delete: raise DELETED_DOCS.');
          return `/api/v1/docs/${data.doomed.pop()}`;
        },
      },
      {
        key: 'token',
        name: 'POST /api/v1/auth/token',
        method: 'POST',
        paths: ['/api/v1/auth/token'],
        // Bound by argon2 (~40 req/s): fewer connections keep many round trips in a run.
        connections: 10,
        body: { email: side.reader.email, password: PASSWORD },
      },
    ];
    const results = {};
    const chosen = options.only?.split(',');
    // First, while the feed is short: the readers start from its newest event.
    const events =
      (!chosen || chosen.includes('events')) &&
      (await eventsLatency({
        base: bases.app,
        admin: side.admin,
        author: side.author.token,
        certificate,
        body: creates.body,
      }));
    for (const scenario of scenarios.filter(
      ({ key }) => !chosen || chosen.includes(key),
    )) {
      process.stdout.write(`${dialect}: ${scenario.name}...\n`);
      results[scenario.key] = await compare(scenario, {
        app: { base: bases.app, pid: app.child.pid, data: side },
        bare: { base: bases.bare, pid: bare.child.pid, data: side },
        ...(against && {
          against: {
            base: bases.against,
            pid: against.child.pid,
            data: otherSide,
          },
        }),
      });
    }
    const rss = {
      app: rssMB(app.child.pid, database.file),
      bare: rssMB(bare.child.pid, database.file),
    };
    await Promise.all(servers.map(stop));
    const report = {
      date: new Date().toISOString(),
      node: process.version,
      plan: { ...PLAN, connections: CONNECTIONS, docs: DOC_COUNT },
      scenarios: results,
      ...(events && { events }),
      ...(against && {
        against: options.against,
        apart: options.apart,
        paired: options.paired,
      }),
      startupMs,
      rssMB: rss,
      argon2,
      seedMs: side.seedMs,
      appLogMB: Math.round(statSync(app.log).size / 2 ** 20),
    };
    if (options.profile) report.profile = keptProfile(work, `app-${dialect}`);
    return report;
  } finally {
    await Promise.all(servers.map(stop));
    await database.drop();
    if (other) await other.drop();
    rmSync(work, { recursive: true, force: true });
  }
}

/** Which targets a report misses, in words; empty when all are met. */
function missedTargets(report) {
  const missed = Object.values(report.scenarios).flatMap((result) => [
    ...(result.target && result.ratio < result.target
      ? [`${result.name}: ratio ${result.ratio} < ${result.target}`]
      : []),
    ...(result.app.errors
      ? [`${result.name}: ${result.app.errors} errors`]
      : []),
    ...(result.budget !== undefined && result.cpuChange > result.budget
      ? [
          `${result.name}: CPU ${result.cpuChange} % over the other build (budget +${result.budget} %)`,
        ]
      : []),
  ]);
  if (report.events) missed.push(...missedEventsTargets(report.events));
  if (report.startupMs >= TARGETS.startupMs)
    missed.push(`start to first 200: ${report.startupMs} ms`);
  if (report.rssMB.app >= TARGETS.rssMB)
    missed.push(`RSS after load: ${report.rssMB.app} MB`);
  return missed;
}

function printReport(dialect, report) {
  const ms = (value) =>
    value < 10 ? value.toFixed(1) : String(Math.round(value));
  const lines = [
    `### ${dialect} — ${report.date.slice(0, 16).replace('T', ' ')} UTC, ${CONNECTIONS} connections, ${report.plan.rounds} × ${report.plan.seconds} s per side`,
    '',
    '| route | API req/s | bare req/s | ratio (target) | API p50 / p99 ms | bare p50 / p99 ms | errors API / bare | CPU µs/req API / bare |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...Object.values(report.scenarios).map(
      ({ name, app, bare, ratio, target }) =>
        bare
          ? `| ${name} | ${app.reqPerSec} | ${bare.reqPerSec} | ${ratio}${target ? ` (≥ ${target})` : ''} | ${ms(app.p50)} / ${ms(app.p99)} | ${ms(bare.p50)} / ${ms(bare.p99)} | ${app.errors} / ${bare.errors} | ${app.cpuMicrosPerRequest} / ${bare.cpuMicrosPerRequest} |`
          : `| ${name} | ${app.reqPerSec} | – | – | ${ms(app.p50)} / ${ms(app.p99)} | – | ${app.errors} / – | ${app.cpuMicrosPerRequest} / – |`,
    ),
    ...(report.against
      ? [
          '',
          `Against ${report.against}: the other build, the same load, ${report.apart ? 'on a database of its own (its own migrations, the same seed)' : 'on the same database'}${report.paired ? `; paired: both loaded at once, ${report.plan.rounds} rounds, the CPU change is the median of the rounds' ratios` : ''}.`,
          '',
          '| route | req/s this / other | errors other | CPU µs/req this / other | CPU change (budget) |',
          '|---|---:|---:|---:|---:|',
          ...Object.values(report.scenarios).map(
            ({ name, app, against, cpuChange, budget }) =>
              `| ${name} | ${app.reqPerSec} / ${against.reqPerSec} | ${against.errors} | ${app.cpuMicrosPerRequest} / ${against.cpuMicrosPerRequest} | ${cpuChange > 0 ? '+' : ''}${cpuChange.toFixed(1)} %${budget === undefined ? '' : ` (≤ +${budget} %)`} |`,
          ),
        ]
      : []),
    '',
    `Start to first 200 on /api/v1/healthcheck: ${report.startupMs} ms (target < ${TARGETS.startupMs}); ` +
      `RSS after the run: API ${report.rssMB.app} MB (target < ${TARGETS.rssMB}), bare ${report.rssMB.bare} MB; ` +
      `argon2id hash ${report.argon2.hashMs} ms, verify ${report.argon2.verifyMs} ms; ` +
      `${DOC_COUNT} docs seeded in ${report.seedMs} ms; API log ${report.appLogMB} MB.`,
  ];
  if (report.events) lines.push('', ...eventsLines(report.events));
  if (report.profile) lines.push('', ...profileLines(report.profile));
  const missed = missedTargets(report);
  lines.push(
    '',
    missed.length
      ? `Targets missed: ${missed.join('; ')}.`
      : 'All targets met.',
    '',
  );
  console.log(lines.join('\n'));
  return missed.length === 0;
}

/** A CPU profile's summary (`summarizeProfile`) as a Markdown table. */
function profileLines(profile) {
  return [
    `CPU profile of the API: ${profile.file} (the profiler adds to its start time and RSS)`,
    '',
    '| self time % | package | | self time % | function |',
    '|---:|---|---|---:|---|',
    ...profile.functions.map((fn, i) => {
      const pkg = profile.packages[i];
      return `| ${pkg?.percent ?? ''} | ${pkg?.name ?? ''} | | ${fn.percent} | \`${fn.name}\` |`;
    }),
  ];
}

/** The API's CPU profile (`--cpu-prof` into `work`, written at its exit), kept as `bench/<name>.cpuprofile` and summed up. */
function keptProfile(work, name) {
  const file = readdirSync(work).find((entry) => entry.endsWith('.cpuprofile'));
  const kept = join(ROOT, `bench/${name}.cpuprofile`);
  copyFileSync(join(work, file), kept);
  return { file: kept, ...summarizeProfile(kept) };
}

/** The routes of #16 and their p99 goals (ms), at 10 connections. */
const SCALE_CONNECTIONS = 10;
const SCALE_SECONDS = options.quick ? 3 : 6;

/**
 * The list queries as the services build them, for their plans (`row` is the docs alias; ADR
 * 0301 says which runs when). Walks bounded at `reach` rows use the reach the app computes for
 * the seeded shares at 1M docs (`sql` and `http`, each on ~15 % of docs, together on 3.4 %;
 * `q`); tags are walked along one tag's own index (ADR 0306).
 * `valuePairs` and `valuePairsMatch` are the list engine's (`dist/libs/lists/index.js`).
 */
function listQueries(
  dialect,
  sample,
  { valuePairs, valuePairsMatch },
  rarelyTogether = ['sql', 'cache'],
) {
  const tagged = (...names) => rowHolds(dialect, 'tags', names);
  const order = 'row.created_at DESC, row.id DESC';
  const page = (where, params, { by = order, tail = '', counter } = {}) =>
    pageQuery('docs', DOC_SUMMARY, where, params, { order: by, tail, counter });
  const sorted = (where, params, counter) =>
    sortedQuery(dialect, 'docs', DOC_SUMMARY, where, params, counter);
  const alongTag = 'doc_tags along ON along.doc_id = row.id AND along.tag = ?';
  const tagged1 = (name, order) =>
    alongQuery(
      'docs',
      DOC_SUMMARY,
      alongTag,
      'doc_id',
      [name],
      `docs.tag:${name}`,
      order,
    );
  // Several tags: the first's docs walked along its index, each checked for the others, for the
  // first `reach` of them (and the ties of the last one's created_at), read from the index alone.
  const alongOrder = 'along.created_at DESC, along.doc_id DESC';
  const taggedAlong = (reach, [first, ...others]) => {
    const [check, params] = tagged(...others);
    return [
      `SELECT ${DOC_SUMMARY} FROM docs row INNER JOIN ${alongTag} WHERE ${check} AND along.created_at >= COALESCE((SELECT along.created_at FROM doc_tags along WHERE along.tag = ? ORDER BY ${alongOrder} LIMIT 1 OFFSET ${reach}), (SELECT MIN(along.created_at) FROM doc_tags along WHERE along.tag = ?)) ORDER BY ${alongOrder} LIMIT 21`,
      [first, ...params, first, first],
    ];
  };
  // Several tags: the index of each doc's pairs of tags (ADR 0302).
  const tagSet = (names) =>
    dialect === 'sqlite'
      ? sorted(
          'row.rowid IN (SELECT rowid FROM lists_docs_tag_pairs WHERE lists_docs_tag_pairs MATCH ?)',
          [valuePairsMatch(names)],
        )
      : sorted(
          'lists_docs_tag_pairs(CAST(row.tags AS jsonb)) @> CAST(? AS text[])',
          [valuePairs(names)],
        );
  // `q` as the list engine reads it (libs/lists/search.ts, plan.ts): a word as a prefix.
  const query = (word) => (dialect === 'sqlite' ? `"${word}"*` : `'${word}':*`);
  const matching =
    dialect === 'sqlite'
      ? 'EXISTS (SELECT 1 FROM lists_docs_search WHERE lists_docs_search MATCH ? AND rowid = row.rowid)'
      : 'EXISTS (SELECT 1 FROM lists_docs_search s WHERE s.id = row.id AND s.document @@ CAST(? AS tsquery))';
  // The newest 1,000 matches ranked, and the page's rows joined (ORDER BY relevance).
  const ranked = (word) => {
    const hits =
      dialect === 'sqlite'
        ? `SELECT row.id AS id, row.created_at AS "createdAt", -bm25(lists_docs_search, 8, 4, 2, 1) AS score, lists_docs_search.rowid AS newest FROM docs row INNER JOIN lists_docs_search lists_docs_search ON lists_docs_search.rowid = row.rowid WHERE lists_docs_search MATCH ? ORDER BY newest DESC LIMIT 1001`
        : `SELECT row.id AS id, row.created_at AS "createdAt", ts_rank_cd('{0.125,0.25,0.5,1}', search.document, CAST(? AS tsquery)) AS score FROM docs row INNER JOIN lists_docs_search search ON search.id = row.id WHERE search.document @@ CAST(? AS tsquery) ORDER BY "createdAt" DESC, id DESC LIMIT 1001`;
    const newest =
      dialect === 'sqlite' ? 'newest DESC' : '"createdAt" DESC, id DESC';
    return [
      `WITH hits AS (SELECT h.*, ROW_NUMBER() OVER (ORDER BY ${newest}) AS n FROM (${hits}) h) SELECT ${DOC_SUMMARY}, page.score FROM (SELECT * FROM hits WHERE n <= 1000 ORDER BY score DESC, "createdAt" DESC, id DESC LIMIT 21) page INNER JOIN docs row ON row.id = page.id ORDER BY page.score DESC, page."createdAt" DESC, page.id DESC`,
      dialect === 'sqlite' ? [query(word)] : [query(word), query(word)],
    ];
  };
  return {
    'page 1, -createdAt': page('', [], { counter: 'docs' }),
    'page 1, title': page('', [], {
      by: 'row.title ASC, row.id ASC',
      counter: 'docs',
    }),
    tag: tagged1('sql'),
    'tag, rare': tagged1('rare-1'),
    'tag on 0.3 %, title': tagged1(MID_TAGS[0], ['title', 'ASC']),
    'tag on 0.3 %, -updatedAt': tagged1(MID_TAGS[0], ['updated_at', 'DESC']),
    // Their size: the share of the rarest tag's first 200 docs that have the other (ADR 0302).
    'two tags, sized': [
      `SELECT COUNT(*), COUNT(CASE WHEN (SELECT 1 FROM doc_tags d0 WHERE d0.doc_id = s.doc_id AND d0.tag = ?) IS NOT NULL THEN 1 END) FROM (SELECT dt.doc_id FROM doc_tags dt WHERE dt.tag = ? ORDER BY dt.doc_id LIMIT 200) s`,
      ['http', 'sql'],
    ],
    'two tags': taggedAlong(371, ['sql', 'http']),
    // A pair the sample finds rare: its docs are read and sorted at once.
    'two tags, rarely together (their docs sorted)': tagSet(rarelyTogether),
    authorId: page('row.author_id = ?', [sample.authorId], {
      counter: `docs.authorId:${sample.authorId}`,
    }),
    reference: page('row.reference = ?', ['seed-12345']),
    'next cursor (deep)': page(
      '(row.created_at, row.id) < (?, ?)',
      [sample.createdAt, sample.id],
      { counter: 'docs' },
    ),
    'page=25000 (ids first)': page('', [], {
      tail: ' OFFSET 499980',
      counter: 'docs',
    }),
    'q rare word, relevance': ranked(RARE_WORDS[0]),
    'q common word, relevance': ranked(COMMON_WORDS[0]),
    'q common word, -createdAt (walked, each row checked)': page(matching, [
      query(COMMON_WORDS[0]),
    ]),
    'q prefix g, relevance': ranked('g'),
    'q word in 1 of 9, far down, relevance': ranked(OLD_WORD),
    'single-key count': [
      'SELECT name, COALESCE(SUM(count), 0) FROM row_counts WHERE name IN (?, ?) GROUP BY name',
      ['docs', 'docs.tag:sql'],
    ],
  };
}

/** The columns of a doc summary, as a list shows them. */
const DOC_SUMMARY =
  'row.id, row.title, row.description, row.author_id, row.created_at, row.updated_at, row.version, row.reference, row.tags';

/** A list's counter, read in the page's statement. */
const COUNTER =
  '(SELECT COALESCE(SUM(counts.count), 0) FROM row_counts counts WHERE counts.name = ?) AS list_size';

/**
 * A walk of `table`'s sort index, as `listPage` reads it: the page's `columns`, or its ids only
 * after an offset (`tail`); and the list's `counter` in the same statement when one serves it.
 */
const pageQuery = (
  table,
  columns,
  where,
  params,
  { order = 'row.created_at DESC, row.id DESC', tail = '', counter } = {},
) => [
  `SELECT ${tail ? 'row.id' : columns}${counter ? `, ${COUNTER}` : ''} FROM ${table} row${where ? ` WHERE ${where}` : ''} ORDER BY ${order} LIMIT 21${tail}`,
  counter ? [counter, ...params] : params,
];

/**
 * A driver's rows walked along its own `(…, <key>, <id>)` index, joined as `along` (`join`, `id`
 * its column of the row's id), with the list's counter, as `listPage` reads them (ADR 0306, 0307).
 */
const alongQuery = (
  table,
  columns,
  join,
  id,
  params,
  counter,
  [key, direction] = ['created_at', 'DESC'],
) => [
  `SELECT ${columns}, ${COUNTER} FROM ${table} row INNER JOIN ${join} ORDER BY along.${key} ${direction}, along.${id} ${direction} LIMIT 21`,
  [counter, ...params],
];

/**
 * A driver's rows read from its own index and sorted, outside a subquery the planner keeps
 * apart, the page's ids then joined to their rows, as `listPage` reads them.
 */
const sortedQuery = (dialect, table, columns, where, params, counter) => [
  `SELECT ${columns}${counter ? `, ${COUNTER}` : ''} FROM (SELECT * FROM (SELECT row.id AS id, row.created_at AS k0 FROM ${table} row WHERE ${where} ${dialect === 'sqlite' ? 'LIMIT -1' : 'OFFSET 0'}) candidates ORDER BY candidates.k0 DESC, candidates.id DESC LIMIT 21) page INNER JOIN ${table} row ON row.id = page.id ORDER BY page.k0 DESC, page.id DESC`,
  counter ? [counter, ...params] : params,
];

/** A walked row's check, as the API's `holdsAll`: its JSON array `column` holds every one of `values` (ADR 0302). */
const rowHolds = (dialect, column, values) =>
  dialect === 'sqlite'
    ? [
        values
          .map(
            () =>
              `EXISTS (SELECT 1 FROM json_each(row.${column}) WHERE value = ?)`,
          )
          .join(' AND '),
        values,
      ]
    : [
        `(SELECT 1 WHERE CAST(row.${column} AS jsonb) @> CAST(? AS jsonb)) IS NOT NULL`,
        [JSON.stringify(values)],
      ];

/**
 * The other list queries of a scale run, for their plans: the rare docs filters (the docs'
 * queries with other tags), lessons and users (`sample` has a row of each, as `listQueries` has).
 * Lessons search by the docs' service code, so their `q` queries are the docs' on their tables.
 */
function scaleQueries(dialect, sample, tagPairing) {
  const docs = listQueries(dialect, sample.docs, tagPairing);
  // Lessons and users show every column (but a user's password hash).
  const columns = {
    lessons: 'row.*',
    users:
      'row.id, row.email, row.pseudo, row.pseudo_key, row.role, row.created_at, row.updated_at',
  };
  // A docs query on `table` (`lists_<table>_search` for `lists_docs_search`), its parameters' text swapped.
  const retarget = ([sql, params], table, swaps) => [
    sql
      .replace(DOC_SUMMARY, columns[table] ?? DOC_SUMMARY)
      .replace(/\bdocs\b/g, table)
      .replace(/\blists_docs_search\b/g, `lists_${table}_search`),
    params.map((param) =>
      swaps.reduce(
        (value, [from, to]) =>
          typeof value === 'string' ? value.replaceAll(from, to) : value,
        param,
      ),
    ),
  ];
  const page = (table, where, params, options) =>
    pageQuery(table, columns[table], where, params, options);
  const deep = (table, { id, createdAt }) =>
    page(table, '(row.created_at, row.id) < (?, ?)', [createdAt, id], {
      counter: table,
    });
  const { lessons, users } = sample;
  // A doc's lessons, walked along the index of `lesson_docs` in the sort order.
  const lessonsOf = (docId, order) =>
    alongQuery(
      'lessons',
      columns.lessons,
      'lesson_docs along ON along.lesson_id = row.id AND along.doc_id = ?',
      'lesson_id',
      [docId],
      `lessons.docId:${docId}`,
      order,
    );
  const email = { order: 'row.email ASC, row.id ASC' };
  return {
    ...docs,
    'rare tag': retarget(docs['tag, rare'], 'docs', [['rare-1', RARE_TAGS[0]]]),
    'tag on 0.3 %': retarget(docs['tag, rare'], 'docs', [
      ['rare-1', MID_TAGS[0]],
    ]),
    'two tags, rare pair': listQueries(
      dialect,
      sample.docs,
      tagPairing,
      RARE_PAIRS[0],
    )['two tags, rarely together (their docs sorted)'],
    'lessons: page 1, -createdAt': page('lessons', '', [], {
      counter: 'lessons',
    }),
    'lessons: authorId': page(
      'lessons',
      'row.author_id = ?',
      [lessons.authorId],
      { counter: `lessons.authorId:${lessons.authorId}` },
    ),
    'lessons: docId': lessonsOf(lessons.docId),
    'lessons: docId in 0.3 % of lessons': lessonsOf(lessons.middlingDocId),
    'lessons: docId in 0.3 % of lessons, title': lessonsOf(
      lessons.middlingDocId,
      ['title', 'ASC'],
    ),
    'lessons: docId in 1 % of lessons': lessonsOf(lessons.popularDocId),
    'lessons: next cursor (deep)': deep('lessons', lessons),
    'lessons: page=25000 (ids first)': page('lessons', '', [], {
      tail: ' OFFSET 499980',
      counter: 'lessons',
    }),
    'users: page 1, -createdAt': page('users', '', [], { counter: 'users' }),
    'users: page 1, email': page('users', '', [], {
      ...email,
      counter: 'users',
    }),
    'users: role': page('users', 'row.role = ?', ['reader'], {
      counter: 'users.role:reader',
    }),
    'users: role=admin, email': page('users', 'row.role = ?', ['admin'], {
      ...email,
      counter: 'users.role:admin',
    }),
    'users: role=admin, -updatedAt': page('users', 'row.role = ?', ['admin'], {
      order: 'row.updated_at DESC, row.id DESC',
      counter: 'users.role:admin',
    }),
    'users: next cursor (deep), email': page(
      'users',
      '(row.email, row.id) > (?, ?)',
      [users.email, users.id],
      { ...email, counter: 'users' },
    ),
    'users: page=25000 (ids first)': page('users', '', [], {
      tail: ' OFFSET 499980',
      counter: 'users',
    }),
    'users: page=25000, email': page('users', '', [], {
      ...email,
      tail: ' OFFSET 499980',
      counter: 'users',
    }),
  };
}

async function explain(db, dialect, queries) {
  const plans = {};
  for (const [name, [sql, params]] of Object.entries(queries)) {
    const rows = await db.query(
      `${dialect === 'sqlite' ? 'EXPLAIN QUERY PLAN' : 'EXPLAIN (ANALYZE, COSTS OFF)'} ${sql}`,
      params,
    );
    plans[name] = {
      sql,
      plan: rows.map((row) => row.detail ?? row['QUERY PLAN']).join('\n'),
    };
  }
  return plans;
}

/**
 * `--scale N`: N docs, N lessons and N users seeded into the tables, then each list route under
 * load against its goal.
 */
async function benchScale(dialect, count) {
  const { PasswordHasher } = await built('src/users/password-hasher.js');
  const work = mkdtempSync(join(tmpdir(), 'syllabus-scale-'));
  const database = await scratchDatabase(dialect, work, 'scale');
  let app;
  try {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const admin = { email: 'admin@bench.local', password: PASSWORD };
    app = startNode(
      [
        ...(options.profile ? ['--cpu-prof', `--cpu-prof-dir=${work}`] : []),
        ...PRODUCTION_NODE_FLAGS,
        MAIN,
      ],
      {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: database.url,
        JWT_SECRET: randomBytes(48).toString('base64url'),
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        RATE_LIMIT: '1000000000',
        AUTH_RATE_LIMIT: '1000000000',
        MALLOC_ARENA_MAX: '1',
      },
      join(work, 'app.log'),
    );
    await waitFor(app, `${base}/api/v1/healthcheck`);
    const { token: adminToken } = await call(
      base,
      'POST',
      '/api/v1/auth/token',
      { body: admin },
    );
    const reader = await signUp(base, adminToken, 'reader');
    const authors = [];
    for (let i = 0; i < 10; i++)
      authors.push(await signUp(base, adminToken, 'author', `author${i}`));
    const authorIds = authors.map((author) => author.id);
    const db = await openBuilt(database.url);
    const seedMs = {};
    // Times `work` (given a progress callback for `rows` rows) as `seedMs[name]`.
    const seed = async (name, rows, work) => {
      const started = performance.now();
      let shown = 0;
      const value = await work((done) => {
        if (done - shown < rows / 10 && done < rows) return;
        shown = done;
        const seconds = Math.round((performance.now() - started) / 1000);
        process.stdout.write(
          `${dialect}: ${done.toLocaleString('en')} of ${rows.toLocaleString('en')} ${name} seeded (${seconds} s)\n`,
        );
      });
      seedMs[name] = Math.round(performance.now() - started);
      return value;
    };
    const docCount = scaleOnly === 'events' ? 0 : count;
    const tables = scaleOnly ? 0 : count;
    const eventCount = scaleOnly === 'search' ? 0 : count;
    const docIds = await seed('docs', docCount, (onBatch) =>
      seedDocs(db, { count: docCount, authorIds, onBatch }),
    );
    const lessonIds = await seed('lessons', tables, (onBatch) =>
      seedLessons(db, { count: tables, docIds, authorIds, onBatch }),
    );
    const passwordHash = await new PasswordHasher().hash(
      randomBytes(16).toString('hex'),
    );
    await seed('users', tables, (onBatch) =>
      seedUsers(db, { count: tables, passwordHash, onBatch }),
    );
    const eventId = await seed('events', eventCount, (onBatch) =>
      seedEvents(db, { count: eventCount, onBatch }),
    );
    // Autovacuum's work, done now: statistics, and the visibility map of index-only scans.
    if (dialect === 'postgres')
      await seed('VACUUM ANALYZE', 0, () => db.query('VACUUM ANALYZE'));
    // Seeding can outlast an access token, and the idle keep-alive socket: sign in anew.
    const signIn = async (body) =>
      (await call(base, 'POST', '/api/v1/auth/token', { body })).token;
    const token = await signIn({ email: reader.email, password: PASSWORD });
    const adminListToken = await signIn(admin);
    /** The `next` and `prev` links of a page. */
    const linksOf = async (path, bearer) => {
      const response = await fetch(base + path, {
        headers: { authorization: `Bearer ${bearer}`, connection: 'close' },
      });
      if (!response.ok)
        throw new Error(`${path}: ${response.status} ${await response.text()}`);
      const link = response.headers.get('link');
      return ['next', 'prev'].map(
        (rel) => new RegExp(`<([^>]+)>; rel="${rel}"`).exec(link)[1],
      );
    };
    // The cursors of pages 2 to 25,000 under each sort, of a list of `rows` rows.
    const deepLinks = async (list, rows, sorts, bearer = token) => {
      const links = [];
      for (const page of [2, 1000, 5000, 10000, 20000, 25000].filter(
        (n) => n < rows / 20,
      ))
        for (const sort of sorts)
          links.push(
            ...(await linksOf(`${list}?sort=${sort}&page=${page}`, bearer)),
          );
      return links;
    };
    const pageJumps = (list, rows) =>
      [10, 100, 1000, 5000, 10000, 15000, 20000, 25000]
        .filter((n) => n <= rows / 20)
        .map((page) => `${list}?page=${page}`);
    const pick = (list, n) =>
      Array.from(
        { length: n },
        (_, i) => list[Math.floor((i * list.length) / n)],
      );
    // `<word> <n>` for 20 values of n spread over the table: the word in every row, the number's prefix in 1 to 11.
    const rarePhrases = (list, word) =>
      Array.from(
        { length: 20 },
        (_, i) =>
          `${list}?q=${encodeURIComponent(`${word} ${Math.floor(((2 * i + 1) * count) / 40)}`)}`,
      );
    const sorts = (fields) => fields.flatMap((field) => [field, `-${field}`]);
    const pairs = SEED_TAGS.flatMap((a, i) =>
      SEED_TAGS.slice(i + 1, i + 3).map((b) => `tag=${a}&tag=${b}`),
    );
    const docs = '/api/v1/docs';
    const lessons = '/api/v1/lessons';
    const users = '/api/v1/users';
    const worstQ = ['a b c d e f g h i j', 'r s t u v w x y z q'].map(
      (q) => `${docs}?q=${encodeURIComponent(q)}`,
    );
    const feedRoutes = [
      {
        name: 'GET /events?after=… (start to end of the feed)',
        goal: 25,
        paths: [0, 0.25, 0.5, 0.75, 1].map(
          (at) =>
            `/api/v1/events?after=${eventId(Math.floor(at * (count - 21)))}`,
        ),
      },
      {
        name: 'GET /events?after=…&type=user.updated (10 %), admin',
        goal: 25,
        token: adminListToken,
        paths: [0, 0.5, 1].map(
          (at) =>
            `/api/v1/events?type=user.updated&after=${eventId(Math.floor(at * (count - 201)))}`,
        ),
      },
    ];
    const searchRoutes = [
      // The searches of issue #34 (see `seedContent`): every doc holds words beginning with g and go.
      {
        name: 'q, a rare word (0.02 %), relevance',
        goal: 50,
        paths: RARE_WORDS.map((word) => `${docs}?q=${word}`),
      },
      {
        name: 'q, a common word (10 %), sort=-createdAt',
        goal: 100,
        paths: COMMON_WORDS.map((word) => `${docs}?q=${word}&sort=-createdAt`),
      },
      {
        name: 'q, a common word (10 %), relevance',
        goal: 150,
        paths: COMMON_WORDS.map((word) => `${docs}?q=${word}`),
      },
      {
        name: 'q, a 1–2 letter prefix',
        goal: 150,
        paths: ['g', 'go', 'r', 're', 't', 'th'].map((q) => `${docs}?q=${q}`),
      },
      {
        name: 'q, a two-word phrase (5 %)',
        goal: 100,
        paths: PHRASE.split(' ')
          .slice(1)
          .map(
            (word, i) =>
              `${docs}?q=${encodeURIComponent(`"${PHRASE.split(' ')[i]} ${word}"`)}`,
          ),
      },
      // Ten one-letter prefixes, most of them in every doc: the most work one q may ask.
      {
        name: 'q, ten one-letter prefixes',
        goal: 150,
        paths: worstQ,
      },
      // One query never blocks the others for long (SQLite's run on the event loop): issue #38.
      {
        name: 'GET /version while a client asks ten one-letter prefixes',
        goal: 100,
        paths: ['/api/v1/version'],
        connections: 1,
        beside: { paths: worstQ, connections: 1 },
      },
      // No goal: on SQLite, /version queues behind the queries sent before it (docs/performance.md).
      {
        name: 'GET /version while 9 clients ask ten one-letter prefixes',
        paths: ['/api/v1/version'],
        connections: 1,
        beside: { paths: worstQ, connections: SCALE_CONNECTIONS - 1 },
      },
      {
        name: 'q, a word in 1 of 9 docs, far down',
        goal: 150,
        paths: [
          `${docs}?q=${OLD_WORD}`,
          `${docs}?q=${OLD_WORD}&sort=-createdAt`,
        ],
      },
    ];
    const routes =
      scaleOnly === 'events'
        ? feedRoutes
        : scaleOnly === 'search'
          ? searchRoutes
          : [
              {
                name: 'GET /docs/:id',
                goal: 10,
                paths: pick(docIds, 200).map((id) => `${docs}/${id}`),
              },
              {
                name: 'page 1, each sort',
                goal: 25,
                paths: sorts(['createdAt', 'title', 'updatedAt']).map(
                  (sort) => `${docs}?sort=${sort}`,
                ),
              },
              {
                name: 'page 1, tag',
                goal: 25,
                paths: SEED_TAGS.map((tag) => `${docs}?tag=${tag}`),
              },
              {
                name: 'page 1, rare tag (0.01 %)',
                goal: 25,
                paths: RARE_TAGS.map((tag) => `${docs}?tag=${tag}`),
              },
              {
                name: 'page 1, tag on 0.3 %',
                goal: 25,
                paths: MID_TAGS.map((tag) => `${docs}?tag=${tag}`),
              },
              {
                name: 'page 1, tag on 0.3 %, each sort',
                goal: 25,
                paths: MID_TAGS.flatMap((tag) =>
                  sorts(['createdAt', 'title', 'updatedAt']).map(
                    (sort) => `${docs}?tag=${tag}&sort=${sort}`,
                  ),
                ),
              },
              {
                name: 'page 1, authorId',
                goal: 25,
                paths: authorIds.map((id) => `${docs}?authorId=${id}`),
              },
              {
                name: 'page 1, reference',
                goal: 25,
                paths: Array.from(
                  { length: 50 },
                  (_, i) =>
                    `${docs}?reference=seed-${Math.floor((i * count) / 50)}`,
                ),
              },
              {
                name: 'two tags',
                goal: 50,
                paths: pairs.map((pair) => `${docs}?${pair}`),
              },
              {
                name: 'two tags, rare pair (0.01 %)',
                goal: 50,
                paths: RARE_PAIRS.map(([a, b]) => `${docs}?tag=${a}&tag=${b}`),
              },
              {
                name: 'next/prev link, any depth',
                goal: 25,
                paths: await deepLinks(docs, count, ['-createdAt', 'title']),
              },
              {
                name: 'page=N up to 25,000',
                goal: 250,
                paths: pageJumps(docs, count),
              },
              ...searchRoutes,
              {
                name: 'lessons: page 1, each sort',
                goal: 25,
                paths: sorts(['createdAt', 'title', 'updatedAt']).map(
                  (sort) => `${lessons}?sort=${sort}`,
                ),
              },
              {
                name: 'lessons: page 1, authorId',
                goal: 25,
                paths: authorIds.map((id) => `${lessons}?authorId=${id}`),
              },
              {
                name: 'lessons: page 1, docId',
                goal: 25,
                paths: pick(docIds, 51)
                  .slice(1)
                  .map((id) => `${lessons}?docId=${id}`),
              },
              {
                name: 'lessons: page 1, docId in 1 % of lessons',
                goal: 25,
                paths: ['createdAt', '-createdAt', 'title'].map(
                  (sort) =>
                    `${lessons}?docId=${docIds[POPULAR_DOC]}&sort=${sort}`,
                ),
              },
              {
                name: 'lessons: page 1, docId in 0.3 % of lessons',
                goal: 25,
                paths: ['createdAt', '-createdAt', 'title'].map(
                  (sort) =>
                    `${lessons}?docId=${docIds[MIDDLING_DOC]}&sort=${sort}`,
                ),
              },
              {
                name: 'lessons: next/prev link, any depth',
                goal: 25,
                paths: await deepLinks(lessons, count, ['-createdAt', 'title']),
              },
              {
                name: 'lessons: page=N up to 25,000',
                goal: 250,
                paths: pageJumps(lessons, count),
              },
              {
                name: 'lessons: q, rare phrase',
                goal: 50,
                paths: rarePhrases(lessons, 'lesson'),
              },
              {
                name: 'lessons: q, a word in 1 of 4 lessons',
                goal: 100,
                paths: [
                  `${lessons}?q=replica`,
                  `${lessons}?q=REPLICA&sort=title`,
                ],
              },
              ...feedRoutes,
              {
                name: 'users: page 1, each sort',
                goal: 25,
                token: adminListToken,
                paths: sorts(['createdAt', 'updatedAt', 'email']).map(
                  (sort) => `${users}?sort=${sort}`,
                ),
              },
              {
                name: 'users: page 1, role',
                goal: 25,
                token: adminListToken,
                paths: ['reader', 'author', 'admin'].map(
                  (role) => `${users}?role=${role}`,
                ),
              },
              {
                name: 'users: page 1, role=admin (0.1 %), each sort',
                goal: 25,
                token: adminListToken,
                paths: sorts(['createdAt', 'updatedAt', 'email']).map(
                  (sort) => `${users}?role=admin&sort=${sort}`,
                ),
              },
              {
                name: 'users: next/prev link, any depth',
                goal: 25,
                token: adminListToken,
                paths: await deepLinks(
                  users,
                  count,
                  ['-createdAt', 'email'],
                  adminListToken,
                ),
              },
              {
                name: 'users: page=N up to 25,000',
                goal: 250,
                token: adminListToken,
                paths: pageJumps(users, count),
              },
            ];
    const results = [];
    for (const route of routes) {
      process.stdout.write(`${dialect}: ${route.name}...\n`);
      const pid = app.child.pid;
      const scenario = {
        token,
        connections: SCALE_CONNECTIONS,
        ...route,
        method: 'GET',
      };
      // A route measured `beside` another load runs with it, warm-up included.
      const measure = async (seconds) => {
        const [run] = await Promise.all([
          load({ base, pid }, scenario, seconds),
          route.beside &&
            load({ base, pid }, { ...scenario, ...route.beside }, seconds),
        ]);
        return run;
      };
      await measure(1);
      const logged = statSync(app.log).size;
      const run = await measure(SCALE_SECONDS);
      results.push({
        name: route.name,
        goal: route.goal,
        p50: run.p50,
        p99: run.p99,
        serviceP99: loggedP99(app.log, logged, route.beside && route.paths),
        requests: run.requests,
        reqPerSec: Math.round(run.requests / run.seconds),
        errors: run.errors,
      });
    }
    const plans = scaleOnly
      ? {}
      : await scalePlansOf(db, dialect, count, docIds, lessonIds);
    await db.close();
    return {
      date: new Date().toISOString(),
      commit: commitOfRun(),
      only: scaleOnly,
      docs: docCount,
      lessons: tables,
      users: tables,
      events: eventCount,
      connections: SCALE_CONNECTIONS,
      seconds: SCALE_SECONDS,
      seedMs,
      rssMB: rssMB(app.child.pid, database.file),
      routes: results,
      plans,
    };
  } finally {
    if (app) await stop(app);
    // Written at its exit: the whole run's load.
    if (options.profile)
      console.log(
        profileLines(keptProfile(work, `app-scale-${dialect}`)).join('\n'),
      );
    // The API's log outlives the run, for a failure's story.
    if (existsSync(join(work, 'app.log')))
      copyFileSync(
        join(work, 'app.log'),
        join(tmpdir(), `syllabus-scale-${dialect}.log`),
      );
    await database.drop();
    rmSync(work, { recursive: true, force: true });
  }
}

/** The plans of a scale run's list queries, on rows from the middle of its tables. */
async function scalePlansOf(db, dialect, count, docIds, lessonIds) {
  const [doc] = await db.query(
    'SELECT id, author_id, created_at FROM docs WHERE reference = ?',
    [`seed-${Math.floor(count / 2)}`],
  );
  const [lesson] = await db.query(
    'SELECT id, author_id, created_at FROM lessons WHERE id = ?',
    [lessonIds[Math.floor(count / 2)]],
  );
  const [user] = await db.query('SELECT id, email FROM users WHERE email = ?', [
    `seeded${Math.floor(count / 2)}@bench.local`,
  ]);
  const tagPairing = await built('libs/lists/index.js');
  return explain(
    db,
    dialect,
    scaleQueries(
      dialect,
      {
        docs: {
          id: doc.id,
          authorId: doc.author_id,
          createdAt: doc.created_at,
        },
        lessons: {
          id: lesson.id,
          authorId: lesson.author_id,
          createdAt: lesson.created_at,
          docId: docIds[Math.floor(count / 2)],
          popularDocId: docIds[POPULAR_DOC],
          middlingDocId: docIds[MIDDLING_DOC],
        },
        users: { id: user.id, email: user.email },
      },
      tagPairing,
    ),
  );
}

/** The commit the run measured, `-dirty` when the tree had changes. */
function commitOfRun() {
  try {
    return execFileSync('git', ['describe', '--always', '--dirty'], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim();
  } catch {
    return 'unknown';
  }
}

/**
 * The p99 of the API's own time per request (`responseTime` of its request log, from byte `from`
 * of `log` on; requests for `paths` only, if given): what the service takes, without the queue on
 * the machine's cores.
 */
function loggedP99(log, from, paths) {
  const fd = openSync(log, 'r');
  const added = Buffer.alloc(fstatSync(fd).size - from);
  const read = readSync(fd, added, 0, added.length, from);
  closeSync(fd);
  const times = added
    .toString('utf8', 0, read)
    .split('\n')
    .flatMap((line) => {
      if (paths && !paths.some((path) => line.includes(`"url":"${path}"`)))
        return [];
      const time = /"responseTime":(\d+)/.exec(line)?.[1];
      return time === undefined ? [] : [Number(time)];
    })
    .sort((a, b) => a - b);
  return times.length === 0
    ? undefined
    : times[Math.min(times.length - 1, Math.floor(times.length * 0.99))];
}

const DATABASE_NAMES = { sqlite: 'SQLite', postgres: 'PostgreSQL' };
// A route that answered nothing in its run has no latency to meet its goal with.
const met = (route) =>
  route.requests > 0 && route.p99 < route.goal && !route.errors;

/**
 * A scale run as Markdown: its table, then the query plans in a `<details>` (in its result file;
 * docs/performance.md links the file instead).
 */
function scaleMarkdown(dialect, report, plans) {
  const n = (value) => value.toLocaleString('en');
  const seconds = (ms) => `${Math.round(ms / 1000)} s`;
  const total = Object.values(report.seedMs).reduce((sum, ms) => sum + ms, 0);
  return [
    `### ${DATABASE_NAMES[dialect]}: ${n(report.docs || report.events)} ${report.docs ? 'docs' : 'events'}, ${report.date.slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `${n(report.docs)} docs, ${n(report.lessons)} lessons, ${n(report.users)} users, ${n(report.events ?? report.docs)} events; build ${report.commit}; ` +
      `${report.connections} connections, ${report.seconds} s per route.`,
    '',
    '| route | p50 ms | p99 ms | goal p99 | p99 in the API ms | req/s | errors |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...report.routes.map(
      (r) =>
        `| ${r.name} | ${r.requests ? r.p50 : '–'} | ${r.requests ? r.p99 : '–'} | ${r.goal === undefined ? '–' : `< ${r.goal} ${met(r) ? '✓' : '✗'}`} | ${r.serviceP99 ?? '–'} | ${r.reqPerSec} | ${r.errors} |`,
    ),
    '',
    `Seeded in ${seconds(total)} (${Object.entries(report.seedMs)
      .map(([name, ms]) => `${name} ${seconds(ms)}`)
      .join(
        ', ',
      )}; triggers on: counters, search index); RSS after the run ${report.rssMB} MB.`,
    '',
    ...(Object.keys(report.plans).length === 0
      ? []
      : typeof plans === 'string'
        ? [`Query plans: [${plans}](../${plans}).`]
        : scalePlans(dialect, report)),
  ].join('\n');
}

/** The query plans of a scale run, in a `<details>`. */
function scalePlans(dialect, report) {
  return [
    `<details><summary>Query plans (${DATABASE_NAMES[dialect]})</summary>`,
    '',
    ...Object.entries(report.plans).flatMap(([name, { sql, plan }]) => [
      `**${name}**`,
      '',
      '```',
      sql,
      '--',
      plan,
      '```',
      '',
    ]),
    '</details>',
  ];
}

/** The result file of a scale run, under bench/results (relative to the project). */
const scaleResultFile = (dialect, report) =>
  `bench/results/${report.date.slice(0, 10)}-scale-${report.only ? `${report.only}-` : ''}${dialect}.md`;

const PERFORMANCE_DOC = join(ROOT, 'docs/performance.md');
const scaleMarkers = (dialect) => [
  `<!-- scale:${dialect} -->`,
  `<!-- /scale:${dialect} -->`,
];

/** The text of docs/performance.md and where its block of `dialect` starts and ends. */
function scaleBlock(dialect) {
  const text = readFileSync(PERFORMANCE_DOC, 'utf8');
  const [open, close] = scaleMarkers(dialect);
  // On lines of their own: the section's prose names the markers too.
  const start = text.indexOf(`\n${open}\n`) + 1;
  const end = text.indexOf(`\n${close}\n`, start) + 1;
  if (start === 0 || end === 0)
    throw new Error(`docs/performance.md has no ${open} … ${close} block`);
  return { text, start: start + open.length, end };
}

/** Writes `markdown` to `file` formatted by Prettier, as the format check expects. */
async function writeMarkdown(file, markdown) {
  const prettier = await import('prettier');
  const config = await prettier.resolveConfig(file);
  writeFileSync(
    file,
    await prettier.format(markdown, { ...config, filepath: file }),
  );
}

/** Replaces the block of `dialect` in docs/performance.md by `markdown`. */
async function writeScaleBlock(dialect, markdown) {
  const { text, start, end } = scaleBlock(dialect);
  await writeMarkdown(
    PERFORMANCE_DOC,
    `${text.slice(0, start)}\n\n${markdown}\n\n${text.slice(end)}`,
  );
}

buildIfStale();
// A full scale run replaces its databases' blocks in docs/performance.md: they must be there.
const writesDoc = options.scale && !options.quick && !scaleOnly;
if (writesDoc) for (const dialect of DIALECTS) scaleBlock(dialect);
const saved = existsSync(RESULTS)
  ? JSON.parse(readFileSync(RESULTS, 'utf8'))
  : {};
let allMet = true;
for (const dialect of DIALECTS) {
  if (options.scale) {
    const key = `scale-${dialect}`;
    const report = await benchScale(dialect, Number(options.scale));
    saved[key] = report;
    writeFileSync(RESULTS, `${JSON.stringify(saved, null, 2)}\n`);
    const markdown = scaleMarkdown(dialect, report);
    console.log(`${markdown}\n`);
    if (options.scale && !options.quick) {
      const file = scaleResultFile(dialect, report);
      // An earlier run of the day stays, below this one and under the file's title, if it has one.
      const path = join(ROOT, file);
      const earlier = existsSync(path) ? readFileSync(path, 'utf8') : '';
      const title = /^# .*\n\n/.exec(earlier)?.[0] ?? '';
      await writeMarkdown(
        path,
        `${title}${markdown}\n\n${earlier.slice(title.length)}`,
      );
      if (writesDoc)
        await writeScaleBlock(dialect, scaleMarkdown(dialect, report, file));
    }
    allMet = report.routes.every(met) && allMet;
    continue;
  }
  saved[dialect] = await benchDatabase(dialect);
  writeFileSync(RESULTS, `${JSON.stringify(saved, null, 2)}\n`);
  allMet = printReport(dialect, saved[dialect]) && allMet;
}
process.exitCode = allMet ? 0 : 1;
