import { describe, expect, it } from '@jest/globals';
import {
  fold,
  matches,
  parseSearch,
  searchedText,
  snippetOf,
  type SearchTerm,
  wordsOf,
} from './search-text.js';

const terms = (q: string): SearchTerm[] => {
  const parsed = parseSearch(q);
  if (!('terms' in parsed)) throw new Error(parsed.problem);
  return parsed.terms;
};

describe('search text', () => {
  it.each([
    ['Résumé', 'resume'],
    ['ＧＯ', 'go'],
    ['ΣΊΣΥΦΟΣ', 'σισυφοσ'],
    ['İstanbul', 'istanbul'],
    ['Straße', 'strasse'],
    ['Œuvre Ørsted Łódź', 'oeuvre orsted lodz'],
    ['ﬁne', 'fine'],
  ])('folds %s as %s', (text, folded) => {
    expect(fold(text)).toBe(folded);
  });

  it('cuts words at every character that is not a letter or a digit, counting code points', () => {
    expect(wordsOf('a-b_c 3.14 x@y.com 😀é')).toEqual([
      { start: 0, length: 1, folded: 'a' },
      { start: 2, length: 1, folded: 'b' },
      { start: 4, length: 1, folded: 'c' },
      { start: 6, length: 1, folded: '3' },
      { start: 8, length: 2, folded: '14' },
      { start: 11, length: 1, folded: 'x' },
      { start: 13, length: 1, folded: 'y' },
      { start: 15, length: 3, folded: 'com' },
      { start: 20, length: 1, folded: 'e' },
    ]);
    expect(searchedText('C++ & C#: "the" ½')).toBe('c c the 1 2');
  });

  it('cuts ASCII text as any text (its own shorter path)', () => {
    // A last non-ASCII word sends the same text down the general path.
    const printable = Array.from({ length: 95 }, (_, i) =>
      String.fromCharCode(32 + i),
    );
    for (let run = 0; run < 200; run++) {
      const text = Array.from(
        { length: Math.floor(Math.random() * 40) },
        () => printable[Math.floor(Math.random() * printable.length)],
      ).join('');
      expect(wordsOf(text)).toEqual(wordsOf(`${text} é`).slice(0, -1));
    }
  });

  it('cuts the snippet of ASCII text as of any text (its own shorter path)', () => {
    const vocabulary = ['Go', 'golang', 'g', 'write', 'ahead', 'LOG', 'logs'];
    const separators = [' ', ' ', '  ', ', ', '-', '.\n', '"', '%', '_'];
    const pick = <T>(list: T[]) =>
      list[Math.floor(Math.random() * list.length)];
    for (let run = 0; run < 300; run++) {
      const text = Array.from(
        { length: 1 + Math.floor(Math.random() * 120) },
        () => pick(vocabulary) + pick(separators),
      ).join('');
      const q = Array.from({ length: 1 + Math.floor(Math.random() * 3) }, () =>
        Math.random() < 0.3
          ? `"${pick(vocabulary)} ${pick(vocabulary)}"`
          : pick(vocabulary).slice(0, 1 + Math.floor(Math.random() * 3)),
      ).join(' ');
      // A no-break space for each space: the same words and cut, down the general path.
      const ascii = snippetOf(terms(q), [['content', text]]);
      const general = snippetOf(terms(q), [
        ['content', text.replaceAll(' ', '\u00a0')],
      ]);
      expect(ascii).toEqual(
        general && { ...general, text: general.text.replaceAll('\u00a0', ' ') },
      );
    }
  });

  it('reads words, phrases and unpaired quotes, and nothing as an operator', () => {
    expect(parseSearch('Go "write ahead" -log* OR')).toEqual({
      terms: [
        { kind: 'prefix', word: 'go' },
        { kind: 'phrase', words: ['write', 'ahead'] },
        { kind: 'prefix', word: 'log' },
        { kind: 'prefix', word: 'or' },
      ],
    });
    expect(parseSearch('"unpaired quote')).toEqual({
      terms: [
        { kind: 'prefix', word: 'unpaired' },
        { kind: 'prefix', word: 'quote' },
      ],
    });
    expect(parseSearch('%*"')).toEqual({
      problem: 'q must contain a letter or a digit',
    });
    expect(parseSearch('a b c d e f g h i j k')).toMatchObject({
      problem: expect.stringContaining('at most 10 words'),
    });
    expect(parseSearch('a "b c d e f g h i j" k')).toMatchObject({
      problem: expect.stringContaining('at most 10 words'),
    });
  });

  it('matches when every term matches in some field: words as prefixes, phrases whole and adjacent in one field', () => {
    const doc = ['Postgres index types', 'A standby stays ahead'];
    expect(matches(terms('post ind'), doc)).toBe(true);
    expect(matches(terms('index ahead'), doc)).toBe(true);
    expect(matches(terms('"postgres index"'), doc)).toBe(true);
    expect(matches(terms('"postgres ind"'), doc)).toBe(false);
    expect(matches(terms('"index postgres"'), doc)).toBe(false);
    expect(matches(terms('"types a"'), doc)).toBe(false);
    expect(matches(terms('ndex'), doc)).toBe(false);
  });

  it('cuts a snippet of the first field that matches, around its first match, with the matched words', () => {
    const long = `${'Backups come first. '.repeat(10)}Streaming replication sends the log.`;
    const snippet = snippetOf(terms('replic stream'), [
      ['title', 'Operations'],
      ['content', long],
    ])!;
    expect(snippet.field).toBe('content');
    expect(Array.from(snippet.text).length).toBeLessThanOrEqual(160);
    expect(
      snippet.matches.map(({ start, length }) =>
        snippet.text.slice(start, start + length),
      ),
    ).toEqual(['Streaming', 'replication']);
    // Starts on a word, about 40 code points before the first match.
    const at = long.indexOf(snippet.text);
    expect(long[at - 1]).toBe(' ');
    expect(long.indexOf('Streaming') - at).toBeLessThanOrEqual(40);
    expect(
      snippetOf(terms('"write ahead"'), [['title', 'We write ahead.']]),
    ).toEqual({
      field: 'title',
      text: 'We write ahead.',
      matches: [{ start: 3, length: 11 }],
    });
    expect(snippetOf(terms('zebra'), [['title', 'Operations']])).toBe(
      undefined,
    );
  });
});
