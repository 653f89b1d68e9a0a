/**
 * Each pair of `tags` as the indexes of several-tag filters hold it (ADR 0302): their UTF-8 bytes
 * in hex, the lower first, joined by `x`. A doc has every one of two or more tags when it has every
 * pair of them.
 */
export const tagPairs = (tags: readonly string[]): string[] => {
  const hex = [...new Set(tags)]
    .map((tag) => Buffer.from(tag).toString('hex'))
    .sort();
  return hex.flatMap((a, i) => hex.slice(i + 1).map((b) => `${a}x${b}`));
};

/** An FTS5 query of SQLite's `docs_tagset` for the docs with every pair of `tags`. */
export const tagPairsMatch = (tags: readonly string[]): string =>
  tagPairs(tags)
    .map((pair) => `"${pair}"`)
    .join(' ');
