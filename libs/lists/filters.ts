import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { SortKey } from '#libs/rest/index.js';
import { listObject, type ValueFilter } from './declaration.js';
import type { Member } from './member-tables.js';
import type { Along, ListDriver } from './plan.js';
import { counterName, type Dialect } from './schema.js';

/** One filter of a list: its condition on the alias `row`, and the counter of the rows it keeps alone. */
export interface ListFilter<E extends ObjectLiteral> {
  where: (builder: SelectQueryBuilder<E>) => void;
  counter?: string;
  /** Its rows read from its own index, so that a page may be read by it (see `ListDriver`). */
  read?: ListDriver<E>['read'];
  /** Its own index in a sort order, walked instead of the table's (see `Along`), given the values of its size's counters. */
  along?: (keys: readonly SortKey[], counts: number[]) => Along<E> | undefined;
  /** About how many rows it keeps, given the values of `counters`; else `counter`'s value. */
  size?: {
    counters: string[];
    of: (counts: number[]) => Promise<number>;
  };
}

/** How many of the rarest value's rows are probed for the other values, to size several. */
const SAMPLE = 200;

/** Rows whose column equals `value`; counted by value where declared. */
export function valueFilter<E extends ObjectLiteral>(
  table: string,
  name: string,
  filter: ValueFilter<E>,
  value: unknown,
): ListFilter<E> {
  const param = `value_${name}`;
  return {
    where: (builder) =>
      builder.andWhere(`row.${filter.field} = :${param}`, { [param]: value }),
    ...(filter.count && { counter: counterName(table, name, String(value)) }),
  };
}

/**
 * Each pair of `values` as the pairs index holds it: their UTF-8 bytes in hex, the lower first,
 * joined by `x`. A row holds every one of two or more values when it holds every pair of them.
 */
export const valuePairs = (values: readonly string[]): string[] => {
  const hex = [...new Set(values)]
    .map((value) => Buffer.from(value).toString('hex'))
    .sort();
  return hex.flatMap((a, i) => hex.slice(i + 1).map((b) => `${a}x${b}`));
};

/** An FTS5 query of SQLite's pairs table for the rows with every pair of `values`. */
export const valuePairsMatch = (values: readonly string[]): string =>
  valuePairs(values)
    .map((pair) => `"${pair}"`)
    .join(' ');

/**
 * A walked row's check: its JSON array `row.<column>` holds every one of `values`, read from the
 * row, not from another index (ADR 0302). On PostgreSQL a scalar subquery: no index serves it, and
 * the planner, which cannot size it, keeps the walk. A UUID is searched as quoted text, where only
 * a whole element can match it: a quarter of reading the JSON (ADR 0303).
 */
function holds<E extends ObjectLiteral>(
  dialect: Dialect,
  member: Member,
  values: readonly string[],
  name: string,
): (builder: SelectQueryBuilder<E>) => void {
  const column = `row.${member.filter.member}`;
  if (member.filter.value.type === 'uuid') {
    const find = dialect === 'postgres' ? 'STRPOS' : 'INSTR';
    return (builder) =>
      values.forEach((value, i) =>
        builder.andWhere(`${find}(${column}, :${name}${i}) > 0`, {
          [`${name}${i}`]: JSON.stringify(value),
        }),
      );
  }
  if (dialect === 'postgres')
    return (builder) =>
      builder.andWhere(
        `(SELECT 1 WHERE CAST(${column} AS jsonb) @> CAST(:${name} AS jsonb)) IS NOT NULL`,
        { [name]: JSON.stringify(values) },
      );
  return (builder) =>
    values.forEach((value, i) =>
      builder.andWhere(
        `EXISTS (SELECT 1 FROM json_each(${column}) WHERE value = :${name}${i})`,
        { [`${name}${i}`]: value },
      ),
    );
}

/**
 * The `along` of one value's rows in the member table, whose copies of the row's sort keys are
 * each indexed as `(value, <key>, <row>)`: for a sort by one of them alone, either way (the `id`
 * tie-break follows it).
 */
function alongValue<E extends ObjectLiteral>(
  member: Member,
  value: string,
  param: string,
): (keys: readonly SortKey[]) => Along<E> | undefined {
  const { table, key, value: column } = member.filter;
  const where = `along.${column.name} = :${param}`;
  const parameters = { [param]: value };
  const sortable = member.copies.map(([property]) => property);
  return (keys) =>
    keys.length === 2 && sortable.includes(keys[0].field)
      ? {
          join: (builder) =>
            builder.innerJoin(
              table,
              'along',
              `along.${key} = row.id AND ${where}`,
              parameters,
            ),
          alone: (builder) =>
            builder.connection
              .createQueryBuilder(table, 'along')
              .where(where, parameters),
          column: (field) => `along.${field === 'id' ? key : field}`,
        }
      : undefined;
}

