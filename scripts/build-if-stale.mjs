// `prestart`: builds the API and the CLI when dist/ is missing or older than a source, and says so;
// otherwise one line, instead of a silent rebuild of a minute each start (ADR 0502).
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { newerSource } from './newer-source.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = ['dist/src/main.js', 'dist/apps/cli/src/main.js'].map(
  (file) => new URL(`../${file}`, import.meta.url),
);
const reason = built.every((file) => existsSync(file))
  ? newerSource(root, Math.min(...built.map((file) => statSync(file).mtimeMs)))
  : 'no build';
if (reason === undefined) {
  console.log('dist/ is up to date with the sources: not building.');
} else {
  console.log(
    `Building the API and the CLI (${reason === 'no build' ? 'dist/ is missing' : `${reason} changed`}): a minute or two…`,
  );
  const { status } = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  process.exitCode = status ?? 1;
}
