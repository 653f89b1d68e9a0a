import { beforeAll, describe, expect, it } from '@jest/globals';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { EventsService } from '../src/events/events.service.js';
import { DELIVERY_QUEUE } from '../src/webhooks/delivery-queue.js';
import { DeliveryStore } from '../src/webhooks/delivery-store.js';
import { WebhookDispatch } from '../src/webhooks/webhook-dispatch.entity.js';
import { WebhookDispatcher } from '../src/webhooks/webhook-dispatcher.js';
import { Transactions } from '../src/database/transactions.js';
import { DataSource } from 'typeorm';
import { startTestApp, type TestApp } from './support/app.js';
import { createDoc } from './factories/docs.factory.js';
import { createCast } from './factories/users.factory.js';
import { createSharedTestDatabase } from './support/database.js';
import { describeWith } from './support/needs.js';
import { REDIS_URL } from './support/redis.js';
import { eventually, startReceiver } from './support/webhook-receiver.js';

type Receiver = Awaited<ReturnType<typeof startReceiver>>;

interface Delivery {
  id: string;
  eventId: string;
  eventType: string;
  payload: object;
  status: string;
  attempts: number;
  nextAttemptAt: string | null;
  attemptLog: { responseCode?: number; error?: string; durationMs: number }[];
}

/** Waits 0.2 s, then 0.2 s again, then fails: the tests' retry schedule. */
const SCHEDULE = '0.2,0.2';

