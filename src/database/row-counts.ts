import type { EntityManager } from 'typeorm';

/**
 * The size of a list that `row_counts` keeps, maintained by triggers in the transaction of each
 * write (see the `ListCounters` migrations): `docs`, `docs.tag:<tag>`, `docs.author:<id>`, ….
 * Writers add to one of several shards of a name so that concurrent writes do not queue on one row.
 */
export async function readCounter(
  manager: EntityManager,
  name: string,
): Promise<number> {
  const [row] = await manager
    .createQueryBuilder()
    .select('COALESCE(SUM(counts.count), 0)', 'n')
    .from('row_counts', 'counts')
    .where('counts.name = :name', { name })
    .getRawMany<{ n: number | string }>();
  return Number(row.n);
}
