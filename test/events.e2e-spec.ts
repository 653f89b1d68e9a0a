import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { AddressInfo } from 'node:net';
import { EventsService } from '../src/events/events.service.js';
import { logContext } from '../src/observability/log-context.js';
import type { EventRecord } from '../src/events/event.entity.js';
import { startTestApp, type TestApp } from './support/app.js';
import type { ScratchDatabase } from '../src/database/scratch-database.js';
import { DataSource } from 'typeorm';
import { createPostgresTestDatabase } from './support/database.js';
import { describeWith } from './support/needs.js';
import {
  adminToken,
  createCast,
  createUser,
  type TestUser,
} from './factories/users.factory.js';
import { createDoc, docBody } from './factories/docs.factory.js';

/** An event as a stream sends it. */
interface Frame {
  id: string;
  event: string;
  data: { id: string; type: string; resourceId: string };
}

/** The events of a `text/event-stream` response, as they come, until it ends (comments left out). */
async function* sse(res: Response): AsyncGenerator<Frame> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of res.body!) {
    text += decoder.decode(chunk as Uint8Array, { stream: true });
    let end: number;
    while ((end = text.indexOf('\n\n')) >= 0) {
      const frame = text.slice(0, end);
      text = text.slice(end + 2);
      const fields = Object.fromEntries(
        frame
          .split('\n')
          .filter((line) => line !== '' && !line.startsWith(':'))
          .map((line) => [
            line.slice(0, line.indexOf(':')),
            line.slice(line.indexOf(':') + 2),
          ]),
      );
      if (fields.data !== undefined)
        yield {
          id: fields.id,
          event: fields.event,
          data: JSON.parse(fields.data),
        };
    }
  }
}

/** Fakes `setInterval` alone: the feed's poll never ticks; every other timer runs. */
const stopPollTicks = () =>
  jest.useFakeTimers({
    doNotFake: [
      'Date',
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setTimeout',
      'clearTimeout',
    ],
  });

