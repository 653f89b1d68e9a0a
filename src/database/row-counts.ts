import type { EntityManager } from 'typeorm';

/**
 * The sizes of lists that `row_counts` keeps, maintained by triggers in the transaction of each
 * write (see the `ListCounters` migrations): `docs`, `docs.tag:<tag>`, `docs.author:<id>`, ….
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
