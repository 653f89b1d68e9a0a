import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from './support/app.js';
import { createDoc } from './factories/docs.factory.js';
import {
  adminToken,
  createUser,
  type TestUser,
} from './factories/users.factory.js';

/** Ids in upper case name the same rows as in lower case, on both databases (docs/lists.md). */
describe('UUIDs in any case (issue #38)', () => {
  let t: TestApp;
  let admin: string;
  let author: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminToken(t.http);
    author = await createUser(t.http, 'author');
  });
  afterAll(() => t?.close());

  const upper = (id: string) => id.toUpperCase();
  const ids = (res: { body: { id: string }[] }) => res.body.map((x) => x.id);

  it('reads, changes and deletes a doc by its id in upper case', async () => {
    const doc = await createDoc(t.http, author.token);
    const as = t.as(author.token);
    await as.get(`/api/v1/docs/${upper(doc.id)}`).expect(200);
    await as.put(`/api/v1/docs/${upper(doc.id)}`, { title: 'Put' }).expect(200);
    await as
      .patch(`/api/v1/docs/${upper(doc.id)}`, { title: 'Patched' })
      .expect(200);
    const list = await as
      .get(`/api/v1/docs?authorId=${upper(author.id)}`)
      .expect(200);
    expect(ids(list)).toContain(doc.id);
    const deleted = await as
      .delete(`/api/v1/docs/${upper(doc.id)}`)
      .expect(200);
    expect(deleted.body.id).toBe(doc.id);
  });

  it('takes a lesson’s doc ids in upper case, in POST, PUT and PATCH', async () => {
    const [a, b] = await Promise.all([
      createDoc(t.http, author.token),
      createDoc(t.http, author.token),
    ]);
    const as = t.as(author.token);
    const lesson = (
      await as
        .post('/api/v1/lessons', { title: 'Ids', docIds: [upper(a.id)] })
        .expect(201)
    ).body;
    expect(lesson.docIds).toEqual([a.id]);
    const put = await as
      .put(`/api/v1/lessons/${upper(lesson.id)}`, {
        title: 'Ids',
        docIds: [upper(b.id), a.id],
      })
      .expect(200);
    expect(put.body.docIds).toEqual([b.id, a.id]);
    const patched = await as
      .patch(`/api/v1/lessons/${upper(lesson.id)}`, { docIds: [upper(a.id)] })
      .expect(200);
    expect(patched.body.docIds).toEqual([a.id]);
    const merged = await as
      .patch(`/api/v1/lessons/${upper(lesson.id)}`, {})
      .set('Content-Type', 'application/merge-patch+json')
      .send({ docIds: [upper(b.id)] })
      .expect(200);
    expect(merged.body.docIds).toEqual([b.id]);
    const expanded = await as
      .get(`/api/v1/lessons/${upper(lesson.id)}?expand=docs`)
      .expect(200);
    expect(expanded.body.docs.map((d: { id: string }) => d.id)).toEqual([b.id]);
    const byDoc = await as
      .get(`/api/v1/lessons?docId=${upper(b.id)}&authorId=${upper(author.id)}`)
      .expect(200);
    expect(ids(byDoc)).toEqual([lesson.id]);
    // The same id twice, in two cases, is a duplicate.
    await as
      .post('/api/v1/lessons', { title: 'Twice', docIds: [a.id, upper(a.id)] })
      .expect(400);
    // A doc a lesson uses, named in upper case, is still in use.
    await as.delete(`/api/v1/docs/${upper(b.id)}`).expect(409);
    await as.delete(`/api/v1/lessons/${upper(lesson.id)}`).expect(200);
  });

  it('reads, changes and deletes a user by its id in upper case', async () => {
    const user = await createUser(t.http, 'reader');
    const as = t.as(admin);
    await as.get(`/api/v1/users/${upper(user.id)}`).expect(200);
    // Self, named in upper case.
    await t
      .as(user.token)
      .get(`/api/v1/users/${upper(user.id)}`)
      .expect(200);
    await t
      .as(user.token)
      .patch(`/api/v1/users/${upper(user.id)}`, { pseudo: `${user.pseudo}x` })
      .expect(200);
    await as
      .patch(`/api/v1/users/${upper(user.id)}`, { role: 'author' })
      .expect(200);
    await as.delete(`/api/v1/users/${upper(user.id)}`).expect(200);
    await as.get(`/api/v1/users/${user.id}`).expect(404);
  });
});
