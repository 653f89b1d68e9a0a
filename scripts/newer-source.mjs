// Whether dist/ is older than the sources: `npm start` builds only then, and tests of dist/ refuse it.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** A source file of `root` (src, libs, apps; not a spec) changed after `builtAt`, if any. */
export function newerSource(root, builtAt) {
  return ['src', 'libs', 'apps']
    .flatMap((dir) =>
      readdirSync(join(root, dir), { recursive: true }).map((file) =>
        join(dir, file),
      ),
    )
    .find(
      (file) =>
        file.endsWith('.ts') &&
        !file.endsWith('.spec.ts') &&
        statSync(join(root, file)).mtimeMs > builtAt,
    );
}
