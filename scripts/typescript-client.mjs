// The types of the TypeScript client (clients/typescript), from the OpenAPI document the built
// API serves (`npm run cli -- openapi`):
//   write   writes clients/typescript/src/schema.ts (`npm run client:generate`)
//   check   fails, in one line, when that file differs from what `write` would write
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import { newerSource } from './newer-source.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const cli = fileURLToPath(
  new URL('../dist/apps/cli/src/main.js', import.meta.url),
);
const schema = fileURLToPath(
  new URL('../clients/typescript/src/schema.ts', import.meta.url),
);
const SCHEMA = 'clients/typescript/src/schema.ts';

function fail(message) {
  console.error(message);
  process.exit(1);
}

/** The served document, from the built CLI (refused when dist/ is older than the sources). */
function servedDocument() {
  if (!existsSync(cli))
    fail('The CLI is not built: run `npm run build` first.');
  const stale = newerSource(root, statSync(cli).mtimeMs);
  if (stale) fail(`dist/ is older than ${stale}: run \`npm run build\` first.`);
  const run = spawnSync(process.execPath, [cli, 'openapi'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0)
    fail(`\`npm run cli -- openapi\` failed (${run.status}):\n${run.stderr}`);
  return JSON.parse(run.stdout);
}

/** The types openapi-typescript makes of it, formatted as the repository is. */
async function generate() {
  const ast = await openapiTS(servedDocument(), {
    // `DocDto`, `ProblemDetailsSchema`…: exported by name as well as under `components`.
    rootTypes: true,
    rootTypesNoSchemaPrefix: true,
    // A default is what the server fills in: the field stays optional in a request.
    defaultNonNullable: false,
  });
  return format(astToString(ast), {
    ...(await resolveConfig(schema)),
    filepath: schema,
  });
}

const mode = process.argv[2];
if (mode === 'write') {
  await writeFile(schema, await generate());
  console.log(`${SCHEMA} written from the served OpenAPI document.`);
} else if (mode === 'check') {
  const committed = existsSync(schema) ? await readFile(schema, 'utf8') : '';
  if (committed !== (await generate()))
    fail(
      `${SCHEMA} does not match the API: run \`npm run client:generate\` and commit it.`,
    );
  console.log(`${SCHEMA} matches the served OpenAPI document.`);
} else fail(`usage: ${process.argv[1]} write|check`);