/** The port of a test app's server, listening for requests that `fetch` streams. */
async function listeningPort(t: TestApp): Promise<number> {
  const server = t.app.getHttpServer();
  if (!server.listening)
    await new Promise<void>((resolve) => server.listen(0, resolve));
  return (server.address() as AddressInfo).port;
}

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
    const read = await settled(events, last, count);
    last = read.at(-1)!.id;
    return read;
  };

  const listening = () => listeningPort(t);

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

  it("gives a delete's event the data GET showed just before it: docs, lessons and users", async () => {
    const tricky = await createDoc(t.http, author.token, {
      title: 'Quotes " and \\ back, tab\there',
      tags: ['é', '日本', 'a"b'],
      content: 'line\nbreak \u2028 \u0001 </script> 🎓 {"json": [1]}',
    });
    const bare = await createDoc(t.http, author.token, {
      reference: undefined,
      tags: [],
      content: undefined,
      description: undefined,
    });
    const lesson = (
      await t
        .as(author.token)
        .post('/api/v1/lessons', {
          title: 'Ordered',
          docIds: [bare.id, tricky.id],
        })
        .expect(201)
    ).body;
    await t
      .as(author.token)
      .patch(`/api/v1/lessons/${lesson.id}`, { description: 'Changed' })
      .expect(200);
    const user = await createUser(t.http, 'reader');
    await since(5);
    const paths = [
      `/api/v1/lessons/${lesson.id}`,
      `/api/v1/docs/${tricky.id}`,
      `/api/v1/docs/${bare.id}`,
      `/api/v1/users/${user.id}`,
    ];
    const shown = [];
    for (const path of paths) {
      shown.push((await t.as(admin).get(path).expect(200)).body);
      // An admin deletes what an author owns; the author's own delete is above.
      await t.as(admin).delete(path).expect(200);
    }
    expect(shown[2]).toMatchObject({ reference: null, tags: [] });
    const deleted = await since(4);
    expect(deleted.map(({ type, data }) => ({ type, data }))).toEqual([
      { type: 'lesson.deleted', data: shown[0] },
      { type: 'doc.deleted', data: shown[1] },
      { type: 'doc.deleted', data: shown[2] },
      { type: 'user.deleted', data: shown[3] },
    ]);
    expect(deleted.map((event) => event.resourceVersion)).toEqual([
      2,
      1,
      1,
      null,
    ]);
  });

  /** The whole feed as `token` reads it through `GET /events`, following `next` links of `limit`. */
  const walk = async (token: string, query: string, limit: number) => {
    const read: { id: string; type: string }[] = [];
    let url = `/api/v1/events?${query}${query ? '&' : ''}limit=${limit}`;
    for (;;) {
      const res = await t.as(token).get(url).expect(200);
      expect(res.headers['x-total-count']).toBeUndefined();
      const next = /^<([^>]+)>; rel="next"$/.exec(res.headers.link)![1];
      read.push(...res.body);
      if (res.body.length === 0) {
        // An empty page links to itself: the events that come later.
        expect(next).toBe(url.replace(/^(.*?\?)(.*)$/, '$1$2'));
        return read;
      }
      expect(res.body.length).toBeLessThanOrEqual(limit);
      expect(next).toContain(`after=${res.body.at(-1).id}`);
      url = next;
    }
  };

  it('GET /events walks the feed by next links, oldest first, each event once; user events for admins only', async () => {
    // Every event so far is settled: `since` read them.
    const all = (
      await events.readAfter(undefined, { limit: 100, includeUserEvents: true })
    ).map(({ id, type }) => ({ id, type }));
    expect(all.map((event) => event.id)).toEqual(
      all.map((event) => event.id).sort(),
    );
    const byAdmin = await walk(admin, '', 3);
    expect(byAdmin.map(({ id, type }) => ({ id, type }))).toEqual(all);
    const byReader = await walk(reader.token, '', 2);
    expect(byReader.map(({ id }) => id)).toEqual(
      all
        .filter((event) => !event.type.startsWith('user.'))
        .map(({ id }) => id),
    );
    const first = (await t.as(reader.token).get('/api/v1/events').expect(200))
      .body[0];
    expect(first).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      type: 'doc.created',
      occurredAt: expect.any(String),
      resourceId: expect.any(String),
      resourceVersion: 1,
      actorId: author.id,
      data: expect.objectContaining({ version: 1 }),
    });
  });

  it('filters by type, repeatable, with <resource>.*; refuses unknown types and user types to non-admins', async () => {
    const types = async (token: string, query: string) =>
      new Set((await walk(token, query, 100)).map(({ type }) => type));
    expect(await types(reader.token, 'type=doc.*')).toEqual(
      new Set(['doc.created', 'doc.updated', 'doc.deleted']),
    );
    expect(
      await types(reader.token, 'type=lesson.deleted&type=doc.updated'),
    ).toEqual(new Set(['lesson.deleted', 'doc.updated']));
    expect(await types(admin, 'type=user.*')).toEqual(
      new Set(['user.created', 'user.updated', 'user.deleted']),
    );
    const unknown = await t
      .as(reader.token)
      .get('/api/v1/events?type=doc.renamed')
      .expect(400);
    expect(unknown.body.code).toBe('EVENTS.UNKNOWN_TYPE');
    const hidden = await t
      .as(reader.token)
      .get('/api/v1/events?type=user.created')
      .expect(403);
    expect(hidden.body.code).toBe('EVENTS.USER_EVENTS_FORBIDDEN');
    for (const query of ['after=zz', 'wait=31', 'limit=0', 'wait=-1'])
      await t.as(reader.token).get(`/api/v1/events?${query}`).expect(400);
    await t.http.get('/api/v1/events').expect(401);
  });

  it('a long poll (wait=30) answers with the event written while it waits', async () => {
    const polled = t
      .as(reader.token)
      .get(`/api/v1/events?after=${last}&wait=30`)
      .then((res) => res);
    // Sent once the poll waits: it subscribes at once, and a write before that is read anyway.
    const doc = await createDoc(t.http, author.token);
    const res = await polled;
    expect(res.status).toBe(200);
    expect(
      res.body.map((event: { resourceId: string }) => event.resourceId),
    ).toEqual([doc.id]);
    await since(1);
  }, 60_000);

  it("looks for new events after each write of this instance, not only at the poll's turns", async () => {
    expect(events.waiting).toBe(0);
    // The poll's interval never fires: only the write's commit can wake the listener.
    stopPollTicks();
    let off!: () => void;
    try {
      const woken = new Promise<void>((resolve) => {
        off = events.onAppended(resolve);
      });
      await createDoc(t.http, author.token);
      await woken;
    } finally {
      off();
      jest.useRealTimers();
    }
    await since(1);
  });

  it('wakes a listener in its own context, not in that of the write whose commit found the event', async () => {
    expect(events.waiting).toBe(0);
    stopPollTicks();
    const mine = new AsyncLocalStorage<string>();
    let off!: () => void;
    try {
      const woken = new Promise<[string | undefined, string | undefined]>(
        (resolve) => {
          off = mine.run('subscriber', () =>
            events.onAppended(() =>
              resolve([mine.getStore(), logContext().requestId]),
            ),
          );
        },
      );
      await createDoc(t.http, author.token);
      expect(await woken).toEqual(['subscriber', undefined]);
    } finally {
      off();
      jest.useRealTimers();
    }
    await since(1);
  });

  it('a long poll whose client leaves stops waiting', async () => {
    const port = await listening();
    // Other listeners (the webhooks' dispatcher, while a webhook is enabled) wait all along.
    const idle = events.waiting;
    const left = new AbortController();
    const poll = fetch(
      `http://127.0.0.1:${port}/api/v1/events?after=${last}&wait=30`,
      {
        headers: { authorization: `Bearer ${reader.token}` },
        signal: left.signal,
      },
    ).catch(() => undefined);
    while (events.waiting === idle) await new Promise(setImmediate);
    left.abort();
    await poll;
    while (events.waiting > idle) await new Promise(setImmediate);
    expect(events.waiting).toBe(idle);
  }, 60_000);

  it('GET /events/stream sends each event as SSE, and resumes after Last-Event-ID', async () => {
    const port = await listening();
    const idle = events.waiting;
    /** The first `count` events of a stream. */
    const receive = async (headers: Record<string, string>, count: number) => {
      const closed = new AbortController();
      const res = await fetch(
        `http://127.0.0.1:${port}/api/v1/events/stream?type=doc.*`,
        {
          headers: { authorization: `Bearer ${reader.token}`, ...headers },
          signal: closed.signal,
        },
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const frames: Frame[] = [];
      for await (const frame of sse(res)) {
        frames.push(frame);
        if (frames.length >= count) break;
      }
      closed.abort();
      return frames;
    };
    const docs = [await createDoc(t.http, author.token)];
    const streamed = receive({ 'Last-Event-ID': last! }, 3);
    docs.push(await createDoc(t.http, author.token));
    docs.push(await createDoc(t.http, author.token));
    const frames = await streamed;
    expect(frames.map((frame) => frame.data.resourceId)).toEqual(
      docs.map((doc) => doc.id),
    );
    for (const frame of frames) {
      expect(frame.id).toBe(frame.data.id);
      expect(frame.event).toBe('doc.created');
    }
    const resumed = await receive({ 'Last-Event-ID': frames[0].id }, 2);
    expect(resumed).toEqual(frames.slice(1));
    await since(3);
    while (events.waiting > idle) await new Promise(setImmediate);
  }, 60_000);

  it('answers 410 for an after older than the events kept, and 200 from the newest purged on', async () => {
    const [oldest] = await events.readAfter(undefined, {
      limit: 1,
      includeUserEvents: true,
    });
    // Every event so far is older than a second from now.
    expect(await events.purge(new Date(Date.now() + 1000))).toBeGreaterThan(0);
    const gone = await t
      .as(reader.token)
      .get(`/api/v1/events?after=${oldest.id}`)
      .expect(410);
    expect(gone.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(gone.body.code).toBe('EVENTS.AFTER_TOO_OLD');
    // `last` was the newest event, purged: nothing was missed after it.
    const res = await t
      .as(reader.token)
      .get(`/api/v1/events?after=${last}`)
      .expect(200);
    expect(res.body).toEqual([]);
    // Ids are not reused once every event is purged.
    const doc = await createDoc(t.http, author.token);
    const [created] = await since(1);
    expect(created.resourceId).toBe(doc.id);
  });

  it("ends a stream, before it sends another event, once the caller's role changed (a demoted admin)", async () => {
    const port = await listening();
    const idle = events.waiting;
    const boss = await createUser(t.http, 'admin');
    await since(1);
    const res = await fetch(
      `http://127.0.0.1:${port}/api/v1/events/stream?type=user.*&after=${last}`,
      { headers: { authorization: `Bearer ${boss.token}` } },
    );
    expect(res.status).toBe(200);
    const stream = sse(res);
    const before = await createUser(t.http, 'reader');
    expect((await stream.next()).value?.data).toMatchObject({
      type: 'user.created',
      resourceId: before.id,
    });
    await t
      .as(admin)
      .patch(`/api/v1/users/${boss.id}`, { role: 'reader' })
      .expect(200);
    await createUser(t.http, 'reader');
    // Neither its own demotion nor the user created after it: the stream ended.
    expect(await stream.next()).toEqual({ done: true, value: undefined });
    await since(3);
    while (events.waiting > idle) await new Promise(setImmediate);
    // Reconnected, the reader it now is may not read user events.
    await t
      .as(boss.token)
      .get(`/api/v1/events/stream?type=user.*&after=${last}`)
      .expect(403);
  }, 60_000);

  it('ends the waiting long polls and streams when the application closes', async () => {
    const port = await listening();
    const idle = events.waiting;
    const headers = { authorization: `Bearer ${reader.token}` };
    const polled = fetch(
      `http://127.0.0.1:${port}/api/v1/events?after=${last}&wait=30`,
      { headers },
    );
    const streamed = fetch(
      `http://127.0.0.1:${port}/api/v1/events/stream?after=${last}`,
      { headers },
    ).then(async (res) => {
      let text = '';
      for await (const chunk of res.body!)
        text += new TextDecoder().decode(chunk as Uint8Array);
      return text;
    });
    while (events.waiting < idle + 2) await new Promise(setImmediate);
    await t.close();
    const res = await polled;
    expect([res.status, await res.json()]).toEqual([200, []]);
    // Ended, with nothing but its start.
    expect((await streamed).trim()).toBe('');
  }, 60_000);
});

