import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import type request from 'supertest';
import {
  CURSOR_TAG_BYTES,
  CursorSigner,
  MAX_CURSOR_LENGTH,
} from '#libs/rest/index.js';
import { listing, MAX_CURSOR_TEXT } from '#libs/lists/index.js';
import { Doc } from '../src/docs/doc.entity.js';
import { Lesson } from '../src/lessons/lesson.entity.js';
import { User } from '../src/users/user.entity.js';
import { startTestApp, type TestApp } from './support/app.js';
import { testDialect } from './support/database.js';
import {
  adminToken,
  createUser,
  type TestUser,
} from './factories/users.factory.js';
import { createDoc } from './factories/docs.factory.js';
import { linksOf, random } from './support/lists.js';

const links = (res: request.Response) => linksOf(res.headers.link);

describe(`list cursors on ${testDialect()}: walks under edits (#38)`, () => {
  let t: TestApp;
  let alice: TestUser;
  // Every doc of the list: a third renamed in each walk (title and updatedAt change), a third
  // touched (updatedAt only), a third left alone.
  const created: string[] = [];
  beforeAll(async () => {
    t = await startTestApp();
    alice = await createUser(t.http, 'author');
    for (let i = 0; i < 30; i++)
      created.push(
        (
          await createDoc(t.http, alice.token, {
            title: `Walk ${i % 7}`,
            tags: ['walked'],
          })
        ).id,
      );
  });
  afterAll(() => t?.close());

  const get = (url: string) =>
    t.http.get(url).auth(alice.token, { type: 'bearer' }).expect(200);
  const patch = (id: string, body: object) =>
    t.http
      .patch(`/api/v1/docs/${id}`)
      .auth(alice.token, { type: 'bearer' })
      .send(body)
      .expect(200);

  // The whole list, along a tag's own index (its copies of the sort keys), and by a value filter.
  it.each(
    ['title', '-title', 'updatedAt', '-updatedAt'].flatMap((sort) =>
      ['', 'tag=walked', 'authorId'].map((filter) => [sort, filter]),
    ),
  )(
    'a walk by next (sort=%s, filter %s) sees each row whose sort key stays exactly once while others are renamed and touched',
    async (sort, filter) => {
      const next = random(sort.length * 7919 + filter.length);
      const where =
        filter === 'authorId'
          ? `&authorId=${alice.id}`
          : filter && `&${filter}`;
      const renamed = created.filter((_, i) => i % 3 === 0);
      const touched = created.filter((_, i) => i % 3 === 1);
      const edits = new Map<string, number>();
      const edit = (id: string) => {
        edits.set(id, (edits.get(id) ?? 0) + 1);
        return renamed.includes(id)
          ? patch(id, { title: `Walk ${next(7)} ${next(1000)}` })
          : patch(id, { description: `touched ${next(1000)}` });
      };
      const seen = new Map<string, number>();
      let url: string | undefined = `/api/v1/docs?sort=${sort}&limit=3${where}`;
      let budget = 60;
      while (url) {
        // Each page is read while two edits are in flight (at most `budget` in all).
        const writes = [renamed, touched].flatMap((ids) =>
          budget-- > 0 ? [edit(ids[next(ids.length)])] : [],
        );
        const [res]: request.Response[] = await Promise.all([
          get(url),
          ...writes,
        ]);
        for (const { id } of res.body as { id: string }[])
          seen.set(id, (seen.get(id) ?? 0) + 1);
        url = links(res).next;
      }
      const keyChanged = sort.includes('title') ? renamed : created.slice();
      const kept = created.filter(
        (id) => !(keyChanged.includes(id) && edits.has(id)),
      );
      expect(kept.filter((id) => seen.get(id) !== 1)).toEqual([]);
      // A row whose key changed k times is met at most k + 1 times (once per place it had).
      const over = [...edits].filter(
        ([id, k]) => keyChanged.includes(id) && (seen.get(id) ?? 0) > k + 1,
      );
      expect(over).toEqual([]);
    },
  );
});

/** A cursor's scope, direction and values (after its tag). */
const payloadOf = (cursor: string) =>
  JSON.parse(
    Buffer.from(cursor, 'base64url').subarray(CURSOR_TAG_BYTES).toString(),
  ) as [string, string, ...unknown[]];
const cursorOf = (link: string) =>
  new URL(link, 'http://x').searchParams.get('cursor')!;

