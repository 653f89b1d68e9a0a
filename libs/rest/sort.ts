export type SortDirection = 'ASC' | 'DESC';

/** One key of a list's order. */
export interface SortKey<F extends string = string> {
  readonly field: F;
  readonly direction: SortDirection;
}

/** The column that breaks ties, so that the order is total and pages never repeat or skip a row. */
export const SORT_TIE_BREAKER = 'id';

/** A `sort` value that is empty, names a field outside the allow-list, or names one twice. */
export class InvalidSortError extends Error {}

/**
 * Parses a `sort` value such as `-createdAt,title` (`-` for descending) against the allowed
 * fields, and appends the `id` tie-break in the direction of the last key.
 */
export function parseSort<F extends string>(
  sort: string,
  fields: readonly F[],
): SortKey<F | typeof SORT_TIE_BREAKER>[] {
  const keys: SortKey<F | typeof SORT_TIE_BREAKER>[] = [];
  for (const item of sort.split(',')) {
    const field = (item.startsWith('-') ? item.slice(1) : item) as F;
    if (!fields.includes(field)) {
      throw new InvalidSortError(
        `sort field '${field}' is unknown; allowed: ${fields.join(', ')}, each optionally prefixed with '-' for descending`,
      );
    }
    if (keys.some((key) => key.field === field)) {
      throw new InvalidSortError(`sort names '${field}' more than once`);
    }
    keys.push({ field, direction: item.startsWith('-') ? 'DESC' : 'ASC' });
  }
  if (!keys.some((key) => key.field === SORT_TIE_BREAKER)) {
    keys.push({
      field: SORT_TIE_BREAKER,
      direction: keys[keys.length - 1].direction,
    });
  }
  return keys;
}

/** Sort keys as an ordered `{ field: direction }` object, the shape of TypeORM's `order` option. */
export function sortOrder<F extends string>(
  keys: readonly SortKey<F>[],
): Record<F, SortDirection> {
  return Object.fromEntries(
    keys.map((key) => [key.field, key.direction]),
  ) as Record<F, SortDirection>;
}
