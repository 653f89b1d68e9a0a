import type { DataSource } from 'typeorm';

/** The 3-code-point substrings of `text`, each once. */
export function trigrams(text: string): Set<string> {
  const points = Array.from(text);
  const found = new Set<string>();
  for (let i = 0; i + 3 <= points.length; i++)
    found.add(points.slice(i, i + 3).join(''));
  return found;
}

/**
 * The lowered searched columns of a table that PostgreSQL's `ANALYZE` keeps for their trigram
 * indexes (`pg_stats` of each index: the most common values with their frequency, and a histogram
 * whose ~100 bounds each stand for an equal share of the other rows), as an estimate of how many
 * rows contain a text.
 */
export class TextSample {
  private readonly shares = new Map<string, number>();

  /** `values`: each sampled value with the share of rows it stands for. */
  constructor(private readonly values: [value: string, share: number][]) {
    for (const [value, share] of values)
      for (const trigram of trigrams(value))
        this.shares.set(trigram, (this.shares.get(trigram) ?? 0) + share);
  }

  /** About the share of rows whose searched columns contain `text` (lowered). */
  share(text: string): number {
    return Math.min(
      1,
      this.values.reduce(
        (sum, [value, share]) => sum + (value.includes(text) ? share : 0),
        0,
      ),
    );
  }

  /** The share of rows whose searched columns contain the trigram. */
  trigramShare(trigram: string): number {
    return Math.min(1, this.shares.get(trigram) ?? 0);
  }
}

const CACHED_MS = 60_000;
const cache = new WeakMap<
  DataSource,
  Map<string, { at: number; sample: Promise<TextSample | undefined> }>
>();

/**
 * The sample of the text the trigram `indexes` of a table hold, read from the catalog at most once
 * a minute (`undefined` while the table was never analyzed: then read again on the next call).
 */
export function textSample(
  dataSource: DataSource,
  table: string,
  indexes: string[],
): Promise<TextSample | undefined> {
  let tables = cache.get(dataSource);
  if (!tables) cache.set(dataSource, (tables = new Map()));
  const cached = tables.get(table);
  if (cached && Date.now() - cached.at < CACHED_MS) return cached.sample;
  const sample = readSample(dataSource, indexes);
  tables.set(table, { at: Date.now(), sample });
  const forget = () => tables.delete(table);
  sample.then((found) => {
    if (!found) forget();
  }, forget);
  return sample;
}

async function readSample(
  dataSource: DataSource,
  indexes: string[],
): Promise<TextSample | undefined> {
  const rows = await dataSource.query<
    {
      nulls: number;
      common: string[] | null;
      frequencies: number[] | null;
      bounds: string[] | null;
    }[]
  >(
    `SELECT null_frac AS nulls, most_common_vals::text::text[] AS common, most_common_freqs AS frequencies, histogram_bounds::text::text[] AS bounds
     FROM pg_stats WHERE schemaname = current_schema() AND tablename = ANY($1)`,
    [indexes],
  );
  if (rows.length === 0) return undefined;
  const values: [string, number][] = [];
  for (const { nulls, common, frequencies, bounds } of rows) {
    let rest = 1 - nulls;
    (common ?? []).forEach((value, i) => {
      values.push([value, frequencies![i]]);
      rest -= frequencies![i];
    });
    for (const value of bounds ?? [])
      values.push([value, rest / bounds!.length]);
  }
  return new TextSample(values);
}
