import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from './support/app.js';
import { adminToken, createUser } from './factories/users.factory.js';

const expectLastAdmin = (res: {
  status: number;
  body: Record<string, unknown>;
}) => {
  expect(res.status).toBe(409);
  expect(res.body).toMatchObject({ status: 409, code: 'USER.LAST_ADMIN' });
};

describe('the last admin (contract §5)', () => {
  let t: TestApp;
  let admin: string;
  let adminId: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminToken(t.http);
    adminId = (await t.as(admin).get('/api/v1/users/me').expect(200)).body.id;
  });
  afterAll(() => t?.close());

  const admins = async (token: string) =>
    (await t.as(token).get('/api/v1/users?role=admin&limit=100').expect(200))
      .body as {
      id: string;
    }[];

  it('cannot lose its role, nor be deleted, and stays admin', async () => {
    expectLastAdmin(
      await t.as(admin).patch(`/api/v1/users/${adminId}`, { role: 'author' }),
    );
    expectLastAdmin(await t.as(admin).delete(`/api/v1/users/${adminId}`));
    expect((await admins(admin)).map((u) => u.id)).toEqual([adminId]);
  });

  it('may still set its own role to admin (no change)', async () => {
    await t
      .as(admin)
      .patch(`/api/v1/users/${adminId}`, { role: 'admin' })
      .expect(200);
  });

  it('can step down once another admin exists', async () => {
    const second = await createUser(t.http, 'admin');
    await t
      .as(admin)
      .patch(`/api/v1/users/${second.id}`, { role: 'reader' })
      .expect(200);
    const third = await createUser(t.http, 'admin');
    await t
      .as(third.token)
      .patch(`/api/v1/users/${adminId}`, { role: 'author' })
      .expect(200);
    expectLastAdmin(
      await t.as(third.token).delete(`/api/v1/users/${third.id}`),
    );
    await t
      .as(third.token)
      .patch(`/api/v1/users/${adminId}`, { role: 'admin' })
      .expect(200);
  });

  /** Two new admins, the only ones left: every other admin is made a reader. */
  const twoLastAdmins = async () => {
    const [a, b] = await Promise.all([
      createUser(t.http, 'admin'),
      createUser(t.http, 'admin'),
    ]);
    for (const { id } of await admins(a.token))
      if (id !== a.id && id !== b.id)
        await t
          .as(a.token)
          .patch(`/api/v1/users/${id}`, { role: 'reader' })
          .expect(200);
    return [a, b];
  };

  // Each acts on itself, so that both pass the role check whichever commits first.
  it('keeps one admin when the last two step down at the same time', async () => {
    const [a, b] = await twoLastAdmins();
    const results = await Promise.all(
      [a, b].map((x) =>
        t.as(x.token).patch(`/api/v1/users/${x.id}`, { role: 'reader' }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const kept = results[0].status === 200 ? b : a;
    expect((await admins(kept.token)).map((u) => u.id)).toEqual([kept.id]);
    // createUser() signs in as the bootstrap admin.
    await t
      .as(kept.token)
      .patch(`/api/v1/users/${adminId}`, { role: 'admin' })
      .expect(200);
  });

  it('keeps one admin when the last two delete themselves at the same time', async () => {
    const [a, b] = await twoLastAdmins();
    const results = await Promise.all(
      [a, b].map((x) => t.as(x.token).delete(`/api/v1/users/${x.id}`)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const kept = results[0].status === 200 ? b : a;
    expect((await admins(kept.token)).map((u) => u.id)).toEqual([kept.id]);
  });
});
