import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { User } from '../src/users/user.entity.js';
import { startTestApp, type TestApp } from './support/app.js';
import {
  adminToken,
  createUser,
  type TestUser,
} from './factories/users.factory.js';

/** A write's outcome: its target, and what its 2xx says is stored (`null`: deleted). */
interface Outcome {
  status: number;
  target?: string;
  value?: string | null;
}

/**
 * Role changes, creates and deletes of admins at once (issue #38): on PostgreSQL the last-admin
 * check deadlocked with them, a 500.
 */
describe('concurrent writes of users (contract §3, §5)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  const users = () => t.app.get(DataSource).getRepository(User);

  const patch = async (by: TestUser, id: string, role: string) => {
    const res = await t.as(by.token).patch(`/api/v1/users/${id}`, { role });
    return { status: res.status, target: id, value: role };
  };
  const remove = async (by: TestUser, id: string) => {
    const res = await t.as(by.token).delete(`/api/v1/users/${id}`);
    return { status: res.status, target: id, value: null };
  };
  const create = async (by: TestUser, n: number) => {
    const res = await t.as(by.token).post('/api/v1/users', {
      email: `race-${n}@test.local`,
      pseudo: `race-${n}`,
      password: 'race-password',
      role: 'admin',
    });
    return {
      status: res.status,
      target: res.body.id as string | undefined,
      value: 'admin',
    };
  };

  it('answers no 5xx, keeps an admin, and stores what a 2xx acknowledged', async () => {
    const admins: TestUser[] = [];
    for (let i = 0; i < 12; i++) admins.push(await createUser(t.http, 'admin'));
    // Readers whose ids come first: a last-admin check locks them before the admins once promoted.
    const now = new Date();
    const readers = Array.from({ length: 16 }, (_, i) => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      email: `reader-${i}@race.local`,
      pseudo: `reader-${i}`,
      pseudoKey: `reader-${i}`,
      role: 'reader' as const,
      passwordHash: 'none',
      createdAt: now,
      updatedAt: now,
    }));
    await users().insert(readers);
    // The twelve are the only admins: the last-admin check refuses some of what follows.
    const me = (
      await t
        .as(await adminToken(t.http))
        .get('/api/v1/users/me')
        .expect(200)
    ).body.id as string;
    await t
      .as(admins[0].token)
      .patch(`/api/v1/users/${me}`, { role: 'reader' })
      .expect(200);
    const before = new Map(
      (await users().find()).map((user) => [user.id, user.role]),
    );

    // Each reader is promoted while another admin changes its role or deletes it; the admins
    // step down or delete themselves meanwhile.
    const outcomes: Outcome[] = await Promise.all(
      readers.flatMap((x, i) => [
        patch(admins[i % 12], x.id, 'admin'),
        i % 2
          ? remove(admins[11 - (i % 12)], x.id)
          : patch(admins[11 - (i % 12)], x.id, 'author'),
        ...(i < 10
          ? [
              i % 3
                ? patch(admins[i], admins[i].id, i % 2 ? 'reader' : 'author')
                : remove(admins[i], admins[i].id),
            ]
          : []),
        ...(i < 6 ? [create(admins[i], i)] : []),
      ]),
    );
    // 401 or 403: the caller was deleted or stepped down first; 404: its target was deleted.
    expect(
      outcomes.filter(
        (o) => ![200, 201, 401, 403, 404, 409].includes(o.status),
      ),
    ).toEqual([]);
    const after = new Map(
      (await users().find()).map((user) => [user.id, user.role]),
    );
    const targets = new Set(outcomes.map((o) => o.target));
    for (const id of targets) {
      if (id === undefined) continue;
      const acknowledged = outcomes
        .filter((o) => o.target === id && o.status < 300)
        .map((o) => o.value);
      const possible = acknowledged.includes(null)
        ? [null]
        : acknowledged.length > 0
          ? acknowledged
          : [before.get(id) ?? null];
      expect(possible).toContain(after.get(id) ?? null);
    }
    expect([...after.values()]).toContain('admin');
  });
});
