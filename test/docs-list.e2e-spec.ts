import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type request from 'supertest';
import { DataSource } from 'typeorm';
import { CURSOR_TAG_BYTES, CursorSigner } from '#libs/rest/index.js';
import { startTestApp, type TestApp } from './support/app.js';
import { createUser, type TestUser } from './factories/users.factory.js';
import { createDoc } from './factories/docs.factory.js';
import { linksOf } from './support/lists.js';

const links = linksOf;

const TAG_SETS = [['a'], ['a', 'b'], ['b'], ['a', 'b', 'c'], []];

describe('GET /docs lists (contract §7)', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  const ids: string[] = [];
  beforeAll(async () => {
    t = await startTestApp();
    [alice, bob] = await Promise.all([
      createUser(t.http, 'author'),
      createUser(t.http, 'author'),
    ]);
    for (let i = 0; i < 47; i++) {
      const doc = await createDoc(
        t.http,
        i % 3 === 0 ? bob.token : alice.token,
        {
          // Repeated titles make the id tie-break matter.
          title: `${i % 2 ? 'Xylophone' : 'Lesson'} ${String(i % 6)}`,
          description: i % 4 === 0 ? 'About XML parsing' : 'Plain text',
          tags: TAG_SETS[i % TAG_SETS.length],
          // Searched too: words that no q of this file begins.
          content: `Body ${i}`,
          reference: `list-${i}`,
        },
      );
      ids.push(doc.id);
    }
  });
  afterAll(() => t?.close());

  const get = (url: string) =>
    t.http.get(url).auth(alice.token, { type: 'bearer' });

  it('answers a JSON array with X-Total-Count and Link (first, next, last)', async () => {
    const res = await get('/api/v1/docs?limit=10').expect(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body).toHaveLength(10);
    expect(res.headers['x-total-count']).toBe('47');
    const rel = links(res.headers.link);
    expect(Object.keys(rel).sort()).toEqual(['first', 'last', 'next']);
    expect(rel.next).toMatch(/^\/api\/v1\/docs\?cursor=[\w-]+&limit=10$/);
    expect(rel.last).toBe('/api/v1/docs?page=5&limit=10');
    const middle = links(
      (await get('/api/v1/docs?limit=10&page=3').expect(200)).headers.link,
    );
    expect(Object.keys(middle).sort()).toEqual([
      'first',
      'last',
      'next',
      'prev',
    ]);
  });

  it('defaults to page 1, limit 20, newest first', async () => {
    const res = await get('/api/v1/docs').expect(200);
    expect(res.body).toHaveLength(20);
    expect(res.body[0].id).toBe(ids[46]);
  });

  it.each([
    'createdAt',
    '-createdAt',
    'updatedAt',
    '-updatedAt',
    'title',
    '-title',
    '-title,createdAt',
  ])(
    'following next under sort=%s sees every doc exactly once, in order',
    async (sort) => {
      const seen: { id: string; title: string; createdAt: string }[] = [];
      let url: string | undefined = `/api/v1/docs?sort=${sort}&limit=6`;
      while (url) {
        const res: { body: typeof seen; headers: Record<string, string> } =
          await get(url).expect(200);
        seen.push(...res.body);
        url = links(res.headers.link).next;
      }
      expect(seen.map((d) => d.id).sort()).toEqual([...ids].sort());
      const [first] = sort.split(',');
      const field = first.replace('-', '') as 'title' | 'createdAt';
      const values = seen.map(
        (d) => d[field === 'title' ? 'title' : 'createdAt'],
      );
      const sorted = [...values].sort();
      expect(values).toEqual(first.startsWith('-') ? sorted.reverse() : sorted);
    },
  );

  it('gives summaries without content, and content only with include=content and limit <= 20', async () => {
    const [summary] = (await get('/api/v1/docs?limit=1').expect(200)).body;
    expect(summary).toMatchObject({ id: ids[46], tags: expect.any(Array) });
    expect('content' in summary).toBe(false);
    const whole = await get('/api/v1/docs?limit=20&include=content').expect(
      200,
    );
    expect(whole.body).toHaveLength(20);
    expect(whole.body[0]).toMatchObject({
      id: ids[46],
      content: expect.any(String),
    });
    const tooMany = await get('/api/v1/docs?limit=21&include=content').expect(
      400,
    );
    expect(tooMany.body.errors).toEqual([
      {
        field: '/limit',
        message: 'limit must be at most 20 with include=content',
      },
    ]);
    await get('/api/v1/docs?include=author').expect(400);
    // include does not change which rows a cursor names.
    const next = links(
      (await get('/api/v1/docs?limit=2&include=content').expect(200)).headers
        .link,
    ).next;
    const page = await get(next.replace('include=content&', '')).expect(200);
    expect('content' in page.body[0]).toBe(false);
  });

  it('shows each doc of a page as GET shows it, without content unless included', async () => {
    for (const include of ['', '&include=content']) {
      const page = (await get(`/api/v1/docs?limit=5${include}`).expect(200))
        .body as { id: string }[];
      expect(page).toHaveLength(5);
      for (const item of page) {
        const { content, ...summary } = (
          await get(`/api/v1/docs/${item.id}`).expect(200)
        ).body;
        expect(item).toEqual(include ? { ...summary, content } : summary);
      }
    }
  });

  it.each([
    ['garbage', 'cursor=!!'],
    ['not JSON', `cursor=${Buffer.from('nope').toString('base64url')}`],
    ['a forged value, unsigned', 'forged'],
    ['a forged value, signed', 'signed'],
    ['another sort', 'sort=title'],
    ['another filter', 'tag=a'],
  ])('answers 400, never 500, to a cursor of %s', async (_case, change) => {
    const next = links(
      (await get('/api/v1/docs?limit=3').expect(200)).headers.link,
    ).next;
    const cursor = new URL(next, 'http://x').searchParams.get('cursor')!;
    const [scope, direction, createdAt] = JSON.parse(
      Buffer.from(cursor, 'base64url').subarray(CURSOR_TAG_BYTES).toString(),
    ) as string[];
    const values = [createdAt, "' OR 1=1 --"];
    const forged =
      change === 'signed'
        ? t.app
            .get(CursorSigner)
            .encode(scope, { after: direction === 'a', values })
        : Buffer.from(JSON.stringify([scope, direction, ...values])).toString(
            'base64url',
          );
    const url = ['forged', 'signed'].includes(change)
      ? `/api/v1/docs?limit=3&cursor=${forged}`
      : change.startsWith('cursor=')
        ? `/api/v1/docs?${change}`
        : `${next}&${change}`;
    const res = await get(url).expect(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual([
      '/cursor',
    ]);
  });

  it('following prev from the last page walks back over every doc exactly once', async () => {
    let url: string | undefined = '/api/v1/docs?sort=title&limit=7';
    let last = '';
    while (url) {
      last = url;
      url = links((await get(url).expect(200)).headers.link).next;
    }
    const seen: string[] = [];
    url = last;
    while (url) {
      const res: request.Response = await get(url).expect(200);
      seen.unshift(...res.body.map((d: { id: string }) => d.id));
      url = links(res.headers.link).prev;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual([...ids].sort());
  });

  it('a page past the last is an empty array', async () => {
    const res = await get('/api/v1/docs?page=99&limit=10').expect(200);
    expect(res.body).toEqual([]);
    expect(res.headers['x-total-count']).toBe('47');
  });

  it('filters by every given tag', async () => {
    const both = await get('/api/v1/docs?tag=a&tag=b&limit=100').expect(200);
    expect(both.body.length).toBeGreaterThan(0);
    expect(
      both.body.every(
        (d: { tags: string[] }) => d.tags.includes('a') && d.tags.includes('b'),
      ),
    ).toBe(true);
    expect(both.headers['x-total-count']).toBe(
      String(ids.filter((_, i) => [1, 3].includes(i % 5)).length),
    );
    const one = await get('/api/v1/docs?tag=c').expect(200);
    expect(one.headers['x-total-count']).toBe(
      String(ids.filter((_, i) => i % 5 === 3).length),
    );
  });

  const idsOf = (res: request.Response) =>
    res.body.map((d: { id: string }) => d.id);
  /** The docs of `beforeAll` whose index passes `test`, newest first. */
  const made = (test: (i: number) => boolean) =>
    ids.filter((_, i) => test(i)).reverse();

  it('filters by q: each word begins a word of the title, description, tags or content, in any case', async () => {
    const xyl = await get(
      '/api/v1/docs?q=XYL&limit=100&sort=-createdAt',
    ).expect(200);
    expect(idsOf(xyl)).toEqual(made((i) => i % 2 === 1));
    const xml = await get(
      '/api/v1/docs?q=xml&limit=100&sort=-createdAt',
    ).expect(200);
    expect(idsOf(xml)).toEqual(made((i) => i % 4 === 0));
    // Shorter than a trigram: a word of one or two letters begins words too (`ab`: "About"; `c`: the tag).
    const ab = await get('/api/v1/docs?q=ab&limit=100&sort=-createdAt').expect(
      200,
    );
    expect(idsOf(ab)).toEqual(made((i) => i % 4 === 0));
    const c = await get('/api/v1/docs?q=c&limit=100&sort=-createdAt').expect(
      200,
    );
    expect(idsOf(c)).toEqual(made((i) => i % 5 === 3));
    // Every word must match, in any field: a lesson about XML; no xylophone is.
    const both = await get(
      '/api/v1/docs?q=lesson%20ABOUT&limit=100&sort=-createdAt',
    ).expect(200);
    expect(idsOf(both)).toEqual(made((i) => i % 4 === 0));
    const none = await get('/api/v1/docs?q=xylophone%20xml&limit=100').expect(
      200,
    );
    expect(none.body).toEqual([]);
    // Not inside a word: a substring that begins no word finds nothing (`ylo` of "Xylophone", `ody` of "Body").
    for (const q of ['ylo', 'ody', 'ml'])
      expect([q, (await get(`/api/v1/docs?q=${q}`).expect(200)).body]).toEqual([
        q,
        [],
      ]);
    // Separators are not text: `%` and `_` between words separate them, as a space does.
    const separated = await get(
      '/api/v1/docs?q=plain%25_text&limit=100&sort=-createdAt',
    ).expect(200);
    expect(idsOf(separated)).toEqual(made((i) => i % 4 !== 0));
    // A quoted phrase: those whole words, adjacent, in that order.
    const phrase = await get(
      `/api/v1/docs?q=${encodeURIComponent('"plain text"')}&limit=100&sort=-createdAt`,
    ).expect(200);
    expect(idsOf(phrase)).toEqual(made((i) => i % 4 !== 0));
    for (const q of ['"text plain"', '"plain tex"'])
      expect([
        q,
        (await get(`/api/v1/docs?q=${encodeURIComponent(q)}`).expect(200)).body,
      ]).toEqual([q, []]);
  });

  it('counts a search in the order of relevance; with sort, only when the page reaches its end', async () => {
    const first = await get('/api/v1/docs?q=xyl&limit=5').expect(200);
    expect(first.body).toHaveLength(5);
    expect(first.headers['x-total-count']).toBe('23');
    expect(first.headers['search-ranked-only']).toBeUndefined();
    expect(links(first.headers.link).last).toBe(
      '/api/v1/docs?q=xyl&page=5&limit=5',
    );
    // Its pages, by number, hold every match once.
    const pages = [idsOf(first)];
    for (let page = 2; page <= 5; page++)
      pages.push(
        idsOf(await get(`/api/v1/docs?q=xyl&limit=5&page=${page}`).expect(200)),
      );
    expect(pages.map((page) => page.length)).toEqual([5, 5, 5, 5, 3]);
    expect(pages.flat().sort()).toEqual(made((i) => i % 2 === 1).sort());
    const sorted = await get('/api/v1/docs?q=xyl&sort=title&limit=5').expect(
      200,
    );
    expect(sorted.headers['x-total-count']).toBeUndefined();
    expect(Object.keys(links(sorted.headers.link)).sort()).toEqual([
      'first',
      'next',
    ]);
    const end = await get(
      '/api/v1/docs?q=xyl&sort=title&limit=5&page=5',
    ).expect(200);
    expect(end.body).toHaveLength(3);
    expect(end.headers['x-total-count']).toBe('23');
    expect(links(end.headers.link).last).toBe(
      '/api/v1/docs?q=xyl&sort=title&page=5&limit=5',
    );
    const combined = await get('/api/v1/docs?tag=a&tag=b&limit=2').expect(200);
    expect(combined.headers['x-total-count']).toBeUndefined();
  });

  it('gives each item of a q list the snippet of its first matching field, by weight', async () => {
    const res = await get('/api/v1/docs?q=lesson%20xml&limit=1').expect(200);
    expect(res.body[0].snippet).toEqual({
      field: 'title',
      text: res.body[0].title,
      matches: [{ start: 0, length: 6 }],
    });
    const byDescription = await get('/api/v1/docs?q=pars&limit=1').expect(200);
    expect(byDescription.body[0].snippet).toEqual({
      field: 'description',
      text: 'About XML parsing',
      matches: [{ start: 10, length: 7 }],
    });
    expect(
      (await get('/api/v1/docs?limit=1').expect(200)).body[0],
    ).not.toHaveProperty('snippet');
  });

  it('filters by q ignoring case, accents and width beyond ASCII, on SQLite as on PostgreSQL', async () => {
    const doc = await createDoc(t.http, bob.token, {
      title: 'Écoles d’ÉTÉ',
      description: 'ΣΟΦΊΑ ΟΔΟΣ ÇÀ ET LÀ',
      tags: [],
    });
    try {
      for (const q of [
        'écoles',
        'ÉCOLES',
        'ecoles',
        'ＥＣＯ',
        'd’été',
        'd ete',
        'σοφία',
        'ΣΟΦΙΑ',
        'ΟΔΟΣ',
        'οδος',
        'çà et',
        'ca et la',
        'ET LÀ',
        '"ça et là"',
      ]) {
        const res = await get(`/api/v1/docs?q=${encodeURIComponent(q)}`).expect(
          200,
        );
        expect([q, idsOf(res)]).toEqual([q, [doc.id]]);
      }
      // Inside a word still finds nothing, in any script.
      for (const q of ['coles', 'οφία', '"là et"']) {
        const res = await get(`/api/v1/docs?q=${encodeURIComponent(q)}`).expect(
          200,
        );
        expect([q, idsOf(res)]).toEqual([q, []]);
      }
    } finally {
      await t.http
        .delete(`/api/v1/docs/${doc.id}`)
        .auth(bob.token, { type: 'bearer' })
        .expect(200);
    }
  });

  it('filters by authorId and reference', async () => {
    const bobs = await get(`/api/v1/docs?authorId=${bob.id}&limit=100`).expect(
      200,
    );
    expect(bobs.body.length).toBe(16);
    expect(
      bobs.body.every((d: { authorId: string }) => d.authorId === bob.id),
    ).toBe(true);
    const ref = await get('/api/v1/docs?reference=list-7').expect(200);
    expect(ref.body.map((d: { id: string }) => d.id)).toEqual([ids[7]]);
  });

  it('reads an authorId in upper case as the same UUID, counted alike, on both databases', async () => {
    const res = await get(
      `/api/v1/docs?authorId=${bob.id.toUpperCase()}&limit=5`,
    ).expect(200);
    expect([res.headers['x-total-count'], res.body.length]).toEqual(['16', 5]);
  });

  it.each([
    ['page=0', '/page'],
    ['page=abc', '/page'],
    ['limit=0', '/limit'],
    ['limit=101', '/limit'],
    ['limit=1.5', '/limit'],
    ['sort=author', '/sort'],
    ['sort=title,title', '/sort'],
    ['authorId=nope', '/authorId'],
    ['tagz=a', '/tagz'],
    ['constructor=a', '/constructor'],
    ['q=a%00b', '/q'],
    // No letter or digit: nothing to search for.
    ['q=%25%25%25', '/q'],
    ['q=%22%20-%22', '/q'],
    ['q=%F0%9F%98%80%F0%9F%98%80', '/q'],
    // More than 10 words, a phrase counting each of its own.
    ['q=a%20b%20c%20d%20e%20f%20g%20h%20i%20j%20k', '/q'],
    [`q=${encodeURIComponent('"a b c d e f" g h i j k')}`, '/q'],
    [`q=${'a'.repeat(201)}`, '/q'],
  ])('answers 400 to %s', async (query, field) => {
    const res = await get(`/api/v1/docs?${query}`).expect(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(
      field,
    );
  });

  it('tag=a&tag=b&q=xyl&sort=-title&page=2&limit=5 returns what the same query in SQL returns', async () => {
    const res = await get(
      '/api/v1/docs?tag=a&tag=b&q=xyl&sort=-title&page=2&limit=5',
    ).expect(200);
    // Words of this file's text are ASCII, separated by spaces: a word begins with `xyl` where ` xyl` begins a suffix.
    const begins = (column: string) =>
      `(' ' || LOWER(d.${column})) LIKE '% xyl%'`;
    const rows: { id: string }[] = await t.app.get(DataSource).query(
      `SELECT d.id FROM docs d
       WHERE EXISTS (SELECT 1 FROM doc_tags t WHERE t.doc_id = d.id AND t.tag = 'a')
         AND EXISTS (SELECT 1 FROM doc_tags t WHERE t.doc_id = d.id AND t.tag = 'b')
         AND (${['title', 'description', 'content'].map(begins).join(' OR ')}
           OR EXISTS (SELECT 1 FROM doc_tags t WHERE t.doc_id = d.id AND t.tag LIKE 'xyl%'))
       ORDER BY d.title DESC, d.id DESC LIMIT 5 OFFSET 5`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(idsOf(res)).toEqual(rows.map((row) => row.id));
  });
});

describe('GET /docs cursors under sort=title', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('follow a next link from a title of 200 characters outside the BMP', async () => {
    const alice = await createUser(t.http, 'author');
    // 200 code points (the longest title), 400 UTF-16 units.
    await createDoc(t.http, alice.token, { title: '🎓'.repeat(200) });
    await createDoc(t.http, alice.token, { title: 'Algebra' });
    const get = (url: string) =>
      t.http.get(url).auth(alice.token, { type: 'bearer' });
    const first = await get('/api/v1/docs?sort=-title&limit=1').expect(200);
    expect(first.body[0].title).toBe('🎓'.repeat(200));
    const next = await get(links(first.headers.link).next).expect(200);
    expect(next.body.map((doc: { title: string }) => doc.title)).toEqual([
      'Algebra',
    ]);
  });
});

describe('GET /docs?include=content within a byte budget (contract §6, §8)', () => {
  let t: TestApp;
  let token: string;
  const MiB = 1024 * 1024;
  // By title: a small doc, one over the 2 MiB budget alone, then three that fit two by two by
  // their UTF-8 bytes (`é` is 2 bytes: by characters, all three would fit).
  const contents = [
    'small',
    'x'.repeat(3 * MiB),
    'x'.repeat(700_000),
    'é'.repeat(400_000),
    'x'.repeat(700_000),
  ];
  beforeAll(async () => {
    t = await startTestApp({ BODY_LIMIT: String(4 * MiB) });
    ({ token } = await createUser(t.http, 'author'));
    for (const [i, content] of contents.entries())
      await createDoc(t.http, token, { title: `Budget ${i}`, content });
  });
  afterAll(() => t?.close());

  const get = (url: string) =>
    t.http.get(url).auth(token, { type: 'bearer' }).expect(200);
  const titles = (res: request.Response) =>
    res.body.map((doc: { title: string }) => doc.title);

  it('ends a page before the doc that would take it over 2 MiB of content, and its next link goes on', async () => {
    const pages: string[][] = [];
    let url = '/api/v1/docs?sort=title&include=content';
    let last: request.Response | undefined;
    while (url) {
      last = await get(url);
      pages.push(titles(last));
      expect(last.headers['x-total-count']).toBe('5');
      for (const doc of last.body)
        expect(doc.content).toBe(contents[Number(doc.title.slice(-1))]);
      url = links(last.headers.link).next;
    }
    expect(pages).toEqual([
      ['Budget 0'],
      // Over the budget alone: a page always has one doc.
      ['Budget 1'],
      ['Budget 2', 'Budget 3'],
      ['Budget 4'],
    ]);
    // Back from the last page, by prev: the same pages.
    const back = await get(links(last!.headers.link).prev);
    expect(titles(back)).toEqual(['Budget 2', 'Budget 3']);
    expect(titles(await get(links(back.headers.link).prev))).toEqual([
      'Budget 1',
    ]);
  });

  it('does the same in the order of relevance to q, each doc once', async () => {
    const seen: string[] = [];
    let url = '/api/v1/docs?q=budget&include=content';
    while (url) {
      const page = await get(url);
      const bytes = page.body.reduce(
        (sum: number, doc: { content: string }) =>
          sum + Buffer.byteLength(doc.content),
        0,
      );
      expect(page.body.length === 1 || bytes <= 2 * MiB).toBe(true);
      seen.push(...titles(page));
      url = links(page.headers.link).next;
    }
    expect(seen.sort()).toEqual(contents.map((_, i) => `Budget ${i}`));
  });

  it('keeps to limit and to summaries as before', async () => {
    expect(titles(await get('/api/v1/docs?sort=title&limit=3'))).toEqual([
      'Budget 0',
      'Budget 1',
      'Budget 2',
    ]);
    const small = await get('/api/v1/docs?sort=title&include=content&limit=1');
    expect(small.body).toEqual([
      expect.objectContaining({ title: 'Budget 0', content: 'small' }),
    ]);
  });
});
