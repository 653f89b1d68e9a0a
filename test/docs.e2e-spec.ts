import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from './support/app.js';
import {
  createCast,
  createUser,
  type TestUser,
} from './factories/users.factory.js';
import { createDoc, docBody } from './factories/docs.factory.js';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('/docs CRUD (contract §6)', () => {
  let t: TestApp;
  let author: TestUser;
  let other: TestUser;
  let reader: TestUser;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    ({ admin, author, other, reader } = await createCast(t.http));
  });
  afterAll(() => t?.close());

  const as = (token: string) => t.as(token);

  it('POST creates: 201 with the doc, Location and ETag', async () => {
    const body = docBody({ tags: ['sql', 'beginner'] });
    const res = await as(author.token).post('/api/v1/docs', body).expect(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ...body,
      authorId: author.id,
      createdAt: expect.any(String),
      updatedAt: res.body.createdAt,
      version: 1,
    });
    expect(res.headers.location).toBe(`/api/v1/docs/${res.body.id}`);
    expect(res.headers.etag).toBe('"1"');
    // What the 201 says is what was stored.
    const stored = await as(reader.token).get(res.headers.location).expect(200);
    expect(stored.body).toEqual(res.body);
  });

  it('POST fills defaults for the optional fields', async () => {
    const res = await as(author.token)
      .post('/api/v1/docs', { title: 'Only a title' })
      .expect(201);
    expect(res.body).toMatchObject({
      reference: null,
      description: '',
      tags: [],
      content: '',
    });
    const stored = await as(reader.token).get(res.headers.location).expect(200);
    expect(stored.body).toEqual(res.body);
  });

  it.each([
    ['no title', { title: undefined }, '/title'],
    ['an empty title', { title: '' }, '/title'],
    ['a long title', { title: 'x'.repeat(201) }, '/title'],
    // 200 characters as the user sees them, 400 code points as the database counts them
    [
      'a title over 200 code points',
      { title: '\u2764\ufe0f'.repeat(200) },
      '/title',
    ],
    ['a NUL character', { content: 'a\u0000b' }, '/content'],
    ['a prototype key', { constructor: 'x' }, '/constructor'],
    ['a long description', { description: 'x'.repeat(2001) }, '/description'],
    [
      '21 tags',
      { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) },
      '/tags',
    ],
    ['duplicate tags', { tags: ['a', 'a'] }, '/tags'],
    ['a long tag', { tags: ['x'.repeat(41)] }, '/tags'],
    ['a bad reference', { reference: 'has space' }, '/reference'],
    ['a wrong type', { content: 42 }, '/content'],
    ['an unknown field', { authorId: UNKNOWN_ID }, '/authorId'],
  ])('POST answers 400 to %s', async (_case, override, field) => {
    const res = await as(author.token)
      .post('/api/v1/docs', docBody(override))
      .expect(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(
      field,
    );
  });

  it('POST is for authors and admins (reader → 403)', async () => {
    await as(reader.token).post('/api/v1/docs', docBody()).expect(403);
    await as(admin).post('/api/v1/docs', docBody()).expect(201);
  });

  it('POST with a taken reference → 409', async () => {
    const doc = await createDoc(t.http, author.token);
    const res = await as(other.token)
      .post('/api/v1/docs', docBody({ reference: doc.reference }))
      .expect(409);
    expect(res.body.code).toBe('DOC.REFERENCE_TAKEN');
  });

  it('concurrent creates with one reference: exactly one 201, the rest 409', async () => {
    const body = docBody();
    const statuses = (
      await Promise.all(
        Array.from({ length: 8 }, () =>
          as(author.token).post('/api/v1/docs', body),
        ),
      )
    ).map((res) => res.status);
    expect(statuses.sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
  });

  it('GET one: ETag, and 304 on a matching If-None-Match', async () => {
    const doc = await createDoc(t.http, author.token);
    const res = await as(reader.token)
      .get(`/api/v1/docs/${doc.id}`)
      .expect(200);
    expect(res.body.id).toBe(doc.id);
    expect(res.headers.etag).toBe('"1"');
    const notModified = await as(reader.token)
      .get(`/api/v1/docs/${doc.id}`)
      .set('If-None-Match', '"1"')
      .expect(304);
    expect(notModified.text).toBeFalsy();
    await as(reader.token)
      .get(`/api/v1/docs/${doc.id}`)
      .set('If-None-Match', '"7"')
      .expect(200);
  });

  it('GET one: malformed id → 400, unknown id → 404', async () => {
    await as(reader.token).get('/api/v1/docs/not-a-uuid').expect(400);
    const res = await as(reader.token)
      .get(`/api/v1/docs/${UNKNOWN_ID}`)
      .expect(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('PUT replaces every writable field, resetting the ones left out', async () => {
    const doc = await createDoc(t.http, author.token, {
      tags: ['a', 'b'],
      description: 'd',
    });
    const res = await as(author.token)
      .put(`/api/v1/docs/${doc.id}`, { title: 'Replaced' })
      .expect(200);
    expect(res.body).toMatchObject({
      title: 'Replaced',
      reference: null,
      description: '',
      tags: [],
      content: '',
      version: 2,
    });
    expect(res.headers.etag).toBe('"2"');
    const stored = await as(reader.token).get(`/api/v1/docs/${doc.id}`);
    expect(stored.body).toEqual(res.body);
    await as(author.token)
      .put(`/api/v1/docs/${doc.id}`, { description: 'no title' })
      .expect(400);
  });

  it('PATCH changes only the given fields, as JSON or merge-patch', async () => {
    const doc = await createDoc(t.http, author.token, { tags: ['a'] });
    const res = await as(author.token)
      .patch(`/api/v1/docs/${doc.id}`, { tags: ['x', 'y'] })
      .expect(200);
    expect(res.body).toMatchObject({
      title: doc.title,
      tags: ['x', 'y'],
      version: 2,
    });
    const merge = await t.http
      .patch(`/api/v1/docs/${doc.id}`)
      .auth(author.token, { type: 'bearer' })
      .set('Content-Type', 'application/merge-patch+json')
      .send(JSON.stringify({ reference: null, description: 'merged' }))
      .expect(200);
    expect(merge.body).toMatchObject({
      reference: null,
      description: 'merged',
      tags: ['x', 'y'],
      version: 3,
    });
    const stored = await as(reader.token).get(`/api/v1/docs/${doc.id}`);
    expect(stored.body).toEqual(merge.body);
    await as(author.token).patch(`/api/v1/docs/${doc.id}`, {}).expect(400);
    await as(author.token)
      .patch(`/api/v1/docs/${doc.id}`, { title: null })
      .expect(400);
  });

  it('If-Match with a stale version → 412 and nothing changes', async () => {
    const doc = await createDoc(t.http, author.token);
    await as(author.token)
      .patch(`/api/v1/docs/${doc.id}`, { title: 'v2' })
      .set('If-Match', '"1"')
      .expect(200);
    const res = await as(author.token)
      .patch(`/api/v1/docs/${doc.id}`, { title: 'v3' })
      .set('If-Match', '"1"')
      .expect(412);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    await as(author.token)
      .put(`/api/v1/docs/${doc.id}`, docBody())
      .set('If-Match', '"1"')
      .expect(412);
    await as(author.token)
      .delete(`/api/v1/docs/${doc.id}`)
      .set('If-Match', '"1"')
      .expect(412);
    // Beyond the version column's integer (PostgreSQL refuses such a parameter).
    await as(author.token)
      .delete(`/api/v1/docs/${doc.id}`)
      .set('If-Match', '"9933523664"')
      .expect(412);
    const now = await as(author.token)
      .get(`/api/v1/docs/${doc.id}`)
      .expect(200);
    expect(now.body).toMatchObject({ title: 'v2', version: 2 });
    await as(author.token)
      .patch(`/api/v1/docs/${doc.id}`, { title: 'v3' })
      .set('If-Match', '*')
      .expect(200);
    await as(author.token)
      .patch(`/api/v1/docs/${doc.id}`, { title: 'v4' })
      .set('If-Match', 'garbage')
      .expect(400);
  });

  it('concurrent writers with the same If-Match: one 200, the others 412', async () => {
    const doc = await createDoc(t.http, author.token);
    const statuses = (
      await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          as(author.token)
            .patch(`/api/v1/docs/${doc.id}`, { title: `writer ${i}` })
            .set('If-Match', '"1"'),
        ),
      )
    ).map((res) => res.status);
    expect(statuses.sort()).toEqual([200, 412, 412, 412, 412, 412]);
    expect(
      (await as(author.token).get(`/api/v1/docs/${doc.id}`)).body.version,
    ).toBe(2);
  });

  it('only the author or an admin changes or deletes a doc (403), at the version If-Match names', async () => {
    const doc = await createDoc(t.http, author.token);
    await as(other.token)
      .patch(`/api/v1/docs/${doc.id}`, { title: 'mine now' })
      .expect(403);
    await as(other.token).put(`/api/v1/docs/${doc.id}`, docBody()).expect(403);
    await as(other.token).delete(`/api/v1/docs/${doc.id}`).expect(403);
    await as(reader.token)
      .patch(`/api/v1/docs/${doc.id}`, { title: 'reader' })
      .expect(403);
    await as(admin)
      .patch(`/api/v1/docs/${doc.id}`, { title: 'admin' })
      .expect(200);
    await as(other.token)
      .delete(`/api/v1/docs/${doc.id}`)
      .set('If-Match', '"2"')
      .expect(403);
    const deleted = await as(admin)
      .delete(`/api/v1/docs/${doc.id}`)
      .set('If-Match', '"2"')
      .expect(200);
    expect(deleted.body).toMatchObject({
      id: doc.id,
      title: 'admin',
      version: 2,
    });
    await as(author.token).get(`/api/v1/docs/${doc.id}`).expect(404);
  });

  it('DELETE returns the deleted doc; with Prefer: return=minimal, 204', async () => {
    const doc = await createDoc(t.http, author.token);
    const res = await as(author.token)
      .delete(`/api/v1/docs/${doc.id}`)
      .expect(200);
    expect(res.body.id).toBe(doc.id);
    await as(author.token).get(`/api/v1/docs/${doc.id}`).expect(404);
    const minimal = await createDoc(t.http, author.token);
    const gone = await as(author.token)
      .delete(`/api/v1/docs/${minimal.id}`)
      .set('Prefer', 'return=minimal')
      .expect(204);
    expect(gone.text).toBeFalsy();
    await as(author.token).delete(`/api/v1/docs/${minimal.id}`).expect(404);
  });

  it('a user who still owns docs cannot be deleted (409)', async () => {
    const owner = await createUser(t.http, 'author');
    await createDoc(t.http, owner.token);
    const res = await as(admin).delete(`/api/v1/users/${owner.id}`).expect(409);
    expect(res.body.code).toBe('USER.OWNS_CONTENT');
  });
});