/** The scenarios, on an application started with `env` (the table's worker, or BullMQ's). */
function webhooks(env: Record<string, string>) {
  let t: TestApp;
  let cast: Awaited<ReturnType<typeof createCast>>;
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
    t = await startTestApp({
      WEBHOOKS_ALLOW_HTTP: 'true',
      WEBHOOKS_ALLOWED_HOSTS: '127.0.0.1',
      WEBHOOKS_RETRY_SCHEDULE: SCHEDULE,
      ...env,
    });
    cast = await createCast(t.http);
  });

  const admin = () => t.as(cast.admin);
  const create = async (body: object = {}) => {
    const res = await admin()
      .post('/api/v1/webhooks', {
        url: receiver.url(),
        eventTypes: ['*'],
        ...body,
      })
      .expect(201);
    return res.body as { id: string; secret: string };
  };
  const eventuallyDelivery = (
    webhookId: string,
    id: string,
    done: (d: Delivery) => boolean,
  ) =>
    eventually(
      async () => {
        const res = await admin()
          .get(`/api/v1/webhooks/${webhookId}/deliveries?limit=100`)
          .expect(200);
        return (res.body as Delivery[]).find((d) => d.id === id)!;
      },
      (d) => d !== undefined && done(d),
    );
  const ping = async (webhookId: string) =>
    (await admin().post(`/api/v1/webhooks/${webhookId}/ping`, {}).expect(202))
      .body as Delivery;
  const ended = (d: Delivery) => d.status !== 'pending';

  it('is for admins only', async () => {
    const body = { url: receiver.url(), eventTypes: ['*'] };
    await t.as(cast.author.token).post('/api/v1/webhooks', body).expect(403);
    await t.as(cast.reader.token).get('/api/v1/webhooks').expect(403);
    await t.http.get('/api/v1/webhooks').expect(401);
  });

  it('creates, reads, lists, changes and deletes a webhook; the secret only at creation', async () => {
    const res = await admin()
      .post('/api/v1/webhooks', {
        url: receiver.url(),
        eventTypes: ['doc.*', 'lesson.deleted'],
        description: 'Search index',
      })
      .expect(201);
    const { id, secret } = res.body;
    expect(res.headers.location).toBe(`/api/v1/webhooks/${id}`);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(res.body).toEqual({
      id,
      url: receiver.url(),
      eventTypes: ['doc.*', 'lesson.deleted'],
      description: 'Search index',
      enabled: true,
      disabledReason: null,
      previousSecretUntil: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      version: 1,
      secret,
    });
    expect(res.headers.etag).toBe('"1"');
    const read = await admin().get(`/api/v1/webhooks/${id}`).expect(200);
    expect(read.body).not.toHaveProperty('secret');
    expect(JSON.stringify(read.body)).not.toContain(secret.slice(6));
    const list = await admin().get('/api/v1/webhooks').expect(200);
    expect(list.body.map((w: { id: string }) => w.id)).toContain(id);
    expect(JSON.stringify(list.body)).not.toContain('whsec_');

    const patched = await admin()
      .patch(`/api/v1/webhooks/${id}`, { enabled: false, description: null })
      .expect(200);
    expect(patched.body).toMatchObject({
      enabled: false,
      disabledReason: 'admin',
      description: '',
    });
    await admin().patch(`/api/v1/webhooks/${id}`, {}).expect(400);
    await admin().delete(`/api/v1/webhooks/${id}`).expect(200);
    await admin().get(`/api/v1/webhooks/${id}`).expect(404);
  });

  it('honours If-Match on PATCH and DELETE and answers ETags, as docs do', async () => {
    const { id } = await create({ description: 'Versioned' });
    const read = await admin().get(`/api/v1/webhooks/${id}`).expect(200);
    expect([read.headers.etag, read.body.version]).toEqual(['"1"', 1]);
    await admin()
      .get(`/api/v1/webhooks/${id}`)
      .set('If-None-Match', '"1"')
      .expect(304);
    const patched = await admin()
      .patch(`/api/v1/webhooks/${id}`, { description: 'Changed' })
      .set('If-Match', '"1"')
      .expect(200);
    expect([patched.headers.etag, patched.body.version]).toEqual(['"2"', 2]);
    // A stale version: 412, nothing changed.
    const stale = await admin()
      .patch(`/api/v1/webhooks/${id}`, { description: 'Lost update' })
      .set('If-Match', '"1"')
      .expect(412);
    expect(stale.headers['content-type']).toMatch(
      /^application\/problem\+json/,
    );
    expect(stale.body.code).toBe('WEBHOOK.VERSION_MISMATCH');
    await admin()
      .delete(`/api/v1/webhooks/${id}`)
      .set('If-Match', '"1"')
      .expect(412);
    await admin()
      .patch(`/api/v1/webhooks/${id}`, {})
      .set('If-Match', 'W/"2"')
      .expect(400);
    // A rotated secret is a change too.
    await admin().post(`/api/v1/webhooks/${id}/secret`, {}).expect(200);
    await admin()
      .patch(`/api/v1/webhooks/${id}`, { enabled: false })
      .set('If-Match', '"2"')
      .expect(412);
    expect(
      (await admin().get(`/api/v1/webhooks/${id}`).expect(200)).body,
    ).toMatchObject({ description: 'Changed', enabled: true, version: 3 });
    const deleted = await admin()
      .delete(`/api/v1/webhooks/${id}`)
      .set('If-Match', '"3"')
      .expect(200);
    expect(deleted.body).toMatchObject({ id, version: 3 });
    const minimal = await create();
    const gone = await admin()
      .delete(`/api/v1/webhooks/${minimal.id}`)
      .set('Prefer', 'return=minimal')
      .expect(204);
    expect([gone.text, gone.headers['preference-applied']]).toEqual([
      '',
      'return=minimal',
    ]);
    await admin()
      .delete(`/api/v1/webhooks/${id}`)
      .set('If-Match', '"3"')
      .expect(404);
  });

  it.each([
    ['not a URL', 'hooks'],
    ['another scheme', 'ftp://127.0.0.1/hook'],
    ['a private address', 'http://10.1.2.3/hook'],
    ['the metadata address', 'http://169.254.169.254/latest'],
    ['an IPv6 loopback', 'http://[::1]/hook'],
    ['credentials', 'http://user:pw@127.0.0.1/hook'],
  ])('refuses %s as a URL (400)', async (_case, url) => {
    const res = await admin()
      .post('/api/v1/webhooks', { url, eventTypes: ['*'] })
      .expect(400);
    expect(res.body.code).toBe('WEBHOOK.URL_REFUSED');
  });

  it('refuses event types it does not know the shape of (400)', async () => {
    await admin()
      .post('/api/v1/webhooks', { url: receiver.url(), eventTypes: [] })
      .expect(400);
    await admin()
      .post('/api/v1/webhooks', { url: receiver.url(), eventTypes: ['DOC'] })
      .expect(400);
  });

  it('pings: a request signed as Standard Webhooks says, verified by the receiver', async () => {
    const { id, secret } = await create();
    const sent = await ping(id);
    expect(sent).toMatchObject({
      eventType: 'webhook.ping',
      status: 'pending',
    });
    const done = await eventuallyDelivery(id, sent.id, ended);
    expect(done).toMatchObject({ status: 'succeeded', attempts: 1 });
    expect(done.attemptLog).toEqual([
      {
        at: expect.any(String),
        responseCode: 200,
        durationMs: expect.any(Number),
      },
    ]);
    const [request] = receiver.of(sent.eventId);
    expect(receiver.verify(request, secret)).toEqual({
      id: sent.eventId,
      type: 'webhook.ping',
      timestamp: expect.any(String),
      data: { webhookId: id },
    });
    expect(request.headers['content-type']).toBe('application/json');
    expect(done.payload).toEqual(JSON.parse(request.body));
    const other = await create();
    expect(() => receiver.verify(request, other.secret)).toThrow();
  });

  it('retries a 500 with the same webhook-id, then succeeds', async () => {
    const { id, secret } = await create();
    let calls = 0;
    receiver.answer(() => (++calls === 1 ? 500 : 204));
    const sent = await ping(id);
    const done = await eventuallyDelivery(id, sent.id, ended);
    receiver.answer(() => 200);
    expect(done.status).toBe('succeeded');
    expect(done.attemptLog.map((a) => a.responseCode)).toEqual([500, 204]);
    const requests = receiver.of(sent.eventId);
    expect(requests).toHaveLength(2);
    for (const request of requests) receiver.verify(request, secret);
  });

  it('fails a delivery for good after the schedule, and a manual retry sends it again', async () => {
    const { id } = await create();
    receiver.answer(() => 503);
    const sent = await ping(id);
    const failed = await eventuallyDelivery(id, sent.id, ended);
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: 3,
      nextAttemptAt: null,
    });
    expect(failed.attemptLog.map((a) => a.responseCode)).toEqual([
      503, 503, 503,
    ]);
    receiver.answer(() => 200);
    await admin()
      .post(`/api/v1/webhooks/${id}/deliveries/${sent.id}/retry`, {})
      .expect(202);
    const retried = await eventuallyDelivery(id, sent.id, ended);
    expect(retried).toMatchObject({ status: 'succeeded', attempts: 4 });
    expect(receiver.of(sent.eventId)).toHaveLength(4);
    await admin()
      .post(
        `/api/v1/webhooks/${id}/deliveries/00000000-0000-4000-8000-000000000000/retry`,
        {},
      )
      .expect(404);
  });

  it('disables a webhook whose receiver answers 410 Gone', async () => {
    const { id } = await create({ url: receiver.url('/gone') });
    receiver.answer((r) => (r.path === '/gone' ? 410 : 200));
    const sent = await ping(id);
    const done = await eventuallyDelivery(id, sent.id, ended);
    expect(done).toMatchObject({ status: 'failed', attempts: 1 });
    const webhook = await admin().get(`/api/v1/webhooks/${id}`).expect(200);
    expect(webhook.body).toMatchObject({
      enabled: false,
      disabledReason: 'gone',
    });
    const refused = await admin()
      .post(`/api/v1/webhooks/${id}/ping`, {})
      .expect(409);
    expect(refused.body.code).toBe('WEBHOOK.DISABLED');
  });

  it('follows no redirect: a 3xx is a failed attempt', async () => {
    const { id } = await create({ url: receiver.url('/moved') });
    receiver.answer((r) =>
      r.path === '/moved'
        ? { status: 302, headers: { location: receiver.url('/elsewhere') } }
        : 200,
    );
    const sent = await ping(id);
    const done = await eventuallyDelivery(id, sent.id, ended);
    receiver.answer(() => 200);
    expect(done.attemptLog.map((a) => a.responseCode)).toEqual([302, 302, 302]);
    expect(receiver.received.some((r) => r.path === '/elsewhere')).toBe(false);
  });

  it('rotates the secret: both the new and the previous one sign for the overlap', async () => {
    const { id, secret: previous } = await create();
    const rotated = await admin()
      .post(`/api/v1/webhooks/${id}/secret`, {})
      .expect(200);
    const { secret, previousSecretUntil } = rotated.body;
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(previous);
    const hours =
      (Date.parse(previousSecretUntil) - Date.now()) / (3600 * 1000);
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const read = await admin().get(`/api/v1/webhooks/${id}`).expect(200);
    expect(read.body.previousSecretUntil).toBe(previousSecretUntil);
    expect(JSON.stringify(read.body)).not.toContain('whsec_');

    const sent = await ping(id);
    await eventuallyDelivery(id, sent.id, ended);
    const [request] = receiver.of(sent.eventId);
    expect(String(request.headers['webhook-signature']).split(' ')).toEqual([
      expect.stringMatching(/^v1,/),
      expect.stringMatching(/^v1,/),
    ]);
    receiver.verify(request, secret);
    receiver.verify(request, previous);
  });

  /** A doc created, changed and deleted by an author: three events. */
  const docLife = async () => {
    const doc = await createDoc(t.http, cast.author.token);
    const author = t.as(cast.author.token);
    await author
      .patch(`/api/v1/docs/${doc.id}`, { title: 'Changed' })
      .expect(200);
    await author.delete(`/api/v1/docs/${doc.id}`).expect(200);
    return doc;
  };
  /** Once `count` came, the events of `resourceId` the receiver got at `path`, in order. */
  const eventsAt = (path: string, resourceId: string, count: number) =>
    eventually(
      async () =>
        receiver.received
          .filter((r) => r.path === path)
          .map((r) => JSON.parse(r.body))
          .filter((body) => body.resourceId === resourceId),
      (got) => got.length >= count,
    );

  it('sends each change of a doc, in order, signed, with the doc as data', async () => {
    const { secret } = await create({
      url: receiver.url('/docs'),
      eventTypes: ['doc.*'],
    });
    const lessons = await create({
      url: receiver.url('/lessons'),
      eventTypes: ['lesson.*'],
    });
    const doc = await docLife();
    const events = await eventsAt('/docs', doc.id, 3);
    expect(events.map((e) => [e.type, e.resourceVersion])).toEqual([
      ['doc.created', 1],
      ['doc.updated', 2],
      ['doc.deleted', 2],
    ]);
    expect(events[1]).toMatchObject({
      actorId: cast.author.id,
      data: { id: doc.id, title: 'Changed' },
    });
    for (const request of receiver.received.filter((r) => r.path === '/docs'))
      expect(receiver.verify(request, secret)).toMatchObject({
        id: request.headers['webhook-id'],
      });
    const none = await admin()
      .get(`/api/v1/webhooks/${lessons.id}/deliveries`)
      .expect(200);
    expect(none.body).toEqual([]);
  });

  it('keeps the order of a resource: a delete waits for the retried update before it', async () => {
    await create({ url: receiver.url('/order'), eventTypes: ['doc.*'] });
    let failed = false;
    receiver.answer((r) => {
      if (r.path !== '/order' || failed) return 200;
      if (JSON.parse(r.body).type !== 'doc.updated') return 200;
      failed = true;
      return 500;
    });
    const doc = await docLife();
    const events = await eventsAt('/order', doc.id, 4);
    receiver.answer(() => 200);
    expect(events.map((e) => e.type)).toEqual([
      'doc.created',
      'doc.updated',
      'doc.updated',
      'doc.deleted',
    ]);
  });

  it('answers 404 for the deliveries of a webhook that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    await admin().get(`/api/v1/webhooks/${missing}/deliveries`).expect(404);
    await admin().post(`/api/v1/webhooks/${missing}/ping`, {}).expect(404);
    await admin().post(`/api/v1/webhooks/${missing}/secret`, {}).expect(404);
  });

  it('purges the ended deliveries with the events (EVENTS_RETENTION), not the pending ones', async () => {
    const { id } = await create({ url: receiver.url('/purge') });
    const done = await ping(id);
    await eventuallyDelivery(id, done.id, ended);
    let release!: () => void;
    const held = new Promise<number>((resolve) => {
      release = () => resolve(200);
    });
    receiver.answer((r) => (r.path === '/purge' ? held : 200));
    try {
      const pending = await ping(id);
      await eventually(
        async () => receiver.of(pending.eventId),
        (got) => got.length === 1,
      );
      await t.app.get(EventsService).purge(new Date(Date.now() + 1000));
      const kept = await admin()
        .get(`/api/v1/webhooks/${id}/deliveries`)
        .expect(200);
      expect((kept.body as Delivery[]).map((d) => d.id)).toEqual([pending.id]);
      release();
      await eventuallyDelivery(id, pending.id, ended);
    } finally {
      release();
      receiver.answer(() => 200);
    }
  });

  return {
    app: () => t,
    receiver: () => receiver,
    create,
    ping,
    eventuallyDelivery,
    ended,
  };
}

