import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from './support/app.js';
import { createCast, type TestUser } from './factories/users.factory.js';
import { createDoc } from './factories/docs.factory.js';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('/lessons (contract §6, §7)', () => {
  let t: TestApp;
  let author: TestUser;
  let other: TestUser;
  let reader: TestUser;
  let admin: string;
  let docs: { id: string; title: string }[];
  beforeAll(async () => {
    t = await startTestApp();
    ({ admin, author, other, reader } = await createCast(t.http));
    docs = [];
    for (let i = 0; i < 4; i++)
      docs.push(await createDoc(t.http, author.token));
  });
  afterAll(() => t?.close());

  const as = (token: string) => t.as(token);
  const createLesson = async (token: string, body: object) =>
    (await as(token).post('/api/v1/lessons', body).expect(201)).body;

  it('POST creates a lesson with its docs in order: 201, Location, ETag', async () => {
    const docIds = [docs[2].id, docs[0].id, docs[1].id];
    const res = await as(author.token)
      .post('/api/v1/lessons', { title: 'SQL in a day', docIds })
      .expect(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: 'SQL in a day',
      description: '',
      docIds,
      authorId: author.id,
      createdAt: expect.any(String),
      updatedAt: res.body.createdAt,
      version: 1,
    });
    expect(res.headers.location).toBe(`/api/v1/lessons/${res.body.id}`);
    expect(res.headers.etag).toBe('"1"');
    const fetched = await as(reader.token)
      .get(res.headers.location)
      .expect(200);
    // What the 201 says is what was stored.
    expect(fetched.body).toEqual(res.body);
    await as(reader.token)
      .get(res.headers.location)
      .set('If-None-Match', '"1"')
      .expect(304);
  });

  it('answers 400 naming the docs that do not exist', async () => {
    const res = await as(author.token)
      .post('/api/v1/lessons', {
        title: 'Broken',
        docIds: [docs[0].id, UNKNOWN_ID],
      })
      .expect(400);
    expect(res.body.code).toBe('LESSON.UNKNOWN_DOCS');
    expect(res.body.detail).toContain(UNKNOWN_ID);
    expect(res.body.errors).toEqual([
      { field: '/docIds/1', message: expect.stringContaining(UNKNOWN_ID) },
    ]);
  });

  it.each([
    [
      'duplicate docIds',
      () => ({ title: 'x', docIds: [docs[0].id, docs[0].id] }),
      '/docIds',
    ],
    [
      '201 docIds',
      () => ({
        title: 'x',
        docIds: Array.from({ length: 201 }, () => UNKNOWN_ID),
      }),
      '/docIds',
    ],
    ['a malformed doc id', () => ({ title: 'x', docIds: ['nope'] }), '/docIds'],
    ['no title', () => ({ docIds: [] }), '/title'],
    ['an unknown field', () => ({ title: 'x', docs: [] }), '/docs'],
  ])('answers 400 to %s', async (_case, body, field) => {
    const res = await as(author.token)
      .post('/api/v1/lessons', body())
      .expect(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(
      field,
    );
  });

  it('keeps the order through PUT and PATCH', async () => {
    const lesson = await createLesson(author.token, {
      title: 'Order',
      docIds: [docs[0].id, docs[1].id],
    });
    const put = await as(author.token)
      .put(`/api/v1/lessons/${lesson.id}`, {
        title: 'Order',
        docIds: [docs[3].id, docs[1].id, docs[0].id],
      })
      .expect(200);
    expect(put.body.docIds).toEqual([docs[3].id, docs[1].id, docs[0].id]);
    expect(put.headers.etag).toBe('"2"');
    const patch = await as(author.token)
      .patch(`/api/v1/lessons/${lesson.id}`, {
        docIds: [docs[1].id, docs[2].id],
      })
      .expect(200);
    expect(patch.body).toMatchObject({
      title: 'Order',
      docIds: [docs[1].id, docs[2].id],
      version: 3,
    });
    const titled = await as(author.token)
      .patch(`/api/v1/lessons/${lesson.id}`, { title: 'Renamed' })
      .expect(200);
    expect(titled.body.docIds).toEqual([docs[1].id, docs[2].id]);
    expect(
      (await as(reader.token).get(`/api/v1/lessons/${lesson.id}`)).body,
    ).toEqual(titled.body);
    const expanded = await as(reader.token)
      .get(`/api/v1/lessons/${lesson.id}?expand=docs`)
      .expect(200);
    expect(expanded.body.docs.map((d: { id: string }) => d.id)).toEqual([
      docs[1].id,
      docs[2].id,
    ]);
    const reset = await as(author.token)
      .put(`/api/v1/lessons/${lesson.id}`, { title: 'Empty' })
      .expect(200);
    expect(reset.body).toMatchObject({ docIds: [], description: '' });
    // What each 200 says is what was stored.
    const stored = await as(reader.token).get(`/api/v1/lessons/${lesson.id}`);
    expect(stored.body).toEqual(reset.body);
  });

  it('?expand=docs embeds the docs in order; other expand values are 400', async () => {
    const lesson = await createLesson(author.token, {
      title: 'Expand',
      docIds: [docs[3].id, docs[2].id],
    });
    const plain = await as(reader.token)
      .get(`/api/v1/lessons/${lesson.id}`)
      .expect(200);
    expect(plain.body.docs).toBeUndefined();
    const res = await as(reader.token)
      .get(`/api/v1/lessons/${lesson.id}?expand=docs`)
      .expect(200);
    expect(
      res.body.docs.map((d: { id: string; title: string }) => [d.id, d.title]),
    ).toEqual([
      [docs[3].id, docs[3].title],
      [docs[2].id, docs[2].title],
    ]);
    // Summaries: a lesson of 200 docs of 1 MB each would otherwise be a 200 MB answer.
    expect(res.body.docs[0]).toMatchObject({ tags: expect.any(Array) });
    expect(res.body.docs.map((d: object) => 'content' in d)).toEqual([
      false,
      false,
    ]);
    // Its docs change under the lesson's version: that ETag cannot revalidate them.
    expect(res.headers.etag).toBe(plain.headers.etag);
    await as(reader.token)
      .get(`/api/v1/lessons/${lesson.id}`)
      .set('If-None-Match', plain.headers.etag)
      .expect(304);
    const revalidated = await as(reader.token)
      .get(`/api/v1/lessons/${lesson.id}?expand=docs`)
      .set('If-None-Match', plain.headers.etag)
      .expect(200);
    expect(revalidated.body.docs).toHaveLength(2);
    await as(reader.token)
      .get(`/api/v1/lessons/${lesson.id}?expand=author`)
      .expect(400);
    await as(reader.token)
      .get(`/api/v1/lessons/${lesson.id}?fields=title`)
      .expect(400);
  });

  it('deleting a doc a lesson uses → 409 naming the lessons; nothing is removed', async () => {
    const doc = await createDoc(t.http, author.token);
    const first = await createLesson(author.token, {
      title: 'Uses it',
      docIds: [doc.id],
    });
    const second = await createLesson(other.token, {
      title: 'Also uses it',
      docIds: [docs[0].id, doc.id],
    });
    const res = await as(author.token)
      .delete(`/api/v1/docs/${doc.id}`)
      .expect(409);
    expect(res.body.code).toBe('DOC.IN_USE');
    expect(res.body.lessonIds).toEqual([first.id, second.id].sort());
    expect(res.body.detail).toContain(first.id);
    await as(reader.token).get(`/api/v1/docs/${doc.id}`).expect(200);
    expect(
      (await as(reader.token).get(`/api/v1/lessons/${second.id}`)).body.docIds,
    ).toEqual([docs[0].id, doc.id]);
    await as(author.token).delete(`/api/v1/lessons/${first.id}`).expect(200);
    await as(other.token)
      .patch(`/api/v1/lessons/${second.id}`, { docIds: [docs[0].id] })
      .expect(200);
    await as(author.token).delete(`/api/v1/docs/${doc.id}`).expect(200);
  });

  it('only the author or an admin changes or deletes a lesson; readers cannot create', async () => {
    const lesson = await createLesson(author.token, { title: 'Mine' });
    await as(other.token)
      .patch(`/api/v1/lessons/${lesson.id}`, { title: 'Theirs' })
      .expect(403);
    await as(other.token).delete(`/api/v1/lessons/${lesson.id}`).expect(403);
    await as(reader.token)
      .post('/api/v1/lessons', { title: 'Reader' })
      .expect(403);
    await as(admin)
      .patch(`/api/v1/lessons/${lesson.id}`, { title: 'Admin' })
      .expect(200);
  });

  it('If-Match with a stale version → 412; DELETE with Prefer: return=minimal → 204', async () => {
    const lesson = await createLesson(author.token, { title: 'Versioned' });
    await as(author.token)
      .patch(`/api/v1/lessons/${lesson.id}`, { title: 'v2' })
      .set('If-Match', '"1"')
      .expect(200);
    await as(author.token)
      .patch(`/api/v1/lessons/${lesson.id}`, { title: 'v3' })
      .set('If-Match', '"1"')
      .expect(412);
    await as(author.token)
      .delete(`/api/v1/lessons/${lesson.id}`)
      .set('If-Match', '"1"')
      .expect(412);
    await as(author.token)
      .delete(`/api/v1/lessons/${lesson.id}`)
      .set('Prefer', 'return=minimal')
      .expect(204);
    await as(author.token).get(`/api/v1/lessons/${lesson.id}`).expect(404);
    await as(author.token).get('/api/v1/lessons/not-a-uuid').expect(400);
  });

  it('lists lessons filtered by q, authorId and docId, paged', async () => {
    const marker = `Marker${Date.now()}`;
    const a = await createLesson(author.token, {
      title: `${marker} one`,
      docIds: [docs[0].id],
    });
    const b = await createLesson(other.token, {
      title: 'two',
      description: `about ${marker.toLowerCase()}`,
      docIds: [docs[1].id],
    });
    const byText = await as(reader.token)
      .get(`/api/v1/lessons?q=${marker.toUpperCase()}&sort=title`)
      .expect(200);
    expect(byText.body.map((l: { id: string }) => l.id)).toEqual([a.id, b.id]);
    // Items are lessons as the API shows them: no `docs` without ?expand=docs.
    // Each with the snippet of where q matched: the marker begins a word of a title, of a description.
    expect(byText.body).toEqual([
      {
        ...a,
        updatedAt: expect.any(String),
        snippet: {
          field: 'title',
          text: a.title,
          matches: [{ start: 0, length: marker.length }],
        },
      },
      {
        ...b,
        updatedAt: expect.any(String),
        snippet: {
          field: 'description',
          text: b.description,
          matches: [{ start: 6, length: marker.length }],
        },
      },
    ]);
    expect(byText.headers['x-total-count']).toBe('2');
    // A prefix of the marker's word finds both too; what is inside a word finds neither.
    const byPrefix = await as(reader.token)
      .get(`/api/v1/lessons?q=${marker.slice(0, 8)}&sort=title&limit=100`)
      .expect(200);
    expect(byPrefix.body.map((l: { id: string }) => l.id)).toEqual(
      expect.arrayContaining([a.id, b.id]),
    );
    const inside = await as(reader.token)
      .get(`/api/v1/lessons?q=${marker.slice(1)}`)
      .expect(200);
    expect(inside.body).toEqual([]);
    const byAuthor = await as(reader.token)
      .get(`/api/v1/lessons?authorId=${other.id}&limit=100`)
      .expect(200);
    expect(
      byAuthor.body.every((l: { authorId: string }) => l.authorId === other.id),
    ).toBe(true);
    expect(byAuthor.body.map((l: { id: string }) => l.id)).toContain(b.id);
    const byDoc = await as(reader.token)
      .get(`/api/v1/lessons?docId=${docs[1].id}&q=${marker}`)
      .expect(200);
    expect(byDoc.body.map((l: { id: string }) => l.id)).toEqual([b.id]);
    const paged = await as(reader.token)
      .get('/api/v1/lessons?limit=1')
      .expect(200);
    expect(paged.body).toHaveLength(1);
    expect(paged.headers.link).toContain('rel="next"');
    await as(reader.token).get('/api/v1/lessons?docId=nope').expect(400);
  });

  it('takes doc ids in upper case as the same UUIDs, stored and counted in lower case', async () => {
    const doc = await createDoc(t.http, author.token, { title: 'Cased' });
    const lesson = await createLesson(author.token, {
      title: 'Cased ids',
      docIds: [doc.id.toUpperCase()],
    });
    expect(lesson.docIds).toEqual([doc.id]);
    const byDoc = await as(reader.token)
      .get(`/api/v1/lessons?docId=${doc.id.toUpperCase()}`)
      .expect(200);
    expect([
      byDoc.headers['x-total-count'],
      byDoc.body.map((l: { id: string }) => l.id),
    ]).toEqual(['1', [lesson.id]]);
  });
});