describe('change events: a stream and its token', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Long enough to open a stream with, on a loaded machine (with jsonwebtoken's 5 s of skew).
    t = await startTestApp({ JWT_TTL: '3' });
  });
  afterAll(() => t?.close());

  it('ends a stream when its bearer token expires', async () => {
    const events = t.app.get(EventsService);
    const idle = events.waiting;
    const token = await adminToken(t.http);
    const { exp } = JSON.parse(
      Buffer.from(token.split('.')[1], 'base64url').toString(),
    ) as { exp: number };
    const res = await fetch(
      `http://127.0.0.1:${await listeningPort(t)}/api/v1/events/stream?type=doc.*`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(res.status).toBe(200);
    expect(await sse(res).next()).toEqual({ done: true, value: undefined });
    // Not before the second `exp` names (a timer may fire a millisecond early).
    expect(Math.ceil(Date.now() / 1000)).toBeGreaterThanOrEqual(exp);
    while (events.waiting > idle) await new Promise(setImmediate);
  }, 60_000);
});

/**
 * The next `count` settled events after `after` (of every type), and any others already settled,
 * waiting for them. Unsubscribed when it returns: tests count the feed's listeners.
 */
async function settled(
  events: EventsService,
  after: string | undefined,
  count: number,
): Promise<EventRecord[]> {
  const read: EventRecord[] = [];
  for (;;) {
    let off!: () => void;
    const woken = new Promise<void>((resolve) => {
      off = events.onAppended(resolve);
    });
    try {
      read.push(
        ...(await events.readAfter(read.at(-1)?.id ?? after, {
          limit: 1000,
          includeUserEvents: true,
        })),
      );
      if (read.length >= count) return read;
      await woken;
    } finally {
      off();
    }
  }
}