/**
 * Rows whose array holds every one of `values`. One value: its rows read from the member table,
 * or walked along its index in the sort order (ADR 0306, 0307). Several: read from the pairs
 * index, or walked along the rarest value's index, each row checked for the others (ADR 0302).
 */
export function memberFilter<E extends ObjectLiteral>(
  dialect: Dialect,
  table: string,
  member: Member,
  values: string[],
  manager: EntityManager,
): ListFilter<E> {
  const { name, filter } = member;
  const side = filter.table;
  const key = filter.key;
  const column = filter.value.name;
  const param = `member_${name}`;
  const where = holds<E>(dialect, member, values, param);
  if (values.length === 1) {
    const parameters = { [`${param}0`]: values[0] };
    // PostgreSQL's planner reads the (value, row) index of a member with several values for an `EXISTS`.
    const read: ListFilter<E>['read'] =
      dialect === 'postgres' && filter.all
        ? (builder) =>
            builder.andWhere(
              `EXISTS (SELECT 1 FROM ${side} m WHERE m.${key} = row.id AND m.${column} = :${param}0)`,
              parameters,
            )
        : (builder) =>
            builder.andWhere(
              `row.id IN (SELECT m.${key} FROM ${side} m WHERE m.${column} = :${param}0)`,
              parameters,
            );
    return {
      where,
      read,
      along: alongValue(member, values[0], `${param}_along`),
      counter: counterName(table, name, values[0]),
    };
  }
  if (!filter.all)
    throw new Error(
      `The filter ${name} of ${table} takes one value: declare it \`all: true\` for several`,
    );
  const pairs = listObject(table, name, 'pairs');
  const counters = values.map((value) => counterName(table, name, value));
  return {
    where,
    read:
      dialect === 'postgres'
        ? (builder) =>
            builder.andWhere(
              `${pairs}(CAST(row.${filter.member} AS jsonb)) @> CAST(:${param}_pairs AS text[])`,
              { [`${param}_pairs`]: valuePairs(values) },
            )
        : (builder) =>
            builder.andWhere(
              `row.rowid IN (SELECT rowid FROM ${pairs} WHERE ${pairs} MATCH :${param}_pairs)`,
              { [`${param}_pairs`]: valuePairsMatch(values) },
            ),
    // Along the rarest value's rows, each checked for the other values.
    along: (keys, counts) => {
      const rarest = counts.indexOf(Math.min(...counts));
      const along = alongValue<E>(
        member,
        values[rarest],
        `${param}_along`,
      )(keys);
      const others = values.filter((_, i) => i !== rarest);
      return (
        along && {
          ...along,
          size: counts[rarest],
          check: holds<E>(dialect, member, others, `${param}_other`),
        }
      );
    },
    size: {
      counters,
      of: (counts) => sharedBy(manager, member, values, counts),
    },
  };
}

/**
 * About how many rows hold all of `values` (`counts`: each value's rows): the share of the rarest
 * value's first rows by id (random UUIDs, read from the member table's (value, row) index) that
 * hold the others too.
 */
async function sharedBy(
  manager: EntityManager,
  member: Member,
  values: string[],
  counts: number[],
): Promise<number> {
  const { table, key, value } = member.filter;
  const rarest = counts.indexOf(Math.min(...counts));
  const others = values.filter((_, i) => i !== rarest);
  const probes = others.map(
    (_, i) =>
      `(SELECT 1 FROM ${table} d${i} WHERE d${i}.${key} = s.${key} AND d${i}.${value.name} = :other${i}) IS NOT NULL`,
  );
  const { sampled, hits } = (await manager
    .createQueryBuilder()
    .select('COUNT(*)', 'sampled')
    .addSelect(`COUNT(CASE WHEN ${probes.join(' AND ')} THEN 1 END)`, 'hits')
    .from(
      `(SELECT m.${key} FROM ${table} m WHERE m.${value.name} = :rarest ORDER BY m.${key} LIMIT ${SAMPLE})`,
      's',
    )
    .setParameters({
      rarest: values[rarest],
      ...Object.fromEntries(others.map((other, i) => [`other${i}`, other])),
    })
    .getRawOne<{ sampled: number | string; hits: number | string }>())!;
  return Number(sampled) === 0
    ? 0
    : Math.round((counts[rarest] * Number(hits)) / Number(sampled));
}
