import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { ListRows } from './rows.js';
import { type Drivers, pageRows, type Ranked } from './plan.js';
import { readCounter } from './counters.js';
import {
  type CursorPosition,
  type CursorSigner,
  InvalidCursorError,
  LONE_SURROGATE,
  type Page,
  ProblemException,
  type SortKey,
} from '#libs/rest/index.js';

export interface ListPageOptions<E extends ObjectLiteral> {
  /** The rows of the list: the filters applied on the alias `row`, nothing selected or ordered. */
  builder: SelectQueryBuilder<E>;
  /** Filters not applied to `builder` that the page may be read by, and the table's size (see `pageIds`). */
  drivers?: Drivers<E>;
  keys: readonly SortKey[];
  limit: number;
  page: number;
  /** The decoded `cursor`, whose values `keys` order. */
  position?: CursorPosition;
  /** The scope of the cursors this page gives (see `cursorScope`). */
  scope: string;
  /** Signs the page's `next` and `prev` cursors. */
  cursors: CursorSigner;
  /** How the page's rows are read. */
  rows: ListRows<E>;
  /** The counter (`row_counts`) of the list's size, if one serves its filters: read with the page. */
  counter?: string;
  /** In the order of relevance to `q` (`keys` are `RANKED_KEYS`). */
  ranked?: Ranked;
  /** The first of the rows read (nearest the cursor first) that the page keeps, completed; `cut` when some are left for the next page. */
  fit?: (items: E[]) => Promise<{ items: E[]; cut: boolean }>;
}

/** The value a cursor keeps for a sort field of a row: times as ISO text. */
const cursorValue = (value: unknown): unknown =>
  value instanceof Date ? value.toISOString() : value;

/**
 * One page by cursor (keyset) or by page number (offset). An offset is skipped on the sort index
 * alone (an index-only scan): the page's ids are read first, in order, and their rows only then.
 */
export async function listPage<E extends ObjectLiteral & { id: string }>(
  options: ListPageOptions<E>,
): Promise<Page<E>> {
  const { builder, keys, limit, position, scope } = options;
  const forward = position?.after ?? true;
  const { counter } = options;
  const read = await pageRows({
    builder,
    rows: options.rows,
    counter,
    keys,
    position,
    skip: position ? 0 : (options.page - 1) * limit,
    limit,
    drivers: options.drivers,
    ranked: options.ranked,
  });
  const { size: counted, capped } = read;
  let { items, more, scores } = read;
  if (options.fit) {
    const fitted = await options.fit(items);
    scores = scores?.filter((_, i) => fitted.items.includes(items[i]));
    items = fitted.items;
    more ||= fitted.cut;
  }
  const total =
    counter === undefined
      ? counted
      : (counted ?? (await readCounter(builder.connection.manager, counter)));
  if (!forward) {
    items.reverse();
    scores?.reverse();
  }
  const cursor = (row: E | undefined, after: boolean) =>
    row &&
    options.cursors.encode(scope, {
      after,
      values: keys.map((key) =>
        key.field === 'score'
          ? scores![items.indexOf(row)]
          : cursorValue(row[key.field]),
      ),
    });
  // Uncounted lists (q, several filters) still know their size from a page that reaches their end.
  const size =
    total ??
    (!position && !more && (items.length > 0 || options.page === 1)
      ? (options.page - 1) * limit + items.length
      : undefined);
  const first = items[0];
  const last = items[items.length - 1];
  return {
    items,
    limit,
    ...(!position && { page: options.page }),
    ...(size !== undefined && { total: size }),
    ...(capped && { rankedOnly: options.ranked!.cap }),
    next: forward
      ? more
        ? cursor(last, true)
        : undefined
      : cursor(last, true),
    prev: forward
      ? position || options.page > 1
        ? cursor(first, false)
        : undefined
      : more
        ? cursor(first, false)
        : undefined,
  };
}

const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** As the API writes ids: lower case. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TIME_FIELDS = new Set(['createdAt', 'updatedAt']);
/** As long as the longest text a sort field holds (an e-mail address), counted as validated. */
export const MAX_CURSOR_TEXT = 320;

/**
 * A sort value from a cursor as its column takes it, or `undefined` when the API could not have
 * written it: a time it does not print (`2026-02-30T…`), an upper-case id, text no column holds.
 */
function sortValue(field: string, value: unknown): unknown {
  if (field === 'score')
    return typeof value === 'number' && Number.isFinite(value)
      ? value
      : undefined;
  if (typeof value !== 'string') return undefined;
  if (TIME_FIELDS.has(field)) {
    const time = new Date(value);
    return TIME.test(value) &&
      !Number.isNaN(time.getTime()) &&
      time.toISOString() === value
      ? time
      : undefined;
  }
  if (field === 'id') return UUID.test(value) ? value : undefined;
  // NUL: PostgreSQL's text refuses it.
  return !value.includes('\u0000') &&
    !LONE_SURROGATE.test(value) &&
    [...value].length <= MAX_CURSOR_TEXT
    ? value
    : undefined;
}

/** The position of a `cursor` under this list's sort and filters; anything else is a 400. */
export function cursorPosition(
  cursors: CursorSigner,
  token: string,
  scope: string,
  keys: readonly SortKey[],
): CursorPosition {
  const refuse = (message: string) =>
    new ProblemException(400, {
      detail: message,
      code: 'LIST.INVALID_CURSOR',
      errors: [{ field: '/cursor', message }],
    });
  let position: CursorPosition;
  try {
    position = cursors.decode(token, scope, keys.length);
  } catch (error) {
    if (error instanceof InvalidCursorError) throw refuse(error.message);
    throw error;
  }
  const values = keys.map((key, i) => sortValue(key.field, position.values[i]));
  if (values.includes(undefined)) throw refuse('cursor is malformed');
  return { after: position.after, values };
}
