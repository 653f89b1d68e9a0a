import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EventsService } from '../src/events/events.service.js';
import type { EventRecord } from '../src/events/event.entity.js';
import { startTestApp, type TestApp } from './support/app.js';
import { createCast, type TestUser } from './factories/users.factory.js';
import { createDoc, docBody } from './factories/docs.factory.js';

describe('change events (issue #35)', () => {
  let t: TestApp;
  let events: EventsService;
  let author: TestUser;
  let reader: TestUser;
  let admin: string;
  /** The id of the newest event each test has read: the next reads after it. */
  let last: string | undefined;
  beforeAll(async () => {
    t = await startTestApp();
    events = t.app.get(EventsService);
    ({ admin, author, reader } = await createCast(t.http));
  });
  afterAll(() => t?.close());

  /**
   * The next `count` events of every type since the last call, and any others already settled.
   * On PostgreSQL an event is read once every older transaction of the server has ended: this
   * waits for them (an event never read fails the test by its timeout).
   */
  const since = async (count: number): Promise<EventRecord[]> => {
    const read: EventRecord[] = [];
    for (;;) {
      const woken = new Promise<void>((resolve) => {
        const off = events.onAppended(() => {
          off();
          resolve();
        });
      });
      read.push(
        ...(await events.readAfter(read.at(-1)?.id ?? last, {
          limit: 1000,
          includeUserEvents: true,
        })),
      );
      if (read.length >= count) break;
      await woken;
    }
    last = read.at(-1)!.id;
    return read;
  };

  it('writes one user.created per user (the first admin by nobody), its data as GET shows it, never a secret', async () => {
    const created = await since(4);
    expect(created.map(({ type, actorId }) => ({ type, actorId }))).toEqual([
      { type: 'user.created', actorId: null },
      { type: 'user.created', actorId: created[0].resourceId },
      { type: 'user.created', actorId: created[0].resourceId },
      { type: 'user.created', actorId: created[0].resourceId },
    ]);
    for (const event of created) {
      const shown = await t
        .as(admin)
        .get(`/api/v1/users/${event.resourceId}`)
        .expect(200);
      expect(event.data).toEqual(shown.body);
      expect(JSON.stringify(event.data)).not.toMatch(/password|hash/i);
      expect(event.resourceVersion).toBeNull();
    }
    expect(created.map((event) => event.id)).toEqual(
      created.map((event) => event.id).sort(),
    );
  });

  it('writes one event per create, replace, patch and delete of a doc, with the version GET shows', async () => {
    const doc = await createDoc(t.http, author.token);
    const [created] = await since(1);
    expect(created).toMatchObject({
      type: 'doc.created',
      resourceId: doc.id,
      resourceVersion: 1,
      actorId: author.id,
      data: doc,
    });
    expect(created.occurredAt).toEqual(
      new Date(created.data.createdAt as string),
    );
    const replaced = (
      await t
        .as(author.token)
        .put(`/api/v1/docs/${doc.id}`, docBody({ title: 'Replaced' }))
        .expect(200)
    ).body;
    const patched = (
      await t
        .as(admin)
        .patch(`/api/v1/docs/${doc.id}`, { tags: ['a', 'b'] })
        .expect(200)
    ).body;
    const shown = (
      await t.as(reader.token).get(`/api/v1/docs/${doc.id}`).expect(200)
    ).body;
    expect(shown).toEqual(patched);
    await t.as(author.token).delete(`/api/v1/docs/${doc.id}`).expect(200);
    const changes = await since(3);
    expect(
      changes.map(({ type, resourceVersion, actorId, data }) => ({
        type,
        resourceVersion,
        actorId,
        data,
      })),
    ).toEqual([
      {
        type: 'doc.updated',
        resourceVersion: 2,
        actorId: author.id,
        data: replaced,
      },
      {
        type: 'doc.updated',
        resourceVersion: 3,
        actorId: expect.any(String),
        data: shown,
      },
      {
        type: 'doc.deleted',
        resourceVersion: 3,
        actorId: author.id,
        data: shown,
      },
    ]);
  });

  it('writes no event for a write that fails (If-Match, a taken reference, a missing doc)', async () => {
    const doc = await createDoc(t.http, author.token);
    await since(1);
    await t
      .as(author.token)
      .patch(`/api/v1/docs/${doc.id}`, { title: 'Late' })
      .set('If-Match', '"7"')
      .expect(412);
    await t
      .as(author.token)
      .delete(`/api/v1/docs/${doc.id}`)
      .set('If-Match', '"7"')
      .expect(412);
    await t
      .as(author.token)
      .post('/api/v1/docs', docBody({ reference: doc.reference }))
      .expect(409);
    await t
      .as(author.token)
      .post('/api/v1/lessons', {
        title: 'Broken',
        docIds: ['00000000-0000-4000-8000-000000000000'],
      })
      .expect(400);
    // A write after them: once its event is read, theirs would have been.
    const marker = await createDoc(t.http, author.token);
    expect((await since(1)).map((event) => event.resourceId)).toEqual([
      marker.id,
    ]);
  });

  it('writes lesson and user events as GET shows them', async () => {
    const doc = await createDoc(t.http, author.token);
    const lesson = (
      await t
        .as(author.token)
        .post('/api/v1/lessons', { title: 'L', docIds: [doc.id] })
        .expect(201)
    ).body;
    const user = (
      await t
        .as(admin)
        .patch(`/api/v1/users/${reader.id}`, { pseudo: `${reader.pseudo}x` })
        .expect(200)
    ).body;
    await t.as(author.token).delete(`/api/v1/lessons/${lesson.id}`).expect(200);
    expect((await since(4)).map(({ type, data }) => ({ type, data }))).toEqual([
      { type: 'doc.created', data: doc },
      { type: 'lesson.created', data: lesson },
      { type: 'user.updated', data: user },
      { type: 'lesson.deleted', data: lesson },
    ]);
  });
});