describe('/webhooks (issue #35)', () => {
  webhooks({});
});

describe('the webhooks dispatcher', () => {
  let t: TestApp;
  let receiver: Receiver;
  let cast: Awaited<ReturnType<typeof createCast>>;
  beforeAll(async () => {
    receiver = await startReceiver();
    t = await startTestApp({
      WEBHOOKS_ALLOW_HTTP: 'true',
      WEBHOOKS_ALLOWED_HOSTS: '127.0.0.1',
    });
    cast = await createCast(t.http);
  });

  it('follows the feed only while a webhook is enabled, and one enabled here at once', async () => {
    const events = t.app.get(EventsService);
    // No webhook, no reader: nothing waits for events, so the feed is not polled.
    expect(events.waiting).toBe(0);
    const created = await t
      .as(cast.admin)
      .post('/api/v1/webhooks', { url: receiver.url(), eventTypes: ['*'] })
      .expect(201);
    await eventually(
      async () => events.waiting,
      (waiting) => waiting === 1,
    );
    await t
      .as(cast.admin)
      .patch(`/api/v1/webhooks/${created.body.id}`, { enabled: false })
      .expect(200);
    // Noticed by the next poll's pass (every second).
    await eventually(
      async () => events.waiting,
      (waiting) => waiting === 0,
    );
  });

  it('writes a batch only from the instance that moves the position (ADR 0420)', async () => {
    const admin = t.as(cast.admin);
    const events = t.app.get(EventsService);
    await t.app.get(WebhookDispatcher).stop();
    const webhook = async (enabled: boolean) =>
      (
        await admin
          .post('/api/v1/webhooks', {
            url: receiver.url(),
            eventTypes: ['doc.*'],
            enabled,
          })
          .expect(201)
      ).body as { id: string };
    await webhook(true);
    const late = await webhook(false);
    const position = await t.app
      .get(DataSource)
      .getRepository(WebhookDispatch)
      .findOneByOrFail({ name: 'events' });
    const settled = (after: string | null, count: number) =>
      eventually(
        () =>
          events.readAfter(after ?? undefined, {
            limit: 10,
            includeUserEvents: true,
          }),
        (read) => read.length === count,
      );
    /** A dispatcher whose reads of the feed wait for `release()`. */
    const held = () => {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let reached!: () => void;
      const read = new Promise<void>((resolve) => (reached = resolve));
      const dispatcher = new WebhookDispatcher(
        {
          readAfter: async (...args) => {
            const found = await events.readAfter(...args);
            reached();
            await released;
            return found;
          },
          onAppended: () => () => undefined,
          newestId: () => events.newestId(),
        },
        t.app.get(DataSource).getRepository(WebhookDispatch),
        t.app.get(DeliveryStore),
        t.app.get(Transactions),
        () => undefined,
      );
      return { dispatcher, read, release };
    };
    const doc = await createDoc(t.http, cast.author.token);
    await settled(position.position, 1);
    // One reads the webhooks before the late one is enabled, the other after.
    const first = held();
    first.dispatcher.wake();
    await first.read;
    await admin
      .patch(`/api/v1/webhooks/${late.id}`, { enabled: true })
      .expect(200);
    const second = held();
    second.dispatcher.wake();
    await second.read;
    // The first moves the position, then dispatches the doc's next event, to both webhooks.
    first.release();
    await first.dispatcher.stop();
    await t
      .as(cast.author.token)
      .patch(`/api/v1/docs/${doc.id}`, { title: 'Later' })
      .expect(200);
    await settled(position.position, 2);
    first.dispatcher.start();
    await first.dispatcher.stop();
    // The second lost the position: it writes nothing (its doc.created to the late webhook
    // would go out after that doc's doc.updated).
    second.release();
    await second.dispatcher.stop();
    const deliveries = await admin
      .get(`/api/v1/webhooks/${late.id}/deliveries`)
      .expect(200);
    expect((deliveries.body as Delivery[]).map((d) => d.eventType)).toEqual([
      'doc.updated',
    ]);
  });
});

