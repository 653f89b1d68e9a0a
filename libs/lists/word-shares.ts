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
    return Math.min(1, this.entries(word, prefix));
  }

  /** The shares of the index's entries a word reads: a prefix, the sum of every word it begins. */
  private entries(word: string, prefix: boolean): number {
    if (!prefix) return this.words.get(word) ?? this.floor;
    let sum = 0;
    for (const [found, share] of this.words)
      if (found.startsWith(word)) sum += share;
    return Math.max(sum, this.floor);
  }

  /** About the share of rows a term matches (an upper bound). */
  private term(term: SearchTerm): number {
    return term.kind === 'prefix'
      ? this.word(term.word, true)
      : Math.min(...term.words.map((word) => this.word(word, false)));
  }

  /** About the share of rows matching every term (an upper bound). */
  of(terms: SearchTerm[]): number {
    return Math.min(...terms.map((term) => this.term(term)));
  }

  /**
   * About the share of rows matching every term were the terms independent (the product of
   * theirs, not below that of a word the statistics miss): what a walk expects to find.
   */
  expected(terms: SearchTerm[]): number {
    const product = terms.reduce((share, term) => share * this.term(term), 1);
    return Math.max(product, this.floor);
  }

  /**
   * The terms that tell rows apart, as BM25 weighs them: the words and prefixes in fewer than half
   * of the rows (a term in more weighs about nothing), and every phrase (its share here is only
   * its words', an upper bound far above it).
   */
  scored(terms: SearchTerm[]): SearchTerm[] {
    return terms.filter(
      (term) => term.kind === 'phrase' || 2 * this.term(term) < 1,
    );
  }

  /** The term that matches the fewest rows: the index reads its matches, each then checked for the others. */
  rarest(terms: SearchTerm[]): SearchTerm {
    return terms.reduce((best, term) =>
      this.term(term) < this.term(best) ? term : best,
    );
  }

  /**
   * About how much reading the matches from the GIN index costs, as a share of the table's rows
   * walked: each row of the rarest term it checks (a phrase's: every row holding its words), and,
   * for a prefix, each entry of the lists of the words it begins, which costs about a tenth of a
   * row (at 100,000 docs, ten one-letter prefixes spent 545 ms merging lists; a walk checks a row
   * in 1 to 4 µs).
   */
  reads(terms: SearchTerm[]): number {
    const rarest = this.rarest(terms);
    return (
      this.term(rarest) +
      (rarest.kind === 'prefix' ? this.entries(rarest.word, true) / 10 : 0)
    );
  }
}

/**
 * What PostgreSQL's statistics say of a `q` (`WordShares`): about the share of rows it matches
 * (an upper bound, `of`; and as expected, `expected`), and of its read (`reads`).
 */
export interface SearchShares {
  share: number;
  expected: number;
  reads: number;
}

/** What a row read from the GIN index costs, in rows walked (see `walkReach`). */
export const READ_ROW_COST = 4;

/** A bounded walk that found too few: how far it went, and how many it found. */
export interface ShortWalk {
  reach: number;
  found: number;
}

/**
 * How many of the newest rows to walk for the newest `matches` matches, where that costs less than
 * the read of the index (`reads`), and not beyond the table. A walk reads rows in the order they
 * were written, about six to a page; the index's matches are each on a page of their own: a read
 * row costs `READ_ROW_COST` walked ones (measured: 2 with the table in PostgreSQL's buffers, 20 at
 * a million docs beyond them). A walk stops at its last match needed, so its reach only bounds
 * what it costs when it finds too few: four times the rows the share of matches says hold them,
 * and, with several terms, as far as their expected share says (the terms as independent: words
 * of one text tend to come together), up to half the read. After a `short` walk: as far as it
 * went and twice as far again as its own rate of matches says the rest lie. A rare word's matches
 * are read from the index; where reading them costs the whole table (a phrase of common words,
 * short prefixes), the walk goes as far as it takes (`'all'`). A short walk that found none
 * reads.
 */
export function walkReach(
  shares: SearchShares | undefined,
  total: number,
  matches: number,
  short?: ShortWalk,
): number | 'all' | undefined {
  if (!shares?.share) return undefined;
  if (shares.reads >= 1) return 'all';
  if (short?.found === 0) return undefined;
  const read = READ_ROW_COST * shares.reads * total;
  const reach = Math.ceil(
    short
      ? short.reach +
          (2 * (matches + 1 - short.found) * short.reach) / short.found
      : Math.min(
          (4 * (matches + 1)) / shares.expected,
          Math.max((4 * (matches + 1)) / shares.share, read / 2),
        ),
  );
  return reach <= total && reach < read ? reach : undefined;
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
