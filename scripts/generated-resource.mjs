#!/usr/bin/env node
// The steps of scripts/check-generated-resource.sh that are not shell: run in the clone where
// `nest g resource docs/gizmos` ran (docs/extending.md shows the same by hand).
//   write <DATABASE_URL> <state-file>   docs and gizmos written through the built server
//   add-body                            gizmos gain a NOT NULL `body` (default ''), searched; the spec sends one
//   check <DATABASE_URL> <state-file>   the built server (which migrates) finds and counts them
import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

const ADMIN = { email: 'admin@syllabus.local', password: 'generated-admin-1' };

function fail(message) {
  console.error(message);
  process.exit(1);
}

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The built server on `url`'s database until `work` is done. */
async function withServer(databaseUrl, work) {
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/src/main.js'], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'generated-resource-check-0123456789',
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT: '100000',
      AUTH_RATE_LIMIT: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let attempt = 0; ; attempt += 1) {
      if (child.exitCode !== null)
        fail(`The server exited (${child.exitCode}).`);
      if (attempt === 300) fail('The server was not healthy within 30 s.');
      const healthy = await fetch(`${base}/api/healthcheck`).then(
        (res) => res.ok,
        () => false,
      );
      if (healthy) break;
      await delay(100);
    }
    const signIn = await request(base, 'POST', '/auth/token', ADMIN);
    return await work((method, path, body) =>
      request(base, method, path, body, signIn.body.token),
    );
  } finally {
    child.kill('SIGTERM');
  }
}

async function request(base, method, path, body, token) {
  const res = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: {
      ...(body && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: body && JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) fail(`${method} ${path}: ${res.status} ${text}`);
  return { headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

const expectEqual = (what, actual, expected) => {
  if (JSON.stringify(actual) !== JSON.stringify(expected))
    fail(`${what}: ${JSON.stringify(actual)}, not ${JSON.stringify(expected)}`);
};

/** Edits `file`, each `[from, to]` replacing text that must be there. */
async function edit(file, replacements) {
  let source = await readFile(file, 'utf8');
  for (const [from, to] of replacements) {
    if (!source.includes(from)) fail(`${file} has no ${JSON.stringify(from)}`);
    source = source.replace(from, to);
  }
  await writeFile(file, source);
}

const [mode, databaseUrl, state] = process.argv.slice(2);
if (mode === 'write') {
  await withServer(databaseUrl, async (api) => {
    const doc = async () =>
      (await api('POST', '/docs', { title: 'A doc' })).body.id;
    const docs = { first: await doc(), second: await doc() };
    for (const [docId, title] of [
      [docs.first, 'Zeppelin ahead'],
      [docs.first, 'Nothing to see'],
      [docs.second, 'Another zeppelin'],
    ])
      await api('POST', `/docs/${docId}/gizmos`, { title });
    await writeFile(state, JSON.stringify(docs));
  });
} else if (mode === 'add-body') {
  await edit('src/gizmos/gizmo.entity.ts', [
    [
      'search: { title: 2, description: 1 }',
      'search: { title: 2, description: 1, body: 1 }',
    ],
    [
      '  description: string;\n}',
      "  description: string;\n\n  @Column({ type: 'text', default: '' })\n  body: string;\n}",
    ],
  ]);
  await edit('src/gizmos/dto/write-gizmo.dto.ts', [
    [
      "import { DescriptionField, TitleField } from '../../common/resource-fields.js';",
      "import { ApiProperty } from '@nestjs/swagger';\nimport { IsOptional, IsString } from 'class-validator';\nimport { MaxCodePoints } from '#libs/rest/index.js';\nimport { DescriptionField, TitleField } from '../../common/resource-fields.js';",
    ],
    [
      '  description?: string | null;\n}',
      '  description?: string | null;\n\n  /** Its text, up to 10,000 characters; default "". @example "What it says." */\n  @ApiProperty({ required: false, nullable: true, maxLength: 10_000, default: \'\' })\n  @IsOptional()\n  @IsString()\n  @MaxCodePoints(10_000)\n  body?: string | null;\n}',
    ],
  ]);
  await edit('src/gizmos/dto/gizmo.dto.ts', [
    [
      '  description: string;\n',
      '  description: string;\n  /** @example "What it says." */\n  @ApiProperty({ maxLength: 10_000 })\n  body: string;\n',
    ],
    [
      '      description: gizmo.description,\n',
      '      description: gizmo.description,\n      body: gizmo.body,\n',
    ],
  ]);
  await edit('test/gizmos.e2e-spec.ts', [
    [
      "({ title: 'A gizmo', ...fields })",
      "({ title: 'A gizmo', body: 'Some text.', ...fields })",
    ],
  ]);
  await edit('src/gizmos/gizmos.service.ts', [
    [
      "defaults: { description: '' }",
      "defaults: { description: '', body: '' }",
    ],
  ]);
} else if (mode === 'check') {
  const docs = JSON.parse(await readFile(state, 'utf8'));
  await withServer(databaseUrl, async (api) => {
    const titles = async (docId, query = '') => {
      const res = await api('GET', `/docs/${docId}/gizmos?sort=title${query}`);
      return [
        res.body.map((gizmo) => gizmo.title),
        res.headers.get('x-total-count'),
      ];
    };
    expectEqual("the first doc's gizmos", await titles(docs.first), [
      ['Nothing to see', 'Zeppelin ahead'],
      '2',
    ]);
    expectEqual('its zeppelins', await titles(docs.first, '&q=zeppelin'), [
      ['Zeppelin ahead'],
      '1',
    ]);
    const late = await api('POST', `/docs/${docs.second}/gizmos`, {
      title: 'Late',
      body: 'The Hindenburg, 1937.',
    });
    expectEqual("a new gizmo's body", late.body.body, 'The Hindenburg, 1937.');
    expectEqual("the second doc's gizmos", await titles(docs.second), [
      ['Another zeppelin', 'Late'],
      '2',
    ]);
    expectEqual(
      'a search of bodies',
      await titles(docs.second, '&q=hindenburg'),
      [['Late'], '1'],
    );
  });
} else fail(`usage: ${process.argv[1]} write|add-body|check …`);
console.log(`${mode}: done`);
