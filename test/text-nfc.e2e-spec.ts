import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from './support/app.js';
import { docBody } from './factories/docs.factory.js';
import { createUser, type TestUser } from './factories/users.factory.js';

/** `é` written as `e` + U+0301, and as one code point. */
const DECOMPOSED = 'e\u0301';
const COMPOSED = '\u00e9';

/** Text is stored in Unicode NFC (contract §2): one tag, one title, whichever form was sent. */
describe('text in NFC (issue #38)', () => {
  let t: TestApp;
  let author: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    author = await createUser(t.http, 'author');
  });
  afterAll(() => t?.close());

  it('stores and echoes a doc’s text fields in NFC, and finds it by its tag in either form', async () => {
    const tag = `${DECOMPOSED}t${DECOMPOSED}-${Date.now()}`;
    const created = await t
      .as(author.token)
      .post(
        '/api/v1/docs',
        docBody({
          title: `Caf${DECOMPOSED}`,
          description: `D${DECOMPOSED}j${DECOMPOSED}`,
          tags: [tag],
          content: `R${DECOMPOSED}sum${DECOMPOSED}`,
        }),
      )
      .expect(201);
    const nfc = tag.normalize('NFC');
    expect(created.body).toMatchObject({
      title: `Caf${COMPOSED}`,
      description: `D${COMPOSED}j${COMPOSED}`,
      tags: [nfc],
      content: `R${COMPOSED}sum${COMPOSED}`,
    });
    const stored = await t
      .as(author.token)
      .get(`/api/v1/docs/${created.body.id}`)
      .expect(200);
    expect(stored.body).toMatchObject({ title: `Caf${COMPOSED}`, tags: [nfc] });
    for (const form of [nfc, tag]) {
      const res = await t
        .as(author.token)
        .get(`/api/v1/docs?tag=${encodeURIComponent(form)}`)
        .expect(200);
      expect([
        res.headers['x-total-count'],
        res.body.map((d: { id: string }) => d.id),
      ]).toEqual(['1', [created.body.id]]);
    }
  });

  it('counts a tag in NFC, and refuses the same tag twice in two forms', async () => {
    // 40 characters once composed: a tag of 40, though 80 code points as sent.
    const long = DECOMPOSED.repeat(40);
    const res = await t
      .as(author.token)
      .post('/api/v1/docs', docBody({ tags: [long] }))
      .expect(201);
    expect(res.body.tags).toEqual([COMPOSED.repeat(40)]);
    const twice = await t
      .as(author.token)
      .post(
        '/api/v1/docs',
        docBody({ tags: [`x${COMPOSED}`, `x${DECOMPOSED}`] }),
      );
    expect(twice.status).toBe(400);
  });

  it('stores a lesson’s title and description in NFC, through PATCH too', async () => {
    const lesson = await t
      .as(author.token)
      .post('/api/v1/lessons', {
        title: `L${DECOMPOSED}`,
        description: DECOMPOSED,
      })
      .expect(201);
    expect(lesson.body).toMatchObject({
      title: `L${COMPOSED}`,
      description: COMPOSED,
    });
    const patched = await t
      .as(author.token)
      .patch(`/api/v1/lessons/${lesson.body.id}`, { title: `P${DECOMPOSED}` })
      .expect(200);
    expect(patched.body.title).toBe(`P${COMPOSED}`);
  });
});
