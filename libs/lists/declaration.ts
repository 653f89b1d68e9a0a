import { getMetadataArgsStorage } from 'typeorm';

/** A property of the entity `E` (a column). */
export type Field<E> = keyof E & string;

/** Rows whose column `field` equals the value asked (`?authorId=…`). */
export interface ValueFilter<E> {
  field: Field<E>;
  /** A counter per value, kept by triggers: `X-Total-Count` of the filtered list. The column is NOT NULL. */
  count?: boolean;
  /** At most one row per value (a unique column): no counter, no index beyond the unique one. */
  unique?: boolean;
}

/** The column of a member filter's table that holds one value of the array. */
export interface MemberValue {
  name: string;
  type: 'varchar' | 'uuid';
  length?: number;
}

/**
 * Rows whose JSON array `member` holds the value asked (`?tag=sql`), every one of them when
 * several are given. A table of its own, `table`, holds one row per (row, value), written by
 * triggers on the entity's table, with copies of the row's sort keys: a filtered page is read along
 * its index in any sort order. Each value's rows are counted: the plan reads the counts.
 */
export interface MemberFilter<E> {
  member: Field<E>;
  table: string;
  /** `table`'s column of the row's id (`doc_id`). */
  key: string;
  value: MemberValue;
  /** Several values at once: an index of each row's pairs of values (`?tag=a&tag=b`). */
  all?: boolean;
  /** The array keeps an order: `table`'s key is (row, `position`) rather than (row, value). */
  ordered?: boolean;
  /** The values are ids of this entity: a foreign key that refuses to delete a row still listed. */
  references?: () => Function;
}

export type ListFilterDeclaration<E> = ValueFilter<E> | MemberFilter<E>;

/** What a resource's list is: how it may be sorted, filtered, counted and searched. */
export interface ListDeclaration<E> {
  /** Sortable fields; each is indexed, alone and after every value filter, with the `id` tie-break. */
  sort: readonly Field<E>[];
  /** Query parameter → filter. */
  filters?: Record<string, ListFilterDeclaration<E>>;
  /** Fields `q` searches, each with its weight (higher: a match there ranks higher). */
  search?: Partial<Record<Field<E>, number>>;
}

/** The fields `q` searches with their weights, heaviest first (the order of the index's columns). */
export const searchedFields = <E>(
  declaration: ListDeclaration<E>,
): [field: Field<E>, weight: number][] =>
  (Object.entries(declaration.search ?? {}) as [Field<E>, number][]).sort(
    (a, b) => b[1] - a[1],
  );

export const isMemberFilter = <E>(
  filter: ListFilterDeclaration<E>,
): filter is MemberFilter<E> => 'member' in filter;

/** The name of a database object the engine makes and keeps (`lists_<table>_<what>`). */
export const listObject = (...parts: string[]): string =>
  ['lists', ...parts].join('_');

/** The engine's indexes of several member values that TypeORM must leave alone. */
export function managedIndexes<E>(
  table: string,
  declaration: ListDeclaration<E>,
): string[] {
  return Object.entries(declaration.filters ?? {}).flatMap(([name, filter]) =>
    isMemberFilter(filter) && filter.all
      ? [listObject(table, name, 'pairs')]
      : [],
  );
}

/** The database column of a property of `target` or of a class it extends, as TypeORM's decorators declared it. */
export function declaredColumn(
  target: Function,
  property: string,
): { name: string; options: Record<string, unknown> } {
  const classes: Function[] = [];
  for (let t = target; t !== Function.prototype; t = Object.getPrototypeOf(t))
    classes.push(t);
  const column = getMetadataArgsStorage()
    .filterColumns(classes)
    .find((args) => args.propertyName === property);
  if (!column)
    throw new Error(
      `${target.name}.${property} is not a column: list it as one`,
    );
  const options = column.options as Record<string, unknown>;
  return {
    name: (options.name as string | undefined) ?? property,
    options,
  };
}
