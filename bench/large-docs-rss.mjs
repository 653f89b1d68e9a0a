// Issue #18 item 4: 16 clients page through 50 docs of ~0.9 MB each on the built server (SQLite in
// memory), three times: the list (summaries), then every doc by id, plus one page with
// `include=content&limit=N` when `--content N` is given. With `--pages` (issue #38 item 14), each
// client instead walks every page of `include=content&limit=20` by its `next` links, three times.
// Prints the server's RSS after seeding and its peak under load. Run `npm run build` first:
// `node bench/large-docs-rss.mjs [--content 20 | --pages] [--postgres <url of an empty database>]`.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

const contentLimit = process.argv.includes('--content')
  ? Number(process.argv[process.argv.indexOf('--content') + 1])
  : 0;
const walkPages = process.argv.includes('--pages');
const postgres = process.argv.includes('--postgres')
  ? process.argv[process.argv.indexOf('--postgres') + 1]
  : undefined;
const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const child = spawn(
  process.execPath,
  [
    '--max-semi-space-size=4',
    '--heap-growing-percent=50',
    new URL('../dist/src/main.js', import.meta.url).pathname,
  ],
  {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
      // A PostgreSQL database of its own, created beforehand, with `--postgres <url>`.
      DATABASE_URL: postgres ?? 'sqlite::memory:',
      HOST: '127.0.0.1',
      PORT: String(port),
      ADMIN_PASSWORD: 'admin-password-1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT: '1000000',
    },
  },
);
const base = `http://127.0.0.1:${port}/api/v1`;
const rss = () =>
  Number(
    /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))[1],
  ) / 1024;
try {
  for (let i = 0; ; i++) {
    try {
      await fetch(`${base}/version`);
      break;
    } catch (error) {
      if (i === 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const signIn = await fetch(`${base}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'admin@syllabus.local',
      password: 'admin-password-1',
    }),
  });
  const auth = { authorization: `Bearer ${(await signIn.json()).token}` };
  for (let i = 0; i < 50; i++) {
    const created = await fetch(`${base}/docs`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: `Large ${i}`,
        content: 'x'.repeat(900_000),
      }),
    });
    if (created.status !== 201) throw new Error(`create: ${created.status}`);
  }
  const seeded = rss();
  let peak = seeded;
  const sampler = setInterval(() => (peak = Math.max(peak, rss())), 20);
  let pages = 0;
  let largest = 0;
  const failed = [];
  /** Every page of `include=content`, by `next`. */
  const walk = async () => {
    let url = `${base}/docs?limit=20&include=content`;
    while (url) {
      const page = await fetch(url, { headers: auth });
      if (page.status !== 200) {
        failed.push(page.status);
        return;
      }
      largest = Math.max(largest, (await page.arrayBuffer()).byteLength);
      pages += 1;
      const next = /<([^>]*)>; rel="next"/.exec(page.headers.get('link'));
      url = next && new URL(next[1], base).href;
    }
  };
  const client = async () => {
    for (let round = 0; round < 3; round++) {
      if (walkPages) {
        await walk();
        continue;
      }
      const list = await fetch(`${base}/docs?limit=100`, { headers: auth });
      const ids = (await list.json()).map((doc) => doc.id);
      if (contentLimit > 0) {
        const page = await fetch(
          `${base}/docs?limit=${contentLimit}&include=content`,
          { headers: auth },
        );
        await page.arrayBuffer();
      }
      for (const id of ids)
        await (
          await fetch(`${base}/docs/${id}`, { headers: auth })
        ).arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 16 }, client));
  clearInterval(sampler);
  console.log(
    `RSS after seeding: ${seeded.toFixed(0)} MB; peak under 16 clients: ${peak.toFixed(0)} MB`,
  );
  if (walkPages)
    console.log(
      `${pages} pages of include=content read, the largest ${(largest / 1e6).toFixed(1)} MB; ${failed.length} walks ended by an error (${failed.join(', ')})`,
    );
} finally {
  child.kill('SIGTERM');
}
