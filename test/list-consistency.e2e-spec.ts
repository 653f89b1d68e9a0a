import {
  afterAll,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
} from '@jest/globals';
import type request from 'supertest';
import { DataSource } from 'typeorm';
import { Transactions } from '../src/database/transactions.js';
import { Doc } from '../src/docs/doc.entity.js';
import { Lesson } from '../src/lessons/lesson.entity.js';
import { logContext } from '../src/observability/log-context.js';
import {
  matches,
  parseSearch,
  snippetOf,
  valuePairs,
  valuePairsMatch,
} from '#libs/lists/index.js';
import { startTestApp, type TestApp } from './support/app.js';
import { staleSortKeys, testDialect } from './support/database.js';
import {
  adminToken,
  createUser,
  type TestUser,
} from './factories/users.factory.js';
import { createDoc } from './factories/docs.factory.js';
import { linksOf, random } from './support/lists.js';

const links = (res: request.Response) => linksOf(res.headers.link);

describe(`lists on ${testDialect()}: cursors, counters, search and plans (#16)`, () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let dataSource: DataSource;
  beforeAll(async () => {
    t = await startTestApp();
    dataSource = t.app.get(DataSource);
    [alice, bob] = await Promise.all([
      createUser(t.http, 'author'),
      createUser(t.http, 'author'),
    ]);
  });
  afterAll(() => t?.close());

  const get = (url: string) =>
    t.http.get(url).auth(alice.token, { type: 'bearer' });
  const remove = (id: string, token = alice.token) =>
    t.http
      .delete(`/api/v1/docs/${id}`)
      .auth(token, { type: 'bearer' })
      .expect(200);

  it.each(['-createdAt', 'title', '-updatedAt,title'])(
    'a walk by next cursors (sort=%s) sees every row that stayed exactly once while others come and go',
    async (sort) => {
      const tag = `walk${sort.replace(/\W/g, '')}`;
      const stable: string[] = [];
      const doomed: string[] = [];
      for (let i = 0; i < 24; i++) {
        const doc = await createDoc(t.http, alice.token, {
          title: `Walk ${i % 5}`,
          tags: [tag],
        });
        (i % 3 === 0 ? doomed : stable).push(doc.id);
      }
      const seen: string[] = [];
      let url: string | undefined =
        `/api/v1/docs?tag=${tag}&sort=${sort}&limit=4`;
      let step = 0;
      while (url) {
        const res: request.Response = await get(url).expect(200);
        seen.push(...res.body.map((d: { id: string }) => d.id));
        url = links(res).next;
        // Between pages: a row deleted (maybe already seen, maybe not) and a new one added.
        if (doomed.length > 0) await remove(doomed.shift()!);
        await createDoc(t.http, alice.token, {
          title: `Walk new ${step++}`,
          tags: [tag],
        });
      }
      expect(new Set(seen).size).toBe(seen.length);
      expect(stable.filter((id) => !seen.includes(id))).toEqual([]);
    },
  );

  it('pages users and lessons by cursor too, each one once', async () => {
    const admin = await adminToken(t.http);
    for (let i = 0; i < 5; i++)
      await createUser(t.http, i % 2 ? 'reader' : 'author');
    const doc = await createDoc(t.http, bob.token, { title: 'In lessons' });
    for (let i = 0; i < 7; i++)
      await t
        .as(bob.token)
        .post('/api/v1/lessons', {
          title: `Paged ${i % 3}`,
          docIds: i % 2 ? [doc.id] : [],
        })
        .expect(201);
    for (const [path, token] of [
      ['/api/v1/users?sort=email&limit=2', admin],
      ['/api/v1/users?role=author&limit=2', admin],
      [`/api/v1/lessons?authorId=${bob.id}&sort=-title&limit=3`, alice.token],
      [`/api/v1/lessons?docId=${doc.id}&limit=1`, alice.token],
      [`/api/v1/lessons?docId=${doc.id}&sort=createdAt&limit=2`, alice.token],
    ] as const) {
      const seen: string[] = [];
      let url: string | undefined = path;
      let total = '';
      while (url) {
        const res: request.Response = await t.http
          .get(url)
          .auth(token, { type: 'bearer' })
          .expect(200);
        total ||= res.headers['x-total-count'];
        seen.push(...res.body.map((row: { id: string }) => row.id));
        url = links(res).next;
      }
      expect([path, new Set(seen).size]).toEqual([path, seen.length]);
      expect([path, String(seen.length)]).toEqual([path, total]);
    }
  });

  /** The list's X-Total-Count and what SQL counts. */
  const counted = async (url: string, sql: string, params: unknown[] = []) => {
    const res = await get(url).expect(200);
    const [{ n }] = await dataSource.query<{ n: number | string }[]>(
      sql,
      params,
    );
    return [url, res.headers['x-total-count'], String(n)];
  };
  const placeholders = (sql: string) =>
    testDialect() === 'postgres'
      ? sql.replace(
          /\?/g,
          (() => {
            let i = 0;
            return () => `$${++i}`;
          })(),
        )
      : sql;

  it('keeps X-Total-Count exact under concurrent creates, tag changes and deletes', async () => {
    const next = random(7);
    const tags = ['race-a', 'race-b', 'race-c'];
    const pick = () => tags.filter(() => next(2) === 1);
    const created = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        createDoc(t.http, i % 2 ? alice.token : bob.token, { tags: pick() }),
      ),
    );
    const token = (i: number) => (i % 2 ? alice.token : bob.token);
    const lessons = t.as(alice.token);
    await Promise.all([
      ...created.map((doc, i) =>
        i % 3 === 0
          ? remove(doc.id, token(i))
          : t.http
              .patch(`/api/v1/docs/${doc.id}`)
              .auth(token(i), { type: 'bearer' })
              .send({ tags: pick() })
              .expect(200),
      ),
      ...Array.from({ length: 10 }, () =>
        createDoc(t.http, bob.token, { tags: pick() }),
      ),
      ...Array.from({ length: 6 }, (_, i) =>
        lessons
          .post('/api/v1/lessons', {
            title: `Race ${i}`,
            docIds: [created[1].id, created[2].id].slice(0, i % 3),
          })
          .expect(201),
      ),
    ]);
    const checks = [
      await counted('/api/v1/docs', 'SELECT COUNT(*) AS n FROM docs'),
      await counted(
        `/api/v1/docs?authorId=${bob.id}`,
        placeholders('SELECT COUNT(*) AS n FROM docs WHERE author_id = ?'),
        [bob.id],
      ),
      ...(await Promise.all(
        tags.map((tag) =>
          counted(
            `/api/v1/docs?tag=${tag}`,
            placeholders('SELECT COUNT(*) AS n FROM doc_tags WHERE tag = ?'),
            [tag],
          ),
        ),
      )),
      await counted('/api/v1/lessons', 'SELECT COUNT(*) AS n FROM lessons'),
      await counted(
        `/api/v1/lessons?authorId=${alice.id}`,
        placeholders('SELECT COUNT(*) AS n FROM lessons WHERE author_id = ?'),
        [alice.id],
      ),
      await counted(
        `/api/v1/lessons?docId=${created[1].id}`,
        placeholders('SELECT COUNT(*) AS n FROM lesson_docs WHERE doc_id = ?'),
        [created[1].id],
      ),
    ];
    for (const [url, header, sql] of checks)
      expect([url, header]).toEqual([url, sql]);
    const admin = await adminToken(t.http);
    const users = await t.http
      .get('/api/v1/users')
      .auth(admin, { type: 'bearer' })
      .expect(200);
    const [{ n }] = await dataSource.query<{ n: number | string }[]>(
      'SELECT COUNT(*) AS n FROM users',
    );
    expect(users.headers['x-total-count']).toBe(String(n));
  });

  /**
   * Holds the writes back until `count` more are asked for: on SQLite they then wait together
   * and are committed as one batch (ADR 0508); PostgreSQL runs them concurrently anyway.
   */
  function holdWrites(count: number): void {
    const transactions = t.app.get(Transactions);
    const run = transactions.run.bind(transactions);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    void run(() => held);
    let asked = 0;
    transactions.run = (work) => {
      if (++asked === count) {
        transactions.run = run;
        release();
      }
      return run(work);
    };
  }

  it('writes refused among concurrent ones leave nothing in the lists, counters or indexes', async () => {
    const word = 'zephyrine';
    const tags = ['batch-x', 'batch-y'];
    const unknownDoc = '0b5e8f4e-3a1c-4a47-9a55-8a4a0f9d2a11';
    holdWrites(14);
    const [docs, lessons] = await Promise.all([
      Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          t.as(alice.token).post('/api/v1/docs', {
            title: `Batch ${i} ${word}`,
            tags,
            // Two want the same reference: one of them is refused.
            ...(i % 4 === 0 && { reference: `batch-${word}` }),
          }),
        ),
      ),
      Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          t.as(alice.token).post('/api/v1/lessons', {
            title: `Batch lesson ${i} ${word}`,
            // Refused after the lesson row was written: its savepoint or transaction is rolled back.
            docIds: i % 2 ? [unknownDoc] : [],
          }),
        ),
      ),
    ]);
    const statuses = (responses: request.Response[]) =>
      responses.map((res) => res.status).sort();
    expect(statuses(docs)).toEqual([201, 201, 201, 201, 201, 201, 201, 409]);
    expect(statuses(lessons)).toEqual([201, 201, 201, 400, 400, 400]);
    const ids = (responses: request.Response[]) =>
      responses
        .filter((res) => res.status === 201)
        .map((res) => res.body.id as string)
        .sort();
    const listed = async (url: string) => {
      const res = await get(url).expect(200);
      return {
        ids: res.body.map((item: { id: string }) => item.id).sort(),
        total: res.headers['x-total-count'],
      };
    };
    const created = ids(docs);
    const total = String(created.length);
    expect(await listed(`/api/v1/docs?q=${word}&limit=100`)).toEqual({
      ids: created,
      total,
    });
    expect(
      await listed(`/api/v1/docs?tag=${tags[0]}&tag=${tags[1]}&limit=100`),
    ).toEqual({ ids: created, total });
    expect(await listed(`/api/v1/docs?tag=${tags[0]}&limit=100`)).toEqual({
      ids: created,
      total,
    });
    expect(await listed(`/api/v1/lessons?q=${word}&limit=100`)).toEqual({
      ids: ids(lessons),
      total: '3',
    });
    if (testDialect() === 'sqlite')
      for (const table of [
        'lists_docs_search',
        'lists_docs_tag_pairs',
        'lists_lessons_search',
      ])
        await dataSource.query(
          `INSERT INTO ${table} (${table}) VALUES ('integrity-check')`,
        );
    // The index of q holds one row for each row of its table, no more.
    for (const table of ['docs', 'lessons']) {
      const [{ total, indexed }] = await dataSource.query<
        { total: number | string; indexed: number | string }[]
      >(
        `SELECT (SELECT COUNT(*) FROM ${table}) AS total, (SELECT COUNT(*) FROM lists_${table}_search) AS indexed`,
      );
      expect([table, Number(indexed)]).toEqual([table, Number(total)]);
    }
  });

  it('q finds exactly what matches() finds, over random text with accents, case, width, digits and separators such as % _ \\ "', async () => {
    const next = random(42);
    // A writer of these docs only: the list by authorId holds them all on one page.
    const dave = await createUser(t.http, 'author');
    const alphabet = [
      'a',
      'b',
      'A',
      'B',
      'e',
      'é',
      'É',
      'e\u0301',
      'Ａ',
      'σ',
      'Σ',
      'ς',
      'ß',
      's',
      '1',
      '２',
      '%',
      '_',
      '\\',
      ' ',
      ' ',
      '’',
      '-',
      '"',
    ];
    const text = (length: number) =>
      Array.from({ length }, () => alphabet[next(alphabet.length)]).join('');
    const written: { id: string; title: string; description: string }[] = [];
    for (let i = 0; i < 40; i++) {
      const title = text(3 + next(10));
      const description = text(next(14));
      const { id } = await createDoc(t.http, dave.token, {
        title,
        description,
        tags: [],
        content: text(next(20)),
      });
      written.push({ id, title, description });
    }
    // Changes of the title only, of the description only, of the content only: the index follows each.
    for (const [i, { id, title, description }] of written
      .slice(0, 12)
      .entries()) {
      const changed = text(3 + next(10));
      const body =
        i % 3 === 0
          ? { title: changed, description, content: text(next(20)) }
          : i % 3 === 1
            ? { title, description: changed, content: text(next(20)) }
            : { title, description, content: changed };
      await t
        .as(dave.token)
        .put(`/api/v1/docs/${id}`, { ...body, tags: [] })
        .expect(200);
    }
    const rows = await dataSource.query<
      {
        id: string;
        title: string;
        description: string;
        tags: string;
        content: string;
      }[]
    >(
      placeholders(
        'SELECT id, title, description, tags, content FROM docs WHERE author_id = ?',
      ),
      [dave.id],
    );
    const fieldsOf = (row: (typeof rows)[number]): [string, string][] => [
      ['title', row.title],
      ['description', row.description],
      ['tags', (JSON.parse(row.tags) as string[]).join(', ')],
      ['content', row.content],
    ];
    const wordsOfText = (value: string) =>
      value.match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu) ?? [];
    const texts = rows.flatMap((row) =>
      fieldsOf(row).map(([, value]) => value),
    );
    /** A word of some text, cut to a prefix of 1 or more code points. */
    const prefix = () => {
      const words = wordsOfText(texts[next(texts.length)]);
      if (words.length === 0) return 'a';
      const points = Array.from(words[next(words.length)]);
      return points.slice(0, 1 + next(points.length)).join('');
    };
    const queries = Array.from({ length: 48 }, (_, i) => {
      switch (i % 4) {
        case 0:
          return prefix();
        case 1:
          return `${prefix()}${[' ', '%', '_', '\\', '-', '’'][next(6)]}${prefix()}`;
        case 2: {
          // Two adjacent whole words of a field, quoted.
          const words = wordsOfText(texts[next(texts.length)]);
          const at = next(Math.max(1, words.length - 1));
          return `"${words.slice(at, at + 2).join(' ')}"`;
        }
        default:
          return text(1 + next(4));
      }
    });
    for (const q of queries) {
      const parsed = parseSearch(q);
      const url = `/api/v1/docs?authorId=${dave.id}&limit=100&q=${encodeURIComponent(q)}`;
      if ('problem' in parsed) {
        // No letter or digit in it.
        const refused = await get(url).expect(400);
        expect([q, refused.body.errors]).toEqual([
          q,
          [{ field: '/q', message: parsed.problem }],
        ]);
        continue;
      }
      const expected = rows
        .filter((row) =>
          matches(
            parsed.terms,
            fieldsOf(row).map(([, value]) => value),
          ),
        )
        .map((row) => row.id)
        .sort();
      // In the order of relevance, and as a filter of a sorted list.
      for (const sort of ['', '&sort=title']) {
        const res = await get(`${url}${sort}`).expect(200);
        const items = res.body as { id: string; snippet?: unknown }[];
        expect([q, sort, items.map((d) => d.id).sort()]).toEqual([
          q,
          sort,
          expected,
        ]);
        expect([q, sort, res.headers['x-total-count']]).toEqual([
          q,
          sort,
          String(expected.length),
        ]);
        for (const item of items)
          expect([q, item.snippet]).toEqual([
            q,
            snippetOf(
              parsed.terms,
              fieldsOf(rows.find((row) => row.id === item.id)!),
            ),
          ]);
      }
    }
  });

  it('several tags find exactly the docs doc_tags holds, through creates, changes and deletes', async () => {
    const next = random(7);
    // Tags that differ in case, accents or script only, and FTS5 query syntax.
    const alphabet = [
      'x',
      'X',
      'é',
      'É',
      'a b',
      'a"b',
      'AND',
      '*',
      'ΟΔΟΣ',
      'οδος',
      '日本',
      'a-b',
    ];
    const pick = () => {
      const tags = new Set<string>();
      for (let n = 1 + next(4); tags.size < n;)
        tags.add(`set ${alphabet[next(alphabet.length)]}`);
      return [...tags];
    };
    const docs: string[] = [];
    for (let i = 0; i < 40; i++)
      docs.push((await createDoc(t.http, bob.token, { tags: pick() })).id);
    for (let i = 0; i < 10; i++) {
      const id = docs.splice(next(docs.length), 1)[0];
      if (i % 2) await remove(id, bob.token);
      else
        await t
          .as(bob.token)
          .patch(`/api/v1/docs/${id}`, { tags: pick() })
          .expect(200);
    }
    // Each doc's tags as its row holds them, and as doc_tags does.
    const indexedTags = new Map<string, string[]>();
    for (const { id, tag } of await dataSource.query<
      { id: string; tag: string }[]
    >(
      placeholders(
        'SELECT doc_tags.doc_id AS id, doc_tags.tag AS tag FROM doc_tags JOIN docs ON docs.id = doc_tags.doc_id WHERE docs.author_id = ?',
      ),
      [bob.id],
    ))
      indexedTags.set(id, [...(indexedTags.get(id) ?? []), tag]);
    const rows = await dataSource.query<{ id: string; tags: string }[]>(
      placeholders('SELECT id, tags FROM docs WHERE author_id = ?'),
      [bob.id],
    );
    expect(
      rows
        .map(({ id, tags }) => ({
          id,
          row: (JSON.parse(tags) as string[]).sort().join(),
          indexed: (indexedTags.get(id) ?? []).sort().join(),
        }))
        .filter(({ row, indexed }) => row !== indexed),
    ).toEqual([]);
    for (let i = 0; i < 30; i++) {
      const tags = pick();
      if (tags.length < 2) continue;
      const expected = (
        await dataSource.query<{ id: string }[]>(
          placeholders(
            `SELECT doc_id AS id FROM doc_tags WHERE tag IN (${tags.map(() => '?').join(', ')}) GROUP BY doc_id HAVING COUNT(*) = ${tags.length}`,
          ),
          tags,
        )
      )
        .map((row) => row.id)
        .sort();
      // The pair index itself, whichever way the API reads the page.
      const paired =
        testDialect() === 'postgres'
          ? await dataSource.transaction(async (manager) => {
              await manager.query('SET LOCAL enable_seqscan = off');
              return manager.query<{ id: string }[]>(
                'SELECT id FROM docs WHERE lists_docs_tag_pairs(CAST(tags AS jsonb)) @> CAST($1 AS text[])',
                [valuePairs(tags)],
              );
            })
          : await dataSource.query<{ id: string }[]>(
              'SELECT id FROM docs WHERE rowid IN (SELECT rowid FROM lists_docs_tag_pairs WHERE lists_docs_tag_pairs MATCH ?)',
              [valuePairsMatch(tags)],
            );
      expect([tags, paired.map((row) => row.id).sort()]).toEqual([
        tags,
        expected,
      ]);
      const query = tags.map((tag) => `tag=${encodeURIComponent(tag)}`);
      const res = await get(`/api/v1/docs?${query.join('&')}&limit=100`).expect(
        200,
      );
      expect([tags, res.body.map((d: { id: string }) => d.id).sort()]).toEqual([
        tags,
        expected,
      ]);
    }
  });

  it("a tag's docs and a doc's lessons follow their rows' sort keys through every change", async () => {
    const next = random(11);
    const tag = 'sort-keys';
    // Titles that only differ in case or accents, or tie.
    const titles = ['a', 'B', 'b', 'é', 'E', 'Z', 'ä', 'a'];
    const title = () => `${titles[next(titles.length)]} keys`;
    const docs: string[] = [];
    for (let i = 0; i < 12; i++)
      docs.push(
        (await createDoc(t.http, bob.token, { title: title(), tags: [tag] }))
          .id,
      );
    const inLessons = await createDoc(t.http, bob.token, { title: 'Keyed' });
    const lessons: string[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await t
        .as(bob.token)
        .post('/api/v1/lessons', {
          title: title(),
          docIds: i % 3 ? [inLessons.id] : [docs[i], inLessons.id],
        })
        .expect(201);
      lessons.push(res.body.id);
    }
    const change = (path: string, body: Record<string, unknown>) =>
      t.as(bob.token).patch(path, body).expect(200);
    for (let i = 0; i < 16; i++) {
      const doc = docs[next(docs.length)];
      const lesson = lessons[next(lessons.length)];
      const edit = next(4);
      if (edit === 0) await change(`/api/v1/docs/${doc}`, { title: title() });
      if (edit === 1)
        await change(`/api/v1/docs/${doc}`, { description: `Edit ${i}` });
      if (edit === 2)
        await change(`/api/v1/docs/${doc}`, {
          tags: next(2) ? [tag, `other ${i}`] : [`other ${i}`],
        });
      if (edit === 3)
        await change(`/api/v1/lessons/${lesson}`, { title: title() });
      // A lesson's positions rewritten, the doc kept or not; and one only touched.
      await change(`/api/v1/lessons/${lesson}`, {
        docIds: next(3) ? [docs[next(docs.length)], inLessons.id] : [],
      });
      await change(`/api/v1/lessons/${lessons[next(lessons.length)]}`, {
        description: `Touched ${i}`,
      });
    }
    expect(await staleSortKeys(dataSource)).toEqual([]);
    const orderBy = (sort: string) => {
      const direction = sort.startsWith('-') ? 'DESC' : 'ASC';
      const column =
        { createdAt: 'created_at', updatedAt: 'updated_at' }[
          sort.replace('-', '')
        ] ?? 'title';
      return `ORDER BY ${column} ${direction}, id ${direction}`;
    };
    for (const sort of [
      'title',
      '-title',
      'updatedAt',
      '-updatedAt',
      '-createdAt',
    ])
      for (const [list, sql, value] of [
        [
          `/api/v1/docs?tag=${tag}`,
          'SELECT id FROM docs WHERE EXISTS (SELECT 1 FROM doc_tags WHERE doc_id = docs.id AND tag = ?)',
          tag,
        ],
        [
          `/api/v1/lessons?docId=${inLessons.id}`,
          'SELECT id FROM lessons WHERE EXISTS (SELECT 1 FROM lesson_docs WHERE lesson_id = lessons.id AND doc_id = ?)',
          inLessons.id,
        ],
      ]) {
        const expected = (
          await dataSource.query<{ id: string }[]>(
            placeholders(`${sql} ${orderBy(sort)}`),
            [value],
          )
        ).map(({ id }) => id);
        const seen: string[] = [];
        let url: string | undefined = `${list}&sort=${sort}&limit=3`;
        while (url) {
          const res: request.Response = await get(url).expect(200);
          seen.push(...res.body.map((row: { id: string }) => row.id));
          url = links(res).next;
        }
        expect([list, sort, seen]).toEqual([list, sort, expected]);
      }
  });

  describe('query plans: each list query reads its index', () => {
    const common = 'plan-common';
    const rare = 'plan-rare';
    const old = 'plan-old';
    const even = 'plan-even';
    let admin: string | undefined;
    beforeAll(async () => {
      // Oldest first: 30 docs tagged `old`, then 100 tagged `common` (2 of them also `rare`, 50 `even`).
      for (let i = 0; i < 30; i++)
        await createDoc(t.http, bob.token, { title: `Old ${i}`, tags: [old] });
      for (let i = 0; i < 100; i++)
        await createDoc(t.http, bob.token, {
          title: `Plan ${i}`,
          description: { 7: 'A zebra', 8: 'Une ΟΔΟΣ' }[i] ?? '',
          tags:
            i % 50 === 3
              ? [common, rare]
              : i % 2 === 0
                ? [common, even]
                : [common],
        });
    });
    // PostgreSQL plans by statistics that autovacuum refreshes when it likes: refresh them before each plan.
    beforeEach(async () => {
      if (testDialect() === 'postgres')
        await dataSource.query('VACUUM (ANALYZE)');
    });

    /**
     * The SQL the application ran for one request (by `token`'s user), with its parameters; not
     * the background's (the event feed's poller), which runs outside any request.
     */
    const queriesOf = async (url: string, token = alice.token) => {
      const logged: [string, unknown[]][] = [];
      const logger = dataSource.logger;
      const logQuery = logger.logQuery.bind(logger);
      logger.logQuery = (query, parameters, runner) => {
        if (logContext().requestId !== undefined)
          logged.push([query, (parameters ?? []) as unknown[]]);
        logQuery(query, parameters, runner);
      };
      try {
        await t.http.get(url).auth(token, { type: 'bearer' }).expect(200);
      } finally {
        logger.logQuery = logQuery;
      }
      return logged;
    };
    const planOf = async (
      [sql, parameters]: [string, unknown[]],
      settings: string[] = [],
    ) =>
      JSON.stringify(
        testDialect() === 'postgres'
          ? await dataSource.transaction(async (manager) => {
              // Tables this small are cheaper to scan: forbid that to see which index serves the query.
              await manager.query('SET LOCAL enable_seqscan = off');
              for (const setting of settings)
                await manager.query(`SET LOCAL ${setting} = off`);
              return manager.query(`EXPLAIN ${sql}`, parameters);
            })
          : await dataSource.query(`EXPLAIN QUERY PLAN ${sql}`, parameters),
      );
    /** The name of `entity`'s index on these properties. */
    const indexOn = (
      entity: typeof Doc | typeof Lesson,
      ...columns: string[]
    ) =>
      dataSource
        .getMetadata(entity)
        .indices.find(
          (index) =>
            index.columns.map((column) => column.propertyName).join() ===
            columns.join(),
        )!.name;
    const indexOf = (...columns: string[]) => indexOn(Doc, ...columns);
    /** The page's ids query: the last one with ORDER BY (a walk that went too far, or a boundary, come before it). */
    const pageQuery = async (url: string, token?: string) =>
      (await queriesOf(url, token))
        .filter(([sql]) => /ORDER BY/.test(sql))
        .pop()!;
    const pagePlan = async (
      url: string,
      settings: string[] = [],
      token?: string,
    ) => planOf(await pageQuery(url, token), settings);
    const sorted = (plan: string) => /TEMP B-TREE|Sort/.test(plan);

    it.each([
      ['/api/v1/docs', ['createdAt', 'id']],
      ['/api/v1/docs?sort=title', ['title', 'id']],
      ['/api/v1/docs?sort=-updatedAt', ['updatedAt', 'id']],
      ['/api/v1/docs?page=3&limit=2', ['createdAt', 'id']],
    ])('%s walks the %j index in order', async (url, columns) => {
      const plan = await pagePlan(url);
      expect([url, plan.includes(indexOf(...columns)), sorted(plan)]).toEqual([
        url,
        true,
        false,
      ]);
    });

    it.each([
      [`tag=${rare}&sort=title,-createdAt`, 'doc_tags_tag'],
      // With a sort, q is a filter: read from the tag's rows, checked against the index of q.
      [`tag=${rare}&q=plan&sort=-createdAt`, 'doc_tags_tag'],
      [`tag=${common}&tag=${rare}`, 'lists_docs_tag_pairs'],
    ])('%s reads its docs from %s and sorts them', async (query, index) => {
      const plan = await pagePlan(`/api/v1/docs?${query}`);
      expect([query, plan.includes(index), sorted(plan)]).toEqual([
        query,
        true,
        true,
      ]);
    });

    it.each([
      [`/api/v1/docs?tag=${common}`, 'doc_tags_tag_created_at'],
      [`/api/v1/docs?tag=${rare}&limit=1`, 'doc_tags_tag_created_at'],
      [`/api/v1/docs?tag=${old}&sort=createdAt`, 'doc_tags_tag_created_at'],
      [`/api/v1/docs?tag=${common}&page=3&limit=5`, 'doc_tags_tag_created_at'],
      [`/api/v1/docs?tag=${common}&tag=${even}`, 'doc_tags_tag_created_at'],
      [`/api/v1/docs?tag=${common}&sort=-updatedAt`, 'doc_tags_tag_updated_at'],
      [`/api/v1/docs?tag=${rare}&sort=title`, 'doc_tags_tag_title'],
      [`/api/v1/docs?tag=${old}&sort=updatedAt`, 'doc_tags_tag_updated_at'],
      [
        `/api/v1/docs?tag=${common}&tag=${even}&sort=-title`,
        'doc_tags_tag_title',
      ],
      // With a check, the walk is bounded: PostgreSQL sorts a table this small to find the bound.
      ...(testDialect() === 'sqlite'
        ? [
            [
              `/api/v1/docs?tag=${common}&q=plan&sort=-createdAt`,
              'doc_tags_tag_created_at',
            ],
            [
              `/api/v1/docs?tag=${common}&q=plan&sort=-updatedAt`,
              'doc_tags_tag_updated_at',
            ],
          ]
        : []),
    ])(
      "%s walks %s in its sort order, meeting only the filter's rows",
      async (url, index) => {
        // PostgreSQL sorts a rare tag's few rows when its statistics say so: the index must spare the sort.
        const plan = await pagePlan(url, ['enable_sort']);
        expect([url, plan.includes(index), sorted(plan)]).toEqual([
          url,
          true,
          false,
        ]);
      },
    );

    it('a walk along a tag, bounded as it checks q, reads its bound from doc_tags alone', async () => {
      // One doc to find: q's count, bounded, says it is dense enough for a walk of a few rows.
      const [sql] = await pageQuery(
        `/api/v1/docs?tag=${common}&q=plan&sort=-createdAt&limit=1`,
      );
      expect(sql).toMatch(
        /COALESCE\(\(SELECT "along"\."created_at" AS "edge" FROM "doc_tags" "along" WHERE /,
      );
    });

    it('page=N along a tag skips its rows on doc_tags alone, then reads the page by id', async () => {
      const [sql] = await pageQuery(
        `/api/v1/docs?tag=${common}&page=3&limit=5`,
      );
      expect(sql).toMatch(
        /^SELECT "along"\."doc_id" AS "id", .* FROM "doc_tags" "along" WHERE /,
      );
      expect(sql).not.toMatch(/"docs"/);
    });

    it("a tag with authorId keeps to the docs' own indexes, which may serve the author", async () => {
      const url = `/api/v1/docs?tag=${common}&authorId=${bob.id}&limit=5`;
      expect(await pagePlan(url)).not.toContain('doc_tags_tag_created_at');
      const res = await get(url).expect(200);
      expect(res.body.map((d: { title: string }) => d.title)).toEqual([
        'Plan 99',
        'Plan 98',
        'Plan 97',
        'Plan 96',
        'Plan 95',
      ]);
    });

    it('a tag on old docs only, under several sort keys: the walk stops early, and its docs are sorted instead', async () => {
      const queries = await queriesOf(
        `/api/v1/docs?tag=${old}&sort=-updatedAt,title&limit=1`,
      );
      const walk = queries.find(([sql]) => /COALESCE\(\(SELECT/.test(sql))!;
      expect(await planOf(walk)).toContain(indexOf('updatedAt', 'id'));
      const plan = await planOf(
        queries.filter(([sql]) => /ORDER BY/.test(sql)).pop()!,
      );
      expect([plan.includes('doc_tags_tag'), sorted(plan)]).toEqual([
        true,
        true,
      ]);
    });

    it('two tags that never meet: a sample of the rarer tag sizes the pair, whose docs are then sorted without a walk', async () => {
      const queries = await queriesOf(
        `/api/v1/docs?tag=${common}&tag=${old}&limit=1`,
      );
      expect(
        queries.filter(([sql]) => /ORDER BY m.doc_id LIMIT/.test(sql)),
      ).toHaveLength(1);
      expect(queries.filter(([sql]) => /COALESCE\(\(SELECT/.test(sql))).toEqual(
        [],
      );
    });

    it("a lesson walk under several sort keys checks each lesson's own doc_ids, reading no other index; under one it walks the doc's lessons", async () => {
      // A doc in every one of 30 lessons: the walk is chosen, with its check per lesson.
      const doc = await createDoc(t.http, bob.token, { title: 'In all' });
      const other = await createDoc(t.http, bob.token, { title: 'Not in all' });
      for (let i = 0; i < 30; i++)
        await t
          .as(bob.token)
          .post('/api/v1/lessons', {
            title: `Walked ${i}`,
            docIds: i % 2 ? [other.id, doc.id] : [doc.id],
          })
          .expect(201);
      // Newer lessons without the doc: the walk passes them by.
      for (let i = 0; i < 5; i++)
        await t
          .as(bob.token)
          .post('/api/v1/lessons', { title: `Passed ${i}`, docIds: [other.id] })
          .expect(201);
      for (const sort of ['-updatedAt,title', '-updatedAt', '-createdAt']) {
        const page = await get(
          `/api/v1/lessons?docId=${doc.id}&sort=${sort}&limit=2`,
        ).expect(200);
        expect([
          sort,
          page.headers['x-total-count'],
          page.body.map((l: { title: string }) => l.title),
        ]).toEqual([sort, '30', ['Walked 29', 'Walked 28']]);
      }
      const walk = (
        await queriesOf(
          `/api/v1/lessons?docId=${doc.id}&sort=-updatedAt,title&limit=2`,
        )
      ).find(([sql]) => /doc_ids/.test(sql))!;
      const plan = await planOf(walk);
      expect(plan).toContain(indexOn(Lesson, 'updatedAt', 'id'));
      expect(walk[0]).toMatch(/(STRPOS|INSTR)\("row"\."doc_ids", /);
      expect(plan).not.toMatch(/lesson_docs/);
      for (const [sort, index] of [
        ['-createdAt', 'lesson_docs_doc_id_created_at'],
        ['-updatedAt', 'lesson_docs_doc_id_updated_at'],
        ['title', 'lesson_docs_doc_id_title'],
      ]) {
        const along = await pagePlan(
          `/api/v1/lessons?docId=${doc.id}&sort=${sort}&limit=2`,
        );
        expect([sort, along.includes(index), sorted(along)]).toEqual([
          sort,
          true,
          false,
        ]);
      }
    });

    it('a page reads its rows and its count in one statement, whether it walks or sorts', async () => {
      admin ??= await adminToken(t.http);
      const doc = await createDoc(t.http, bob.token, {
        title: 'In one lesson',
      });
      await t
        .as(bob.token)
        .post('/api/v1/lessons', { title: 'Counted', docIds: [doc.id] })
        .expect(201);
      for (const [url, token, table] of [
        ['/api/v1/docs?sort=title', alice.token, 'docs'],
        [`/api/v1/docs?authorId=${bob.id}&limit=2`, alice.token, 'docs'],
        ['/api/v1/users?sort=email', admin, 'users'],
        [`/api/v1/docs?tag=${common}&limit=2`, alice.token, 'docs'],
        [`/api/v1/docs?tag=${rare}`, alice.token, 'docs'],
        [`/api/v1/lessons?docId=${doc.id}`, alice.token, 'lessons'],
      ]) {
        // The JWT guard's role lookup aside; a plan's sizes, when not read in the last second, come first.
        const read = (await queriesOf(url, token)).filter(
          ([sql]) =>
            new RegExp(`"${table}"`).test(sql) &&
            !sql.startsWith('SELECT "role" FROM'),
        );
        expect([url, read.length, /row_counts/.test(read[0][0])]).toEqual([
          url,
          1,
          true,
        ]);
      }
    });

    it('a next cursor is a range of the sort index', async () => {
      const res = await get('/api/v1/docs?sort=title&limit=2').expect(200);
      const plan = await pagePlan(links(res).next);
      expect(plan).toContain(indexOf('title', 'id'));
      expect(plan).toMatch(
        testDialect() === 'postgres' ? /Index Cond/ : /SEARCH/,
      );
    });

    it('authorId reads the (author, <sort field>, id) index in order for an author of a few docs', async () => {
      // An author of most docs may be read along the sort order instead.
      const carol = await createUser(t.http, 'author');
      for (let i = 0; i < 3; i++)
        await createDoc(t.http, carol.token, { title: `Carol ${i}` });
      for (const [sort, field] of [
        ['-createdAt', 'createdAt'],
        ['title', 'title'],
        ['-updatedAt', 'updatedAt'],
      ]) {
        const plan = await pagePlan(
          `/api/v1/docs?authorId=${carol.id}&sort=${sort}`,
        );
        expect([
          sort,
          plan.includes(indexOf('authorId', field, 'id')),
          sorted(plan),
        ]).toEqual([sort, true, false]);
      }
    });

    it.each([
      ['role=admin&sort=email', 'users_role_email_id'],
      ['role=admin&sort=-updatedAt', 'users_role_updated_at_id'],
      ['role=reader&sort=updatedAt', 'users_role_updated_at_id'],
      ['role=admin&sort=-createdAt', 'users_role_created_at_id'],
      ['sort=email&page=3&limit=2', 'users_email_id'],
    ])('users?%s walks the %s index in order', async (query, index) => {
      admin ??= await adminToken(t.http);
      const plan = await pagePlan(`/api/v1/users?${query}`, [], admin);
      expect([query, plan.includes(index), sorted(plan)]).toEqual([
        query,
        true,
        false,
      ]);
    });

    it.each(['', '&sort=-createdAt'])(
      'a rare q (%s) reads the index of q, then sorts its matches',
      async (sort) => {
        // PostgreSQL walks a small table's sort index instead: forbid that too.
        const plan = await pagePlan(`/api/v1/docs?q=zebra${sort}`, [
          'enable_indexscan',
        ]);
        expect(plan).toMatch(
          testDialect() === 'postgres'
            ? /lists_docs_search_document/
            : /VIRTUAL TABLE INDEX/,
        );
        expect(sorted(plan)).toBe(true);
      },
    );

    it('the index is given the folded words of q, each a prefix; a final Σ folds as the index folds it', async () => {
      for (const sort of ['', '&sort=-createdAt']) {
        const [, parameters] = await pageQuery(
          `/api/v1/docs?q=${encodeURIComponent('A ZÉBRA')}${sort}`,
        );
        expect([sort, parameters]).toEqual([
          sort,
          expect.arrayContaining([
            testDialect() === 'postgres'
              ? "'a':* & 'zebra':*"
              : '"a"* AND "zebra"*',
          ]),
        ]);
      }
      for (const [q, title] of [
        ['A ZEBRA', 'Plan 7'],
        ['zéb', 'Plan 7'],
        // JavaScript lowers a final Σ to ς, PostgreSQL to σ: both sides fold it to σ.
        ['ΟΔΟΣ', 'Plan 8'],
        ['οδος', 'Plan 8'],
        ['"une οδοσ"', 'Plan 8'],
      ]) {
        for (const sort of ['', '&sort=-createdAt']) {
          // Among the plan's docs: other tests' tags hold ΟΔΟΣ too.
          const res = await get(
            `/api/v1/docs?tag=${common}&q=${encodeURIComponent(q)}${sort}`,
          ).expect(200);
          expect([
            q,
            sort,
            res.body.map((d: { title: string }) => d.title),
          ]).toEqual([q, sort, [title]]);
        }
      }
    });

    if (testDialect() === 'sqlite')
      it('q on many old docs, sorted: a bounded walk along the sort index checks each row against the index of q', async () => {
        const plan = await pagePlan(
          '/api/v1/docs?q=old&sort=-createdAt&limit=1',
        );
        expect(plan).toMatch(
          new RegExp(`SEARCH row USING INDEX ${indexOf('createdAt', 'id')}`),
        );
        expect(plan).toMatch(/VIRTUAL TABLE INDEX/);
        expect(sorted(plan)).toBe(false);
      });

    it("a tag walk under several sort keys checks each doc's own tags, reading no other index", async () => {
      const plan = await pagePlan(
        `/api/v1/docs?tag=${common}&sort=-updatedAt,title`,
      );
      expect(plan).toContain(indexOf('updatedAt', 'id'));
      expect(plan).toMatch(
        testDialect() === 'postgres'
          ? /tags\)::jsonb @> /
          : /SCAN json_each VIRTUAL TABLE/,
      );
      expect(plan).not.toMatch(/doc_tags|lists_docs_tag_pairs/);
    });

    it.each([
      `tag=${common}`,
      `tag=${rare}`,
      `tag=${old}`,
      `tag=${common}&tag=${rare}`,
      `tag=${common}&tag=${even}`,
      'q=old &sort=-createdAt',
      'q=plan 1&sort=-createdAt',
      `q=plan&tag=${rare}&sort=-createdAt`,
      // In the order of relevance, whose cursors hold each match's score.
      'q=old',
      'q=plan 1',
      `q=plan&tag=${rare}`,
    ])(
      '%s gives the same rows, in order, whichever way each page is read',
      async (query) => {
        const filters = new URLSearchParams(query);
        const tags = filters.getAll('tag');
        const q = filters.get('q');
        const parsed = q === null ? undefined : parseSearch(q);
        if (parsed && 'problem' in parsed) throw new Error(parsed.problem);
        let expected = (
          await dataSource.query<
            {
              id: string;
              title: string;
              description: string;
              tags: string;
              content: string;
            }[]
          >(
            placeholders(
              `SELECT id, title, description, tags, content FROM docs WHERE ${[
                'TRUE',
                ...tags.map(
                  () =>
                    'EXISTS (SELECT 1 FROM doc_tags WHERE doc_id = docs.id AND tag = ?)',
                ),
              ].join(' AND ')} ORDER BY created_at DESC, id DESC`,
            ),
            tags,
          )
        )
          .filter(
            (row) =>
              !parsed ||
              matches(parsed.terms, [
                row.title,
                row.description,
                (JSON.parse(row.tags) as string[]).join(' '),
                row.content,
              ]),
          )
          .map(({ id }) => id);
        if (q && !filters.has('sort')) {
          // The order of relevance: as one page of every match gives it, which holds each once.
          const whole = (
            await get(
              `/api/v1/docs?${query.replace(/ /g, '%20')}&limit=100`,
            ).expect(200)
          ).body.map((d: { id: string }) => d.id);
          expect([query, [...whole].sort()]).toEqual([
            query,
            [...expected].sort(),
          ]);
          expected = whole;
        }
        expect(expected.length).toBeGreaterThan(1);
        for (const limit of [1, 7]) {
          const seen: string[] = [];
          let url: string | undefined =
            `/api/v1/docs?${query.replace(/ /g, '%20')}&limit=${limit}`;
          let last = url;
          while (url) {
            last = url;
            const res: request.Response = await get(url).expect(200);
            seen.push(...res.body.map((d: { id: string }) => d.id));
            url = links(res).next;
          }
          expect([query, limit, seen]).toEqual([query, limit, expected]);
          // And back from the last page by prev cursors (each page read backward).
          const back: string[] = [];
          url = links(await get(last).expect(200)).prev;
          while (url) {
            const res: request.Response = await get(url).expect(200);
            back.unshift(...res.body.map((d: { id: string }) => d.id));
            url = links(res).prev;
          }
          expect([query, limit, back]).toEqual([
            query,
            limit,
            expected.slice(0, back.length),
          ]);
          expect(back.length).toBe(
            expected.length - ((expected.length - 1) % limit) - 1,
          );
          const page = await get(
            `/api/v1/docs?${query.replace(/ /g, '%20')}&limit=${limit}&page=2`,
          ).expect(200);
          expect(page.body.map((d: { id: string }) => d.id)).toEqual(
            expected.slice(limit, 2 * limit),
          );
        }
      },
    );
  });
});
