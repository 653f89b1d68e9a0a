/**
 * What `q` means, in plain TypeScript: how text is folded and cut into words, how `q` is read, which
 * rows it matches and where. The databases' indexes (FTS5, `tsvector`) are fed the same folded
 * words, and the tests hold them to `matches()` (docs/lists.md, "Search").
 */
import type { Snippet } from '#libs/rest/index.js';

/** At most this many words (a phrase counts each of its words) in `q`. */
export const MAX_SEARCH_WORDS = 10;

/** Letters the Unicode decomposition leaves whole, written as PostgreSQL's `unaccent` writes them. */
const SPELLED: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ħ: 'h',
  ı: 'i',
  ŧ: 't',
  ĸ: 'q',
  ŋ: 'n',
  ς: 'σ',
};
const SPELLED_PATTERN = new RegExp(`[${Object.keys(SPELLED).join('')}]`, 'g');

// Nothing at or above U+0080 (surrogates included): ASCII.
const ASCII = /^[^\u0080-\uffff]*$/;

/** Compatibility forms (width), case and the combining accents folded away: `Ｒésumé` is `resume`. */
export function fold(text: string): string {
  // ASCII: nothing to decompose or spell out.
  if (ASCII.test(text)) return text.toLowerCase();
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(SPELLED_PATTERN, (letter) => SPELLED[letter]);
}

const WORD = /[\p{L}\p{N}]+/gu;

/** A word of a text: where it is (in code points of the text as given) and how it is folded. */
export interface Word {
  start: number;
  length: number;
  folded: string;
}

/**
 * The words of a text: runs of letters and digits (with their accents), every other character a
 * separator; a word whose folded form holds a separator (`½`: `1⁄2`) is each of its parts.
 */
export function wordsOf(text: string): Word[] {
  const found: Word[] = [];
  // ASCII: a word is a run of letters and digits, a code point a code unit, folding lower case.
  if (ASCII.test(text)) {
    for (const match of text.matchAll(/[A-Za-z0-9]+/g))
      found.push({
        start: match.index,
        length: match[0].length,
        folded: match[0].toLowerCase(),
      });
    return found;
  }
  const points = Array.from(text);
  let start = -1;
  const close = (end: number) => {
    if (start < 0) return;
    const original = points.slice(start, end).join('');
    for (const folded of fold(original).match(WORD) ?? [])
      found.push({ start, length: end - start, folded });
    start = -1;
  };
  points.forEach((point, i) => {
    if (/[\p{L}\p{N}\p{M}]/u.test(point)) {
      if (start < 0 && !/\p{M}/u.test(point)) start = i;
    } else close(i);
  });
  close(points.length);
  return found;
}

/** The folded words of a text, separated by spaces: what the index of `q` holds for a field. */
export function searchedText(text: string | null | undefined): string {
  if (text == null) return '';
  if (ASCII.test(text))
    return (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).join(' ');
  return (text.match(RUN) ?? [])
    .flatMap((run) => fold(run).match(WORD) ?? [])
    .join(' ');
}

/** A word of a text as `wordsOf` cuts it (a letter or a digit, then letters, digits, accents), found by the regex engine: what every write pays. */
const RUN = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;

/** One condition of `q`: a word (a prefix of a word) or a quoted phrase (whole words, adjacent, in order). */
export type SearchTerm =
  { kind: 'prefix'; word: string } | { kind: 'phrase'; words: string[] };

/** `q` as its terms, all of which a row matches; a problem with it as a message. */
export type ParsedSearch = { terms: SearchTerm[] } | { problem: string };

/**
 * Reads `q`: words separated by anything that is not a letter or a digit; text between two double
 * quotes is a phrase (an unpaired quote is a separator). Nothing in it is an operator.
 */
export function parseSearch(q: string): ParsedSearch {
  const parts = q.split('"');
  // An odd number of parts pairs every quote; an even one leaves the last unpaired: its part is plain text.
  if (parts.length % 2 === 0)
    parts.splice(-2, 2, `${parts[parts.length - 2]} ${parts.at(-1)}`);
  const terms: SearchTerm[] = [];
  let count = 0;
  parts.forEach((part, i) => {
    const words = wordsOf(part).map((word) => word.folded);
    count += words.length;
    if (i % 2 === 1 && words.length > 0) terms.push({ kind: 'phrase', words });
    else for (const word of words) terms.push({ kind: 'prefix', word });
  });
  if (count === 0) return { problem: 'q must contain a letter or a digit' };
  if (count > MAX_SEARCH_WORDS)
    return {
      problem: `q must have at most ${MAX_SEARCH_WORDS} words (a phrase counts each of its words)`,
    };
  return { terms };
}

/** The indexes (in `words`) of the words where `term` matches, each with how many words it spans. */
function termAt(term: SearchTerm, words: Word[], i: number): number {
  if (term.kind === 'prefix')
    return words[i].folded.startsWith(term.word) ? 1 : 0;
  return term.words.every((word, j) => words[i + j]?.folded === word)
    ? term.words.length
    : 0;
}

/** Whether one of `fields` matches `term`. */
const fieldsMatch = (term: SearchTerm, fields: Word[][]) =>
  fields.some((words) => words.some((_, i) => termAt(term, words, i) > 0));

