import type { EntityManager } from 'typeorm';

/**
 * The sizes of lists that `row_counts` keeps, maintained by triggers in the transaction of each
 * write (see `schema-sqlite.ts`, `schema-postgres.ts`): `docs`, `docs.tag:<tag>`, `docs.authorId:<id>`, ….
 * Writers add to one of several shards of a name so that concurrent writes do not queue on one
 * row. One query for all `names`: their sizes in the same order (0 for a name never counted).
 */
export async function readCounters(
  manager: EntityManager,
  names: string[],
): Promise<number[]> {
  const rows = await manager
    .createQueryBuilder()
    .select('counts.name', 'name')
    .addSelect('COALESCE(SUM(counts.count), 0)', 'n')
    .from('row_counts', 'counts')
    .where('counts.name IN (:...names)', { names })
    .groupBy('counts.name')
    .getRawMany<{ name: string; n: number | string }>();
  const sizes = new Map(rows.map(({ name, n }) => [name, Number(n)]));
  return names.map((name) => sizes.get(name) ?? 0);
}

/** The size of one list (see `readCounters`). */
export async function readCounter(
  manager: EntityManager,
  name: string,
): Promise<number> {
  const [size] = await readCounters(manager, [name]);
  return size;
}

/** The size of the list counted as `:<param>` (see `readCounters`), as a scalar subquery of another statement. */
export const counterSubquery = (param: string): string =>
  `(SELECT COALESCE(SUM(counts.count), 0) FROM row_counts counts WHERE counts.name = :${param})`;

/**
 * `read` (e.g. `readCounters`) with each size read at most `maxAgeMs` ago (ADR 0305), the names
 * not read that recently in one call; sizes not asked for that long are forgotten.
 */
export function recentCounters(
  read: (names: string[]) => Promise<number[]>,
  maxAgeMs: number,
): (names: string[]) => Promise<number[]> {
  const known = new Map<string, { at: number; size: Promise<number> }>();
  let swept = Date.now();
  return (names) => {
    const now = Date.now();
    if (now - swept >= maxAgeMs) {
      for (const [name, { at }] of known)
        if (now - at >= maxAgeMs) known.delete(name);
      swept = now;
    }
    const stale = names.filter(
      (name) => now - (known.get(name)?.at ?? -Infinity) >= maxAgeMs,
    );
    if (stale.length > 0) {
      const sizes = read(stale);
      stale.forEach((name, i) => {
        const size = sizes.then((found) => found[i]);
        known.set(name, { at: now, size });
        // A failed read is not kept.
        size.catch(() => {
          if (known.get(name)?.size === size) known.delete(name);
        });
      });
    }
    return Promise.all(names.map((name) => known.get(name)!.size));
  };
}
