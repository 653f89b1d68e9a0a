// `npm run cli`: the built CLI, or one line saying how to build it instead of a stack trace.
import { existsSync } from 'node:fs';

const cli = new URL('../dist/apps/cli/src/main.js', import.meta.url);
if (!existsSync(cli)) {
  console.error(
    'The CLI is not built: run `npm run build` (`npm start` does) first.',
  );
  process.exit(1);
}
await import(cli.href);