/** Whether a row whose searched fields are `fields` matches every term (the reference the indexes are tested against). */
export function matches(terms: SearchTerm[], fields: string[]): boolean {
  const words = fields.map(wordsOf);
  return terms.every((term) => fieldsMatch(term, words));
}

/** The longest snippet, in code points. */
export const SNIPPET_LENGTH = 160;

/** Code points of context a snippet keeps before its first match. */
const LEAD = 40;

/** Where each match of `terms` is in a text (`[start, end)`, in code points): each word's, in `terms` order. */
type Spans = [start: number, end: number][];

/** The matches of `terms` in a text, word by word (any text). */
function spansOf(terms: SearchTerm[], text: string): Spans {
  const words = wordsOf(text);
  const spans: Spans = [];
  words.forEach((word, i) => {
    for (const term of terms) {
      const span = termAt(term, words, i);
      if (span > 0) {
        const last = words[i + span - 1];
        spans.push([word.start, last.start + last.length]);
      }
    }
  });
  return spans;
}

/** Whether the code unit at `i` of lower-case ASCII text is a letter or a digit. */
const alnumAt = (text: string, i: number) => {
  const code = text.charCodeAt(i);
  return (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
};

/**
 * The end of the match of `term` at `at` in lower-case ASCII `text` (a word starts there), or -1:
 * a prefix spans its word; a phrase, its whole words, each the next word after the one before.
 */
function asciiMatchEnd(term: SearchTerm, text: string, at: number): number {
  let end = at;
  if (term.kind === 'prefix') {
    if (!text.startsWith(term.word, at)) return -1;
    while (alnumAt(text, end)) end++;
    return end;
  }
  for (const [j, word] of term.words.entries()) {
    if (j > 0) while (end < text.length && !alnumAt(text, end)) end++;
    if (!text.startsWith(word, end) || alnumAt(text, end + word.length))
      return -1;
    end += word.length;
  }
  return end;
}

/**
 * `spansOf` for ASCII text (a code point is a code unit), the first match found by `indexOf` and
 * no word cut before it: a rare word at the end of a long content is found without the words
 * before it. Only the spans starting before `to(first)` are listed, with the first.
 */
function asciiSpansOf(
  terms: SearchTerm[],
  text: string,
  to: (first: number) => number,
): Spans {
  const lower = text.toLowerCase();
  // The starts of the words where `term` may match, from `from` on.
  const starts = function* (term: SearchTerm, from: number) {
    const head = term.kind === 'prefix' ? term.word : term.words[0];
    for (let at = lower.indexOf(head, from); at >= 0;) {
      if (at === 0 || !alnumAt(lower, at - 1)) yield at;
      at = lower.indexOf(head, at + 1);
    }
  };
  const firstOf = (term: SearchTerm) => {
    for (const at of starts(term, 0))
      if (asciiMatchEnd(term, lower, at) >= 0) return at;
    return -1;
  };
  const firsts = terms.map(firstOf).filter((at) => at >= 0);
  if (firsts.length === 0) return [];
  const first = Math.min(...firsts);
  const end = to(first);
  const spans: Spans = [];
  for (const term of terms)
    for (const at of starts(term, first)) {
      if (at >= end) break;
      const matched = asciiMatchEnd(term, lower, at);
      if (matched >= 0) spans.push([at, matched]);
    }
  return spans;
}

/**
 * The snippet of a row: the first field (in the order given) where a term matches, around that
 * field's first match; `undefined` where no field does (a row changed since it was found).
 */
export function snippetOf(
  terms: SearchTerm[],
  fields: [name: string, text: string | null | undefined][],
): Snippet | undefined {
  for (const [field, value] of fields) {
    if (!value) continue;
    const ascii = ASCII.test(value);
    // Code points: of ASCII, its code units.
    const points = ascii ? undefined : Array.from(value);
    const length = points?.length ?? value.length;
    // Where the snippet starts, given its first match.
    const fromOf = (first: number) => {
      const from = Math.max(0, first - LEAD);
      if (from === 0) return from;
      // Start on a word: cut at the first separator after `from`, unless that passes the match.
      const cut = points
        ? points.slice(from, first).findIndex((p) => /\s/u.test(p))
        : value.slice(from, first).search(/\s/u);
      return cut >= 0 ? from + cut + 1 : from;
    };
    const toOf = (from: number) => Math.min(length, from + SNIPPET_LENGTH);
    const spans = points
      ? spansOf(terms, value)
      : asciiSpansOf(terms, value, (first) => toOf(fromOf(first)));
    if (spans.length === 0) continue;
    const from = fromOf(Math.min(...spans.map(([start]) => start)));
    const to = toOf(from);
    return {
      field,
      text: points ? points.slice(from, to).join('') : value.slice(from, to),
      matches: spans
        .filter(([start, end]) => start >= from && end <= to)
        .sort((a, b) => a[0] - b[0])
        .filter(([start], i, all) => i === 0 || start >= all[i - 1][1])
        .map(([start, end]) => ({ start: start - from, length: end - start })),
    };
  }
  return undefined;
}
