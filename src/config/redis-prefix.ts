import { createHash } from 'node:crypto';

/**
 * The prefix of every Redis key of this deployment, named by its database: deployments (and
 * tests) sharing a Redis never share a queue or a rate limit. Credentials are left out: they may
 * differ between instances.
 */
export function redisPrefix(databaseUrl: string | undefined): string {
  const database = (databaseUrl ?? 'sqlite:data/syllabus.sqlite').replace(
    /\/\/[^/@]*@/,
    '//',
  );
  const hash = createHash('sha256').update(database).digest('hex');
  return `syllabus:${hash.slice(0, 16)}`;
}
