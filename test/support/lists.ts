/** A `Link` header as `{ rel: url }`. */
export const linksOf = (header: unknown): Record<string, string> =>
  Object.fromEntries(
    String(header ?? '')
      .split(/,\s*(?=<)/)
      .filter(Boolean)
      .map((link) => {
        const [, url, rel] = /^<([^>]+)>;\s*rel="([^"]+)"$/.exec(link.trim())!;
        return [rel, url];
      }),
  );

/** A seeded pseudo-random generator (mulberry32) of integers below `n`, so that a failing run can be replayed. */
export function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), state | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return Math.floor((((x ^ (x >>> 14)) >>> 0) / 2 ** 32) * n);
  };
}
