import type { EntityManager, ObjectLiteral } from 'typeorm';
import { listObject } from './declaration.js';
import type { ListDriver } from './plan.js';
import type { Dialect } from './schema.js';
import { textSample, trigrams } from './text-sample.js';

/** `%` and `_` in user text match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * A trigram of `q` that `pg_trgm` reads as it is (no word boundary inside) and that `LOWER()`
 * leaves as it is in any locale (lowercase ASCII letters, digits), and that few rows contain: the
 * sample shows a trigram of one sampled row at ~2 %, whatever its real share (ADR 0301).
 */
const RARE_TRIGRAM = { pattern: /^[a-z0-9]{3}$/, share: 0.03 };

/** SQLite's `lower()` folds ASCII only: each connection gets this one (`toLowerCase()`), see `sqliteFunctions`. */
export const UNICODE_LOWER = 'unicode_lower';

/** What each SQLite connection needs for lists (better-sqlite3's `function()`, from `prepareDatabase`). */
export function sqliteFunctions(db: {
  function(
    name: string,
    options: { deterministic: boolean },
    fn: (value: unknown) => unknown,
  ): unknown;
}): void {
  db.function(UNICODE_LOWER, { deterministic: true }, (value) =>
    value === null ? null : String(value).toLowerCase(),
  );
}

/**
 * Keeps the rows whose searched `fields` (with their `columns`) contain `q`, in any case, both
 * sides lowered by the database with one function. A trigram index reads the candidates: SQLite's
 * FTS5 table (a phrase `MATCH`, counted up to the bound asked); PostgreSQL's `pg_trgm` GIN indexes
 * on the lowered columns, given only `q`'s rarest trigrams when its statistics show some (a common
 * one such as `doc` costs its whole posting list), which also estimate the count.
 */
export async function searchDriver<E extends ObjectLiteral>(
  dialect: Dialect,
  manager: EntityManager,
  table: string,
  fields: string[],
  columns: string[],
  q: string,
): Promise<ListDriver<E>> {
  const lower = dialect === 'postgres' ? 'LOWER' : UNICODE_LOWER;
  const any = (test: (field: string) => string) =>
    `(${fields.map(test).join(' OR ')})`;
  const contains: ListDriver<E>['check'] = (builder) =>
    builder.andWhere(
      any((field) => `${lower}(row.${field}) LIKE ${lower}(:q) ESCAPE '\\'`),
      { q: likePattern(q) },
    );
  if (dialect === 'sqlite') {
    const search = listObject(table, 'search');
    const phrase = `"${q.replace(/"/g, '""')}"`;
    const candidates = `SELECT rowid FROM ${search} WHERE ${search} MATCH :phrase`;
    return {
      check: contains,
      read: (builder) =>
        contains(builder.andWhere(`row.rowid IN (${candidates})`, { phrase })),
      // `+` keeps the rowid from choosing the plan: the sort index is walked, each rowid tested against the set.
      screen: (builder) =>
        contains(builder.andWhere(`+row.rowid IN (${candidates})`, { phrase })),
      size: async (bound) => {
        const [{ n }] = await manager.query<{ n: number }[]>(
          `SELECT COUNT(*) AS n FROM (SELECT 1 FROM ${search} WHERE ${search} MATCH ? LIMIT ${bound + 1})`,
          [phrase],
        );
        return n;
      },
    };
  }
  const sample = await textSample(
    manager.connection,
    table,
    columns.map((column) => listObject(table, column, 'trgm')),
  );
  const text = q.toLowerCase();
  const rare = [...trigrams(q)]
    .filter((trigram) => RARE_TRIGRAM.pattern.test(trigram))
    .map((trigram) => ({
      trigram,
      share: sample?.trigramShare(trigram) ?? 1,
    }))
    .filter(({ share }) => share <= RARE_TRIGRAM.share)
    .sort((a, b) => a.share - b.share)
    .slice(0, 2);
  return {
    check: contains,
    // The exact test as `strpos`, which the trigram indexes do not serve: they read the rare trigrams only.
    read:
      rare.length === 0
        ? contains
        : (builder) => {
            rare.forEach(({ trigram }, i) =>
              builder.andWhere(
                any((field) => `LOWER(row.${field}) LIKE :trigram${i}`),
                { [`trigram${i}`]: `%${trigram}%` },
              ),
            );
            builder.andWhere(
              any((field) => `STRPOS(LOWER(row.${field}), LOWER(:text)) > 0`),
              { text: q },
            );
          },
    size: async (bound, total) =>
      sample ? Math.round(sample.share(text) * total) : bound + 1,
  };
}