describeWith('Redis')(
  '/webhooks with REDIS_URL: attempts as BullMQ jobs',
  () => {
    const { app, receiver, create, ping, eventuallyDelivery, ended } = webhooks(
      { REDIS_URL },
    );
    const queue = () => app().app.get<Queue>(getQueueToken(DELIVERY_QUEUE));
    /** Pings `webhookId` while the queue is paused, and takes the job out: it is lost. */
    const pingLosingTheJob = async (webhookId: string) => {
      // Paused, the queue keeps its jobs from every worker.
      await queue().pause();
      const sent = await ping(webhookId);
      await eventually(
        () => queue().getJob(sent.id),
        (job) => job !== undefined,
      );
      expect(await queue().remove(sent.id)).toBe(1);
      return sent;
    };

    it('sends a delivery whose job was lost (Redis flushed): the sweep enqueues it again', async () => {
      const { id } = await create();
      try {
        const sent = await pingLosingTheJob(id);
        await queue().resume();
        const done = await eventuallyDelivery(id, sent.id, ended);
        expect(done).toMatchObject({ status: 'succeeded', attempts: 1 });
      } finally {
        await queue().resume();
      }
    });

    it('attempts again a delivery whose worker died mid-attempt, once its lease ends', async () => {
      const { id } = await create();
      try {
        const sent = await pingLosingTheJob(id);
        // The worker that took the job claimed the delivery for 0.3 s, then died.
        const [claimed] = await app()
          .app.get(DeliveryStore)
          .claim(1, 300, sent.id);
        expect(claimed.attempt).toBe(1);
        await queue().resume();
        const done = await eventuallyDelivery(id, sent.id, ended);
        expect(done).toMatchObject({ status: 'succeeded', attempts: 2 });
        expect(done.attemptLog).toHaveLength(1);
        expect(receiver().of(sent.eventId)).toHaveLength(1);
      } finally {
        await queue().resume();
      }
    });
  },
);