describeWith('PostgreSQL')(
  'change events on PostgreSQL: concurrent transactions',
  () => {
    let database: ScratchDatabase;
    let t: TestApp;
    let events: EventsService;
    let author: TestUser;
    beforeAll(async () => {
      database = await createPostgresTestDatabase();
      t = await startTestApp({ DATABASE_URL: database.url });
      events = t.app.get(EventsService);
      author = await createUser(t.http, 'author');
    });
    afterAll(async () => {
      await t?.close();
      await database?.drop();
    });

    /** A transaction left open that has written an event (as a write does), and its end. */
    const holdOpen = async () => {
      const runner = t.app.get(DataSource).createQueryRunner();
      await runner.connect();
      await runner.startTransaction();
      await runner.query(
        `INSERT INTO events (tx, seq, type, occurred_at, resource_id, resource_version, actor_id, data) VALUES (pg_current_xact_id()::text::bigint, nextval('events_seq'), 'doc.created', now(), gen_random_uuid(), 1, NULL, '{"held":true}')`,
      );
      return {
        commit: () =>
          runner.commitTransaction().finally(() => runner.release()),
        rollback: () =>
          runner.rollbackTransaction().finally(() => runner.release()),
      };
    };

    it('serves no event while an older transaction is open, then every one once, in order; a rolled back one never', async () => {
      // The user's creation and the first admin's: settled, the feed's start.
      const [, start] = await settled(events, undefined, 2);
      const held = await holdOpen();
      const rolledBack = await holdOpen();
      const docs = await Promise.all(
        Array.from({ length: 10 }, () => createDoc(t.http, author.token)),
      );
      // Committed, but behind an open transaction: not served yet (it could come before them).
      expect(
        await events.readAfter(start.id, {
          limit: 100,
          includeUserEvents: true,
        }),
      ).toEqual([]);
      await held.commit();
      await rolledBack.rollback();
      const read = await settled(events, start.id, 11);
      expect(read[0].data).toEqual({ held: true });
      expect(new Set(read.slice(1).map((event) => event.resourceId))).toEqual(
        new Set(docs.map((doc) => doc.id)),
      );
      expect(read.map((event) => event.id)).toEqual(
        read.map((event) => event.id).sort(),
      );
      // Nothing else: a write after them comes next.
      const marker = await createDoc(t.http, author.token);
      expect(
        (await settled(events, read.at(-1)!.id, 1)).map(
          (event) => event.resourceId,
        ),
      ).toEqual([marker.id]);
    });

    it('a reader following after= during concurrent writes reads each event exactly once', async () => {
      const [before] = (
        await events.readAfter(undefined, {
          limit: 100,
          includeUserEvents: true,
        })
      ).slice(-1);
      const writes = Promise.all(
        Array.from({ length: 40 }, () => createDoc(t.http, author.token)),
      );
      const read = await settled(events, before.id, 40);
      const docs = await writes;
      expect(read.map((event) => event.resourceId).sort()).toEqual(
        docs.map((doc) => doc.id).sort(),
      );
    }, 60_000);
  },
);
