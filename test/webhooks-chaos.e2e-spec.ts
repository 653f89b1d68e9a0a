import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { isDeepStrictEqual } from 'node:util';
import type { ScratchDatabase } from '../src/database/scratch-database.js';
import { type BuiltServer, startBuiltServer } from './support/built.js';
import { createPostgresTestDatabase } from './support/database.js';
import { describeWith } from './support/needs.js';
import { REDIS_URL } from './support/redis.js';
import {
  eventually,
  type Received,
  startReceiver,
} from './support/webhook-receiver.js';

// Three instances to start, thousands of writes, and a 30 s lease to wait out after the kill.
jest.setTimeout(240_000);

const ADMIN = { email: 'admin@chaos.test', password: 'admin-password-1' };
/** Writes driven (about: a doc's life is not cut short). */
const WRITES = 2_000;
/** Writes in flight at once. */
const LANES = 24;
/** The kill comes once this many writes were acknowledged. */
const KILL_AFTER = WRITES / 3;
/** Short waits, but enough attempts that a delivery failing one time in five never fails for good. */
const SCHEDULE = Array.from({ length: 12 }, () => '0.3').join(',');

interface FeedEvent {
  id: string;
  type: string;
  occurredAt: string;
  resourceId: string;
  resourceVersion: number;
  actorId: string | null;
  data: { reference: string };
}

interface Delivery {
  eventId: string;
  status: string;
  payload: object;
}

/** A write sent: `answer` is its status, or `lost` when no answer came (its instance was killed). */
interface Write {
  /** `<doc reference>|<event type>|<resource version>`: the event it must have. */
  key: string;
  answer: number | 'lost';
}

type Call = { status: number; body: any; link: string | null } | 'lost';

/**
 * Issue #35, "Nothing lost, measured": writes through three instances sharing PostgreSQL and
 * Redis, one of them killed (SIGKILL) mid-run, and a receiver that fails at random. Only what a
 * client sees is checked: the feed, the receiver, and `GET /webhooks/{id}/deliveries`.
 */
