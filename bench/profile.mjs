import { readFileSync } from 'node:fs';
import { sep } from 'node:path';

/** Where a profiled function lives: the npm package, `app` (dist/), node or V8 itself. */
function ownerOf({ functionName, url }) {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node';
  const parts = url.split(/[\\/]/);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0) return url.includes(`${sep}dist${sep}`) ? 'app' : url;
  const name = parts[at + 1];
  return name.startsWith('@') ? `${name}/${parts[at + 2]}` : name;
}

const shortName = (url) =>
  url.includes('node_modules')
    ? url.slice(url.lastIndexOf('node_modules') + 'node_modules/'.length)
    : url.replace(/^file:\/\/.*?\/dist\//, 'dist/');

/**
 * Self time of a V8 `.cpuprofile` (written by `node --cpu-prof`): the functions and the
 * packages that ran on the CPU themselves, as shares of the busy time, largest first.
 */
export function summarizeProfile(file, count = 15) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const functions = new Map();
  const packages = new Map();
  let total = 0;
  const add = (map, key, time) => map.set(key, (map.get(key) ?? 0) + time);
  profile.samples.forEach((id, index) => {
    const frame = nodes.get(id).callFrame;
    const { functionName, url, lineNumber } = frame;
    // Waiting is not where time goes: shares are of the time the CPU was busy.
    if (functionName === '(idle)') return;
    const time = profile.timeDeltas[index] ?? 0;
    total += time;
    const where = url ? ` ${shortName(url)}:${lineNumber + 1}` : '';
    add(functions, `${functionName || '(anonymous)'}${where}`, time);
    add(packages, ownerOf(frame), time);
  });
  const top = (map) =>
    [...map]
      .sort(([, a], [, b]) => b - a)
      .slice(0, count)
      .map(([name, time]) => ({
        name,
        percent: Math.round((1000 * time) / total) / 10,
      }));
  return { functions: top(functions), packages: top(packages) };
}