describe(`list cursors on ${testDialect()}: signed, and only as the API issues them (#38)`, () => {
  let t: TestApp;
  let admin: string;
  let alice: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminToken(t.http);
    alice = await createUser(t.http, 'author');
    for (const title of ['🎓'.repeat(200), '\u0001'.repeat(200), 'Algebra'])
      await createDoc(t.http, alice.token, { title });
    for (const title of ['One', 'Two'])
      await t.as(alice.token).post('/api/v1/lessons', { title }).expect(201);
  });
  afterAll(() => t?.close());

  const get = (url: string, token = admin) =>
    t.http.get(url).auth(token, { type: 'bearer' });
  const ID = 'c0ffee00-0000-4000-8000-000000000000';
  const TIME = '2026-01-02T03:04:05.678Z';

  // Each list under a text sort and a time sort: [list, sort, a made-up position].
  const LISTS = ['docs', 'lessons', 'users'].flatMap((list) => [
    [list, list === 'users' ? 'email' : 'title', ['zzz', ID]],
    [
      list,
      '-updatedAt',
      ['9999-12-31T23:59:59.999Z', 'ffffffff-ffff-4fff-bfff-ffffffffffff'],
    ],
  ]) as [string, string, unknown[]][];

  it.each(LISTS)(
    'GET /%s?sort=%s refuses with 400 LIST.INVALID_CURSOR a cursor the API did not issue or could not have',
    async (list, sort, madeUp) => {
      const url = `/api/v1/${list}?sort=${sort}&limit=1`;
      const first = await get(url).expect(200);
      const [scope, direction, ...real] = payloadOf(
        cursorOf(linksOf(first.headers.link).next),
      );
      const upper: [string, unknown[]] = [
        'an upper-case id',
        [real[0], String(real[1]).toUpperCase()],
      ];
      const variants: [string, unknown[]][] = sort.endsWith('At')
        ? [['an impossible date', ['2026-02-30T00:00:00.000Z', real[1]]], upper]
        : [
            ['a NUL', ['a\u0000b', real[1]]],
            ['a lone surrogate', ['\ud800', real[1]]],
            upper,
          ];
      const signer = t.app.get(CursorSigner);
      const other = new CursorSigner([randomBytes(32)]);
      const cursors = [
        // Unsigned, as they were: a NUL was a 500 on PostgreSQL, the rest a 200.
        ...[['made up', madeUp] as [string, unknown[]], ...variants].map(
          ([name, values]) => [
            `unsigned, ${name}`,
            Buffer.from(JSON.stringify([scope, direction, ...values])).toString(
              'base64url',
            ),
          ],
        ),
        [
          'signed by another key',
          other.encode(scope, { after: true, values: real }),
        ],
        // Signed here, yet never issued: refused all the same.
        ...variants.map(([name, values]) => [
          `signed, ${name}`,
          signer.encode(scope, { after: direction === 'a', values }),
        ]),
      ];
      for (const [name, cursor] of cursors) {
        const res = await get(`${url}&cursor=${cursor}`);
        expect([
          name,
          res.status,
          res.headers['content-type'],
          res.body.code,
        ]).toEqual([
          name,
          400,
          expect.stringMatching(/^application\/problem\+json/),
          'LIST.INVALID_CURSOR',
        ]);
      }
      // The genuine cursor, for contrast.
      await get(linksOf(first.headers.link).next).expect(200);
    },
  );

  it('fits every value the API accepts: the longest cursor of each list is under MAX_CURSOR_LENGTH and followed', async () => {
    for (const [list, entity] of [
      ['docs', Doc],
      ['lessons', Lesson],
      ['users', User],
    ] as const) {
      const fields = listing(entity)!.declaration.sort;
      const url = `/api/v1/${list}?sort=${fields.join(',')}&limit=1`;
      const [scope] = payloadOf(
        cursorOf(linksOf((await get(url).expect(200)).headers.link).next),
      );
      // Text as long as any column holds, each code point 6 bytes of JSON (`\u0001`).
      const values = [...fields, 'id'].map((field) =>
        field === 'id'
          ? ID
          : field.endsWith('At')
            ? TIME
            : '\u0001'.repeat(MAX_CURSOR_TEXT),
      );
      const cursor = t.app
        .get(CursorSigner)
        .encode(scope, { after: false, values });
      expect([list, cursor.length <= MAX_CURSOR_LENGTH]).toEqual([list, true]);
      await get(`${url}&cursor=${cursor}`).expect(200);
    }
  });

  it.each(['title', '-title'])(
    'walks sort=%s by next over titles of 200 code points (emoji, control characters)',
    async (sort) => {
      const seen: string[] = [];
      let url: string | undefined = `/api/v1/docs?sort=${sort}&limit=1`;
      while (url) {
        const res: request.Response = await get(url).expect(200);
        seen.push(...res.body.map((doc: { title: string }) => doc.title));
        url = linksOf(res.headers.link).next;
      }
      expect(seen.sort()).toEqual(
        ['🎓'.repeat(200), '\u0001'.repeat(200), 'Algebra'].sort(),
      );
    },
  );
});