describeWith('PostgreSQL', 'Redis')(
  'webhooks while an instance is killed and the receiver fails (issue #35)',
  () => {
    let cwd: string;
    let database: ScratchDatabase;
    let servers: BuiltServer[] = [];
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    beforeAll(async () => {
      cwd = await mkdtemp(join(tmpdir(), 'syllabus-webhooks-chaos-'));
      database = await createPostgresTestDatabase();
      receiver = await startReceiver();
      const env = {
        NODE_ENV: 'test',
        LOG_LEVEL: 'error',
        JWT_SECRET: `chaos-${randomUUID()}`,
        DATABASE_URL: database.url,
        REDIS_URL,
        // Quotas are counted in the shared Redis, per address: other tests spend 127.0.0.1's too.
        RATE_LIMIT: '1000000',
        AUTH_RATE_LIMIT: '1000000',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        WEBHOOKS_ALLOW_HTTP: 'true',
        WEBHOOKS_ALLOWED_HOSTS: '127.0.0.1',
        WEBHOOKS_RETRY_SCHEDULE: SCHEDULE,
      };
      // The first migrates the database; the others, started together, find it ready.
      servers = [await startBuiltServer({ cwd, env })];
      servers.push(
        ...(await Promise.all([
          startBuiltServer({ cwd, env }),
          startBuiltServer({ cwd, env }),
        ])),
      );
    });
    afterAll(async () => {
      // The receiver first: an attempt it left unanswered would hold its server's stop 10 s.
      await receiver?.close();
      for (const server of servers) server.child.kill('SIGTERM');
      await Promise.all(servers.map((server) => server.exited));
      await database?.drop();
      await rm(cwd, { recursive: true, force: true });
    });

    const call = async (
      server: BuiltServer,
      method: string,
      path: string,
      token?: string,
      body?: object,
    ): Promise<Call> => {
      try {
        const response = await fetch(`${server.url}${path}`, {
          method,
          headers: {
            ...(token && { authorization: `Bearer ${token}` }),
            ...(body && { 'content-type': 'application/json' }),
          },
          body: body && JSON.stringify(body),
        });
        const text = await response.text();
        return {
          status: response.status,
          body: text ? JSON.parse(text) : undefined,
          link: response.headers.get('link'),
        };
      } catch {
        return 'lost';
      }
    };
    const ok = async (
      server: BuiltServer,
      method: string,
      path: string,
      token?: string,
      body?: object,
    ) => {
      const answer = await call(server, method, path, token, body);
      if (answer === 'lost' || answer.status >= 300)
        throw new Error(`${method} ${path}: ${JSON.stringify(answer)}`);
      return answer;
    };
    /** Every page of a list or of the feed, following `Link: <…>; rel="next"` from `path`. */
    const walk = async <T>(
      server: BuiltServer,
      path: string,
      token: string,
      until: (page: T[]) => boolean,
    ): Promise<{ items: T[]; next: string }> => {
      const items: T[] = [];
      let next = path;
      for (;;) {
        const page = await ok(server, 'GET', next, token);
        items.push(...(page.body as T[]));
        const link = /<([^>]+)>; rel="next"/.exec(page.link ?? '')?.[1];
        if (until(page.body as T[]) || link === undefined)
          return { items, next };
        next = link;
      }
    };

    it('acknowledges each write with one event, and delivers every event to every matching webhook', async () => {
      const [first] = servers;
      const token = (
        await ok(first, 'POST', '/api/v1/auth/token', undefined, ADMIN)
      ).body.token as string;
      // The feed's position before the test's writes (the admin's own creation is there).
      let feedAt = (
        await walk<FeedEvent>(
          first,
          '/api/v1/events?limit=100',
          token,
          (page) => page.length === 0,
        )
      ).next;

      // A receiver that checks signatures, then fails one request in five: a 500, a connection
      // closed after the request was read, no answer at all (the sender's 10 s timeout), slowly.
      const subscriptions = {
        '/lifecycle': ['doc.created', 'doc.deleted'],
        '/all': ['*'],
      };
      const secrets = new Map<string, string>();
      const webhookIds = new Map<string, string>();
      for (const [path, eventTypes] of Object.entries(subscriptions)) {
        const created = await ok(first, 'POST', '/api/v1/webhooks', token, {
          url: receiver.url(path),
          eventTypes,
        });
        secrets.set(path, created.body.secret);
        webhookIds.set(path, created.body.id);
      }
      const matches = (path: string, type: string) =>
        path === '/all' || subscriptions['/lifecycle'].includes(type);
      const unverified: Received[] = [];
      /** `<path> <webhook-id>` of the requests answered 2xx. */
      const accepted = new Set<string>();
      receiver.answer(async (request) => {
        try {
          receiver.verify(request, secrets.get(request.path)!);
        } catch {
          unverified.push(request);
          return 400;
        }
        const roll = Math.random();
        if (roll < 0.14) return 500;
        if (roll < 0.18) return 'drop';
        if (roll < 0.181) return new Promise<never>(() => undefined);
        if (roll < 0.25) await delay(Math.random() * 1_000);
        accepted.add(
          `${request.path} ${String(request.headers['webhook-id'])}`,
        );
        return 200;
      });

      // Lanes that each take docs through their life (create, 1 to 3 patches, delete), one
      // request at a time, round-robin over the instances alive; one instance is killed mid-run.
      const writes: Write[] = [];
      const victim = servers[1];
      let killed = false;
      let receivedAtKill = 0;
      let acknowledged = 0;
      let turn = 0;
      let budget = WRITES;
      let docs = 0;
      const send = async (
        key: string,
        method: string,
        path: string,
        body?: object,
      ): Promise<Call> => {
        const alive = servers.filter((s) => !killed || s !== victim);
        const answer = await call(
          alive[turn++ % alive.length],
          method,
          path,
          token,
          body,
        );
        writes.push({
          key,
          answer: answer === 'lost' ? 'lost' : answer.status,
        });
        if (answer !== 'lost' && answer.status < 300) acknowledged += 1;
        if (!killed && acknowledged >= KILL_AFTER) {
          killed = true;
          receivedAtKill = receiver.received.length;
          victim.child.kill('SIGKILL');
        }
        return answer;
      };
      const lane = async () => {
        while (budget > 0) {
          const patches = 1 + Math.floor(Math.random() * 3);
          budget -= patches + 2;
          const reference = `chaos-${docs++}`;
          const created = await send(
            `${reference}|doc.created|1`,
            'POST',
            '/api/v1/docs',
            { reference, title: `Doc ${reference}`, tags: ['chaos'] },
          );
          // A write without an answer leaves its doc in an unknown state: the lane moves on.
          if (created === 'lost' || created.status !== 201) continue;
          const path = `/api/v1/docs/${created.body.id}`;
          let version = 1;
          let alive = true;
          for (let i = 0; alive && i < patches; i++) {
            const patched = await send(
              `${reference}|doc.updated|${version + 1}`,
              'PATCH',
              path,
              { title: `Doc ${reference}, take ${i + 2}` },
            );
            alive = patched !== 'lost' && patched.status === 200;
            if (alive)
              version = (patched as { body: { version: number } }).body.version;
          }
          if (alive)
            await send(`${reference}|doc.deleted|${version}`, 'DELETE', path);
        }
      };
      await Promise.all(Array.from({ length: LANES }, lane));
      expect(killed).toBe(true);
      // Deliveries were under way when the instance was killed.
      expect(receivedAtKill).toBeGreaterThan(0);
      expect(await victim.exited).toMatchObject({ signal: 'SIGKILL' });
      const reader = servers[0];

      // Wait until each event of the feed reached each matching webhook with a 2xx: the attempts
      // the killed instance held come back when their lease ends (30 s).
      const events: FeedEvent[] = [];
      const missing = () =>
        events.flatMap(({ id, type }) =>
          Object.keys(subscriptions)
            .filter(
              (path) => matches(path, type) && !accepted.has(`${path} ${id}`),
            )
            .map((path) => `${path} ${id}`),
        );
      await eventually(
        async () => {
          const read = await walk<FeedEvent>(
            reader,
            feedAt,
            token,
            (page) => page.length === 0,
          );
          events.push(...read.items);
          feedAt = read.next;
          return missing();
        },
        (left) => left.length === 0,
        120_000,
      );

      // Every acknowledged write has exactly one event; a write whose answer was lost in the kill
      // may have one (it may have committed), a refused write has none, and no event comes from
      // nowhere.
      const count = new Map<string, number>();
      for (const { type, resourceVersion, data } of events) {
        const key = `${data.reference}|${type}|${resourceVersion}`;
        count.set(key, (count.get(key) ?? 0) + 1);
      }
      const written = new Map(writes.map((w) => [w.key, w.answer]));
      expect(written.size).toBe(writes.length);
      expect(acknowledged).toBeGreaterThanOrEqual(WRITES * 0.9);
      const acknowledgedWithout = writes.filter(
        (w) => w.answer !== 'lost' && w.answer < 300 && count.get(w.key) !== 1,
      );
      const refusedWith = writes.filter(
        (w) => w.answer !== 'lost' && w.answer >= 300 && count.has(w.key),
      );
      const strays = [...count].filter(
        ([key, n]) => n !== 1 || !written.has(key),
      );
      expect({ acknowledgedWithout, refusedWith, strays }).toEqual({
        acknowledgedWithout: [],
        refusedWith: [],
        strays: [],
      });

      // Every request was signed as Standard Webhooks says; those of one event carry its id and
      // the same body, the event as the feed has it; none went to a webhook that does not take it.
      expect(unverified).toEqual([]);
      const byId = new Map(events.map((e) => [e.id, e]));
      const bodies = new Map<string, string>();
      const misdirected: Received[] = [];
      const changed: Received[] = [];
      for (const request of receiver.received) {
        const id = String(request.headers['webhook-id']);
        const event = byId.get(id);
        if (!event || !matches(request.path, event.type))
          misdirected.push(request);
        if (!bodies.has(id)) bodies.set(id, request.body);
        if (request.body !== bodies.get(id)) changed.push(request);
      }
      expect({ misdirected, changed }).toEqual({
        misdirected: [],
        changed: [],
      });
      const notTheEvent = [...bodies].filter(([id, body]) => {
        const { occurredAt, ...event } = byId.get(id)!;
        return !isDeepStrictEqual(JSON.parse(body), {
          ...event,
          timestamp: occurredAt,
        });
      });
      expect(notTheEvent).toEqual([]);
      // The failures happened: some events were sent more than once.
      expect(receiver.received.length).toBeGreaterThan(accepted.size);

      // The deliveries say the same: one per event and matching webhook, each succeeded.
      for (const [path, webhookId] of webhookIds) {
        const expected = events
          .filter((e) => matches(path, e.type))
          .map((e) => e.id)
          .sort();
        const deliveries = await eventually(
          async () =>
            (
              await walk<Delivery>(
                reader,
                `/api/v1/webhooks/${webhookId}/deliveries?limit=100`,
                token,
                () => false,
              )
            ).items,
          (all) => all.every((d) => d.status === 'succeeded'),
          // An attempt the receiver took from the killed instance is recorded after its lease.
          60_000,
        );
        expect(deliveries.map((d) => d.eventId).sort()).toEqual(expected);
        expect(
          deliveries.filter(
            (d) =>
              !isDeepStrictEqual(d.payload, JSON.parse(bodies.get(d.eventId)!)),
          ),
        ).toEqual([]);
      }

      // Order (docs/api.md): each webhook first got a resource's events in the feed's order.
      for (const path of Object.keys(subscriptions)) {
        const firsts = new Map<string, string[]>();
        const seen = new Set<string>();
        for (const request of receiver.received.filter(
          (r) => r.path === path,
        )) {
          const event = byId.get(String(request.headers['webhook-id']))!;
          if (seen.has(event.id)) continue;
          seen.add(event.id);
          firsts.set(event.resourceId, [
            ...(firsts.get(event.resourceId) ?? []),
            event.id,
          ]);
        }
        const outOfOrder = [...firsts].filter(
          ([resourceId, ids]) =>
            !isDeepStrictEqual(
              ids,
              events
                .filter(
                  (e) => e.resourceId === resourceId && matches(path, e.type),
                )
                .map((e) => e.id),
            ),
        );
        expect(outOfOrder).toEqual([]);
      }
    });
  },
);
