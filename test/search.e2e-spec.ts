import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type request from 'supertest';
import { DataSource } from 'typeorm';
import { matches, parseSearch } from '#libs/lists/index.js';
import { Doc } from '../src/docs/doc.entity.js';
import { startTestApp, type TestApp } from './support/app.js';
import { testDialect } from './support/database.js';
import { linksOf, random } from './support/lists.js';
import {
  adminToken,
  createUser,
  type TestUser,
} from './factories/users.factory.js';
import { createDoc } from './factories/docs.factory.js';

interface Item {
  id: string;
  title: string;
  snippet?: {
    field: string;
    text: string;
    matches: { start: number; length: number }[];
  };
}

const links = linksOf;

describe('q: words, prefixes, phrases, relevance and snippets (issue #34)', () => {
  let t: TestApp;
  let alice: TestUser;
  const named: Record<string, string> = {};
  const get = (url: string) =>
    t.http.get(url).auth(alice.token, { type: 'bearer' });
  const titles = async (url: string) =>
    ((await get(url).expect(200)).body as Item[]).map((item) => item.title);

  const DOCS: [name: string, body: Record<string, unknown>][] = [
    [
      'go',
      { title: 'Go for beginners', description: 'Goroutines and channels' },
    ],
    ['c', { title: 'Intro to C', description: 'Pointers, arrays' }],
    ['r', { title: 'R and data frames', description: 'Statistics' }],
    ['ai', { title: 'AI ethics', description: 'Bias; fairness' }],
    ['resume', { title: 'Résumé writing', description: 'For jobs' }],
    ['greek', { title: 'ΣΊΣΥΦΟΣ', description: 'Myth' }],
    ['istanbul', { title: 'İstanbul notes', description: 'Travel' }],
    ['wide', { title: 'ＧＯ in full width', description: 'Width' }],
    [
      'replica',
      {
        title: 'Operations',
        description: 'Running a database',
        content: `${'Backups come first. '.repeat(12)}Streaming replication sends the log to standbys.`,
      },
    ],
    [
      'phrase',
      {
        title: 'Postgres index types',
        description: 'B-tree, GIN, GiST',
        tags: ['golang'],
      },
    ],
    [
      'apart',
      {
        title: 'Index of Postgres tools',
        description: 'Index first, postgres later',
      },
    ],
    [
      'split',
      {
        title: 'Tuning postgres',
        description: 'index maintenance',
      },
    ],
    [
      'operators',
      {
        title: 'NEAR OR AND NOT',
        description: 'col:umn "quoted" 100% a_b c\\d -minus *star',
      },
    ],
  ];

  beforeAll(async () => {
    t = await startTestApp();
    alice = await createUser(t.http, 'author');
    for (const [name, body] of DOCS)
      named[name] = (
        await createDoc(t.http, alice.token, {
          tags: ['test'],
          content: '',
          ...body,
        })
      ).id;
  });
  afterAll(() => t?.close());

  it.each([
    ['Go', ['Go for beginners', 'ＧＯ in full width', 'Postgres index types']],
    ['C', ['Intro to C']],
    ['R', ['R and data frames', 'Résumé writing', 'Operations']],
    ['AI', ['AI ethics']],
    ['resume', ['Résumé writing']],
    ['σίσυφος', ['ΣΊΣΥΦΟΣ']],
    ['ΣΊΣ', ['ΣΊΣΥΦΟΣ']],
    ['i̇st', ['İstanbul notes']],
    ['ist', ['İstanbul notes']],
    ['ｇｏｌ', ['Postgres index types']],
    ['replication', ['Operations']],
    [
      'postgres index',
      ['Postgres index types', 'Index of Postgres tools', 'Tuning postgres'],
    ],
    ['"postgres index"', ['Postgres index types']],
    ['"index postgres"', []],
    [
      '"postgres index',
      ['Postgres index types', 'Index of Postgres tools', 'Tuning postgres'],
    ],
  ])('q=%s finds what a reader expects', async (q, expected) => {
    const found = await titles(
      `/api/v1/docs?sort=title&limit=100&q=${encodeURIComponent(q)}`,
    );
    const want = new Set(
      DOCS.map(([, body]) => String(body.title)).filter((title) =>
        (expected as string[]).includes(title),
      ),
    );
    // `C` also begins words elsewhere (`channels`, `col`): every doc listed holds such a word.
    if (q === 'C') {
      expect(found).toEqual(expect.arrayContaining(['Intro to C']));
      return;
    }
    expect(new Set(found)).toEqual(want);
  });

  it.each([
    'NEAR',
    'OR',
    'AND NOT',
    'col:umn',
    '"quoted"',
    '100%',
    'a_b',
    'c\\d',
    '-minus',
    '*star',
    'NEAR(col umn)',
    '"unbalanced',
    'col* -minus',
    "o'clock",
  ])('q=%s is plain text, never syntax nor a 500', async (q) => {
    const res = await get(
      `/api/v1/docs?sort=title&limit=100&q=${encodeURIComponent(q)}`,
    );
    expect(res.status).toBe(200);
    const parsed = parseSearch(q);
    const expected = DOCS.filter(
      ([, body]) =>
        'terms' in parsed &&
        matches(parsed.terms, [
          String(body.title),
          String(body.description),
          ((body.tags as string[] | undefined) ?? ['test']).join(' '),
          String(body.content ?? ''),
        ]),
    ).map(([, body]) => body.title);
    expect((res.body as Item[]).map((item) => item.title).sort()).toEqual(
      [...expected].sort(),
    );
  });

  it.each([
    ['%', 'q must contain a letter or a digit'],
    ['***', 'q must contain a letter or a digit'],
    ['" "', 'q must contain a letter or a digit'],
    ['a b c d e f g h i j k', 'q must have at most 10 words'],
    ['x'.repeat(201), 'q must be'],
  ])('q=%s is a 400 with a clear message', async (q, message) => {
    const res = await get(`/api/v1/docs?q=${encodeURIComponent(q)}`).expect(
      400,
    );
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.body.errors).toEqual([
      { field: '/q', message: expect.stringContaining(message) },
    ]);
  });

  it('ranks a title match above a description, tags or content match, then the newest first', async () => {
    const first = await createDoc(t.http, alice.token, {
      title: 'Zeppelin notes',
      description: 'Airships',
    });
    const inContent = await createDoc(t.http, alice.token, {
      title: 'Airships',
      description: 'History',
      content: 'The zeppelin flew.',
    });
    const inDescription = await createDoc(t.http, alice.token, {
      title: 'Flying',
      description: 'A zeppelin story',
    });
    const inTags = await createDoc(t.http, alice.token, {
      title: 'More flying',
      description: 'Nothing here',
      tags: ['zeppelin'],
    });
    const second = await createDoc(t.http, alice.token, {
      title: 'Zeppelin notes',
      description: 'Airships',
    });
    const res = await get('/api/v1/docs?q=zeppelin').expect(200);
    expect((res.body as Item[]).map((item) => item.id)).toEqual([
      second.id,
      first.id,
      inDescription.id,
      inTags.id,
      inContent.id,
    ]);
    expect(res.headers['x-total-count']).toBe('5');
    expect(res.headers['search-ranked-only']).toBeUndefined();
    // An explicit sort wins.
    const sorted = await get('/api/v1/docs?q=zeppelin&sort=createdAt').expect(
      200,
    );
    expect((sorted.body as Item[]).map((item) => item.id)).toEqual([
      first.id,
      inContent.id,
      inDescription.id,
      inTags.id,
      second.id,
    ]);
  });

  it('walks a relevance order by next and back by prev, each match once, in order', async () => {
    const whole = (
      (await get('/api/v1/docs?q=postgres&limit=100').expect(200))
        .body as Item[]
    ).map((item) => item.id);
    expect(whole.length).toBeGreaterThanOrEqual(3);
    const seen: string[] = [];
    let next: string | undefined = '/api/v1/docs?q=postgres&limit=1';
    let last: request.Response | undefined;
    while (next) {
      last = await get(next).expect(200);
      seen.push(...(last.body as Item[]).map((item) => item.id));
      next = links(last.headers.link).next;
    }
    expect(seen).toEqual(whole);
    const back: string[] = [];
    let prev: string | undefined = links(last!.headers.link).prev;
    while (prev) {
      const res: request.Response = await get(prev).expect(200);
      back.unshift(...(res.body as Item[]).map((item) => item.id));
      prev = links(res.headers.link).prev;
    }
    expect(back).toEqual(whole.slice(0, -1));
    // A cursor of the relevance order is not one of another q, nor of an explicit sort.
    const cursor = /cursor=([\w-]+)/.exec(
      links((await get('/api/v1/docs?q=postgres&limit=1')).headers.link).next,
    )![1];
    await get(`/api/v1/docs?q=index&limit=1&cursor=${cursor}`).expect(400);
    await get(
      `/api/v1/docs?q=postgres&sort=-createdAt&limit=1&cursor=${cursor}`,
    ).expect(400);
  });

  it('gives each item a snippet of where it matched: plain text, at most 160 code points, with the matched ranges', async () => {
    const res = await get('/api/v1/docs?q=streaming%20replic').expect(200);
    const [item] = res.body as Item[];
    expect(item.id).toBe(named.replica);
    const { field, text, matches: ranges } = item.snippet!;
    expect(field).toBe('content');
    expect(Array.from(text).length).toBeLessThanOrEqual(160);
    const words = ranges.map(({ start, length }) =>
      Array.from(text)
        .slice(start, start + length)
        .join(''),
    );
    expect(words).toEqual(['Streaming', 'replication']);
    expect((item as unknown as { content?: string }).content).toBeUndefined();
    const title = (
      (await get('/api/v1/docs?q=%22postgres%20index%22').expect(200))
        .body as Item[]
    )[0].snippet!;
    expect(title).toEqual({
      field: 'title',
      text: 'Postgres index types',
      matches: [{ start: 0, length: 14 }],
    });
    // No q, no snippet.
    const plain = (await get('/api/v1/docs?limit=1').expect(200))
      .body as Item[];
    expect(plain[0].snippet).toBeUndefined();
  });

  it('searches lessons by title and description, and users (admins) by e-mail and pseudo', async () => {
    const lesson = await t.http
      .post('/api/v1/lessons')
      .auth(alice.token, { type: 'bearer' })
      .send({ title: 'Quasar basics', description: 'Stars', docIds: [] })
      .expect(201);
    const lessons = (await get('/api/v1/lessons?q=qua').expect(200))
      .body as Item[];
    expect(lessons.map((item) => item.id)).toEqual([lesson.body.id]);
    const admin = await adminToken(t.http);
    const users = await t.http
      .get(`/api/v1/users?q=${encodeURIComponent(alice.pseudo.slice(0, 2))}`)
      .auth(admin, { type: 'bearer' })
      .expect(200);
    expect(users.body.map((user: { id: string }) => user.id)).toContain(
      alice.id,
    );
  });

  it('ranks only the newest 1,000 matches when more match, says so, and gives no count', async () => {
    const dataSource = t.app.get(DataSource);
    const now = Date.now();
    const rows = Array.from({ length: 1001 }, (_, i) => ({
      id: randomUUID(),
      authorId: alice.id,
      title: `Plentiful ${i}`,
      description: 'Many',
      reference: null,
      tags: [],
      content: '',
      version: 1,
      createdAt: new Date(now - 10_000_000 + i),
      updatedAt: new Date(now - 10_000_000 + i),
    }));
    for (let i = 0; i < rows.length; i += 200)
      await dataSource.getRepository(Doc).insert(rows.slice(i, i + 200));
    const res = await get('/api/v1/docs?q=plentiful&limit=5').expect(200);
    expect(res.headers['search-ranked-only']).toBe('1000');
    expect(res.headers['x-total-count']).toBeUndefined();
    // The oldest match is not ranked; a sort walks every match.
    const oldest = rows[0].id;
    const ranked = new Set<string>();
    let next: string | undefined = '/api/v1/docs?q=plentiful&limit=100';
    while (next) {
      const page: request.Response = await get(next).expect(200);
      for (const item of page.body as Item[]) ranked.add(item.id);
      next = links(page.headers.link).next;
    }
    expect(ranked.size).toBe(1000);
    expect(ranked.has(oldest)).toBe(false);
    const last = await get(
      '/api/v1/docs?q=plentiful&sort=createdAt&limit=1',
    ).expect(200);
    expect((last.body as Item[])[0].id).toBe(oldest);
  });

  describe('against a plain implementation over random text', () => {
    const ALPHABET = [
      'é',
      'e',
      'E',
      'É',
      'ü',
      'ß',
      'ø',
      'Å',
      'ç',
      'ñ',
      'σ',
      'Σ',
      'ς',
      'ί',
      'İ',
      'ı',
      'ｇ',
      'Ｇ',
      'a',
      'b',
      'g',
      'o',
      'r',
      'x',
      '1',
      '2',
      ' ',
      ' ',
      ' ',
      '-',
      '*',
      '"',
      "'",
      '%',
      '_',
      '\\',
      ':',
      '(',
      ')',
      '^',
      '+',
      '.',
      ',',
      '@',
      '~',
      '/',
    ];
    const rand = random(34);
    const pick = () => ALPHABET[rand(ALPHABET.length)];
    const text = (length: number) =>
      Array.from({ length }, pick).join('').trim() || 'x';
    const bodies = Array.from({ length: 40 }, () => ({
      title: text(12),
      description: text(20),
      tags: [text(6).slice(0, 40)],
      content: text(60),
    }));
    const ids: string[] = [];
    let bob: TestUser;

    beforeAll(async () => {
      bob = await createUser(t.http, 'author');
      for (const body of bodies)
        ids.push((await createDoc(t.http, bob.token, body)).id);
    });

    const queries = Array.from({ length: 60 }, (_, i) => {
      const body = bodies[rand(bodies.length)];
      const source = [body.title, body.description, body.content][i % 3];
      const from = rand(source.length);
      return source.slice(from, from + 1 + rand(8));
    }).filter((q) => 'terms' in parseSearch(q));

    it('lists exactly the docs the reference matches, for every query', async () => {
      const wrong: string[] = [];
      for (const [i, q] of queries.entries()) {
        const { terms } = parseSearch(q) as {
          terms: Parameters<typeof matches>[0];
        };
        const expected = bodies
          .map((body, i) =>
            matches(terms, [
              body.title,
              body.description,
              body.tags.join(' '),
              body.content,
            ])
              ? ids[i]
              : undefined,
          )
          .filter(Boolean)
          .sort();
        const res = await get(
          `/api/v1/docs?sort=${['title', '-createdAt', 'createdAt'][i % 3]}&limit=100&authorId=${bob.id}&q=${encodeURIComponent(q)}`,
        ).expect(200);
        const found = (res.body as Item[])
          .map((item) => item.id)
          .filter((id) => ids.includes(id))
          .sort();
        if (JSON.stringify(found) !== JSON.stringify(expected))
          wrong.push(
            `${JSON.stringify(q)}: found ${found.length}, expected ${expected.length}`,
          );
      }
      expect(wrong).toEqual([]);
      expect(queries.length).toBeGreaterThan(40);
    });
  });

  describe('when most docs match, but not the newest (the walk of the newest rows, then the index)', () => {
    let t2: TestApp;
    let carol: TestUser;
    /** The docs holding the phrase, `ancient` and `patchy`, newest first. */
    let phrased: string[];
    let ancient: string[];
    let patchy: string[];
    const rows = (count: number, word: (i: number) => string) => {
      const now = Date.now();
      return Array.from({ length: count }, (_, i) => ({
        id: randomUUID(),
        authorId: carol.id,
        title: `Row ${i} ${word(i)}`,
        description: '',
        reference: null,
        tags: [],
        content: '',
        version: 1,
        createdAt: new Date(now - 100_000 + i),
        updatedAt: new Date(now - 100_000 + i),
      }));
    };

    beforeAll(async () => {
      t2 = await startTestApp();
      carol = await createUser(t2.http, 'author');
      // 24,000 docs: `fresh` in the newest 90 % (PostgreSQL finds its newest matches by a walk of
      // the newest rows), `ancient` in the oldest 70 % (the walk finds too few: read from the index).
      // Both words of `"gamma delta"` are in every doc, the phrase in one in ten: reading its
      // matches from the index costs every row, a walk finds them (on PostgreSQL). `patchy` is in
      // every doc of the oldest half and one in eight of the newest: a first walk finds too few
      // and a second, as far as its rate of matches says, finds them.
      const all = rows(24_000, (i) =>
        [
          i >= 2_400 && 'fresh',
          i < 16_800 && 'ancient',
          i % 10 === 0 ? 'gamma delta' : 'delta gamma',
          (i < 12_000 || i % 8 === 0) && 'patchy',
        ]
          .filter(Boolean)
          .join(' '),
      );
      const dataSource = t2.app.get(DataSource);
      for (let i = 0; i < all.length; i += 500)
        await dataSource.getRepository(Doc).insert(all.slice(i, i + 500));
      if (testDialect() === 'postgres')
        await dataSource.query('ANALYZE lists_docs_search');
      named.newestFresh = all[23_999].id;
      named.newestAncient = all[16_799].id;
      named.newestPhrase = all[23_990].id;
      phrased = all
        .filter((_, i) => i % 10 === 0)
        .map((row) => row.id)
        .reverse();
      ancient = all
        .slice(0, 16_800)
        .map((row) => row.id)
        .reverse();
      patchy = all
        .filter((_, i) => i < 12_000 || i % 8 === 0)
        .map((row) => row.id)
        .reverse();
    });
    afterAll(() => t2?.close());

    it.each([
      ['fresh', 'newestFresh'],
      ['ancient', 'newestAncient'],
      ['"gamma delta"', 'newestPhrase'],
      // Read by its rarest term (PostgreSQL), each candidate checked for the prefix `d`.
      ['d ancient', 'newestAncient'],
    ])('q=%s ranks the newest 1,000 of its matches', async (q, newest) => {
      const res = await t2.http
        .get(`/api/v1/docs?q=${encodeURIComponent(q)}&limit=100`)
        .auth(carol.token, { type: 'bearer' })
        .expect(200);
      expect(res.headers['search-ranked-only']).toBe('1000');
      // Equal scores: the newest first.
      expect((res.body as Item[])[0].id).toBe(named[newest]);
      expect(res.body).toHaveLength(100);
    });

    // Its words are in every doc: SQLite's BM25 would read all of their rows to weigh it.
    it('ranks a phrase of words in every doc by the fields holding it: here the newest first', async () => {
      const res = await t2.http
        .get(`/api/v1/docs?q=${encodeURIComponent('"gamma delta"')}&limit=100`)
        .auth(carol.token, { type: 'bearer' })
        .expect(200);
      expect((res.body as Item[]).map((item) => item.id)).toEqual(
        phrased.slice(0, 100),
      );
    });

    it('q=patchy ranks the newest 1,000 of its matches, sparse among the newest rows', async () => {
      const res = await t2.http
        .get('/api/v1/docs?q=patchy&limit=100')
        .auth(carol.token, { type: 'bearer' })
        .expect(200);
      expect(res.headers['search-ranked-only']).toBe('1000');
      expect(res.headers['x-total-count']).toBeUndefined();
      expect((res.body as Item[]).map((item) => item.id)).toEqual(
        patchy.slice(0, 100),
      );
    });

    // `ancient` by `-createdAt`: a walk of the newest rows finds none; its matches are read and
    // sorted on the search table's own columns (PostgreSQL).
    it.each([
      ['"gamma delta"', '-createdAt'],
      ['"gamma delta"', 'createdAt'],
      ['ancient', '-createdAt'],
    ])(
      'q=%s&sort=%s walks its matches by next, each once, in order',
      async (q, sort) => {
        const newestFirst = q === 'ancient' ? ancient : phrased;
        const expected =
          sort === 'createdAt' ? [...newestFirst].reverse() : newestFirst;
        const seen: string[] = [];
        let path: string | undefined =
          `/api/v1/docs?q=${encodeURIComponent(q)}&sort=${sort}&limit=100`;
        for (let pages = 0; path && pages < 5; pages++) {
          const res: request.Response = await t2.http
            .get(path)
            .auth(carol.token, { type: 'bearer' })
            .expect(200);
          seen.push(...(res.body as Item[]).map((item) => item.id));
          path = links(res.headers.link).next;
        }
        expect(seen).toEqual(expected.slice(0, 500));
      },
    );

    // Last: these docs hold `fresh` too. BM25 weighs a word in half the docs or more as nothing.
    it('ranks a word in most docs by the fields holding it, and beside a rarer word by that one', async () => {
      const create = (body: Record<string, unknown>) =>
        createDoc(t2.http, carol.token, { description: '', ...body });
      const titleAndContent = await create({
        title: 'Fresh air',
        content: 'fresh water',
      });
      const zebuInContent = await create({
        title: 'Fresh start',
        content: 'A zebu.',
      });
      const zebuInDescription = await create({
        title: 'Fresh look',
        description: 'A zebu',
      });
      const descriptionOnly = await create({
        title: 'Newest',
        description: 'fresh',
      });
      const ids = async (q: string, filters = '') =>
        (
          (
            await t2.http
              .get(
                `/api/v1/docs?q=${encodeURIComponent(q)}&limit=100${filters}`,
              )
              .auth(carol.token, { type: 'bearer' })
              .expect(200)
          ).body as Item[]
        ).map((item) => item.id);
      const fresh = await ids('fresh');
      // Title and content first, then the titles, newest first; the description alone after them.
      expect(fresh.slice(0, 4)).toEqual([
        titleAndContent.id,
        zebuInDescription.id,
        zebuInContent.id,
        named.newestFresh,
      ]);
      expect(fresh).not.toContain(descriptionOnly.id);
      expect(await ids('fresh zebu')).toEqual([
        zebuInDescription.id,
        zebuInContent.id,
      ]);
      // How often the word occurs weighs nothing either: the title before twenty times in content.
      const inTitle = await create({ title: 'Fresh once', tags: ['repeats'] });
      const inContent = await create({
        title: 'Repeats',
        content: 'fresh '.repeat(20),
        tags: ['repeats'],
      });
      expect(await ids('fresh')).not.toContain(inContent.id);
      expect(await ids('fresh', '&tag=repeats')).toEqual([
        inTitle.id,
        inContent.id,
      ]);
    });
  });
});
