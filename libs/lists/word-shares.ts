import type { DataSource } from 'typeorm';
import type { SearchTerm } from './search-text.js';

/**
 * The words PostgreSQL's `ANALYZE` found most often in a table's index of `q` (`pg_stats` of its
 * `document` column: each word with the share of rows holding it), as an estimate of how many rows
 * the terms of a `q` match: a prefix holds at most the sum of its words', a phrase at most its
 * rarest word's, and every term at most the rarest term's. A word missing from the statistics is
 * rarer than the rarest found.
 */
export class WordShares {
  constructor(
    private readonly words: Map<string, number>,
    private readonly floor: number,
  ) {}

  private word(word: string, prefix: boolean): number {
    if (!prefix) return this.words.get(word) ?? this.floor;
    let sum = 0;
    for (const [found, share] of this.words)
      if (found.startsWith(word)) sum += share;
    return Math.min(1, Math.max(sum, this.floor));
  }

  /** About the share of rows matching every term (an upper bound). */
  of(terms: SearchTerm[]): number {
    return Math.min(
      ...terms.map((term) =>
        term.kind === 'prefix'
          ? this.word(term.word, true)
          : Math.min(...term.words.map((word) => this.word(word, false))),
      ),
    );
  }
}

const CACHED_MS = 60_000;
const cache = new WeakMap<
  DataSource,
  Map<string, { at: number; shares: Promise<WordShares | undefined> }>
>();

/**
 * The word shares of the index of `q` named `index`, read from the catalog at most once a minute
 * (`undefined` while it was never analyzed: then read again on the next call).
 */
export function wordShares(
  dataSource: DataSource,
  index: string,
): Promise<WordShares | undefined> {
  let indexes = cache.get(dataSource);
  if (!indexes) cache.set(dataSource, (indexes = new Map()));
  const cached = indexes.get(index);
  if (cached && Date.now() - cached.at < CACHED_MS) return cached.shares;
  const shares = readShares(dataSource, index);
  indexes.set(index, { at: Date.now(), shares });
  const forget = () => indexes.delete(index);
  shares.then((found) => {
    if (!found) forget();
  }, forget);
  return shares;
}

async function readShares(
  dataSource: DataSource,
  index: string,
): Promise<WordShares | undefined> {
  const [row] = await dataSource.query<
    { words: string[] | null; shares: number[] | null }[]
  >(
    `SELECT most_common_elems::text::text[] AS words, most_common_elem_freqs AS shares FROM pg_stats WHERE schemaname = current_schema() AND tablename = $1 AND attname = 'document'`,
    [index],
  );
  if (!row) return undefined;
  const words = row.words ?? [];
  const shares = row.shares ?? [];
  // After one share per word: the least and the greatest of them, and the share of empty rows.
  const least = words.length > 0 ? shares[words.length] : 0;
  return new WordShares(
    new Map(words.map((word, i) => [word, shares[i]])),
    least / 2,
  );
}