describeWith('Redis')(
  'webhooks with REDIS_URL: two instances on one database and one queue',
  () => {
    it('share the deliveries: each event reaches the receiver once, in one attempt', async () => {
      const receiver = await startReceiver();
      const database = await createSharedTestDatabase();
      const env = {
        WEBHOOKS_ALLOW_HTTP: 'true',
        WEBHOOKS_ALLOWED_HOSTS: '127.0.0.1',
        REDIS_URL,
        DATABASE_URL: database.url,
      };
      const apps: TestApp[] = [];
      try {
        apps.push(await startTestApp(env), await startTestApp(env));
        const [one, two] = apps;
        const { admin, author } = await createCast(one.http);
        const created = await one
          .as(admin)
          .post('/api/v1/webhooks', {
            url: receiver.url(),
            eventTypes: ['doc.created'],
          })
          .expect(201);
        for (let i = 0; i < 10; i += 1)
          await createDoc((i % 2 === 0 ? one : two).http, author.token);
        const deliveries = await eventually(
          async () =>
            (
              await two
                .as(admin)
                .get(`/api/v1/webhooks/${created.body.id}/deliveries`)
                .expect(200)
            ).body as Delivery[],
          (got) =>
            got.length === 10 && got.every((d) => d.status === 'succeeded'),
        );
        expect(deliveries.map((d) => d.attempts)).toEqual(Array(10).fill(1));
        const ids = receiver.received.map((r) => r.headers['webhook-id']);
        expect(ids).toHaveLength(10);
        expect(new Set(ids).size).toBe(10);
      } finally {
        for (const app of apps) await app.close();
        await database.drop();
      }
    });
  },
);
