import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { ScratchDatabase } from '../src/database/scratch-database.js';
import { adminToken } from './factories/users.factory.js';
import { ADMIN, startTestApp, type TestApp } from './support/app.js';
import { createPostgresTestDatabase } from './support/database.js';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.js';
import { describeWith } from './support/needs.js';
import { METRICS_TOKEN, samples, scrape, total } from './support/metrics.js';

/** PostgreSQL reached through a proxy the test cuts, as a stopped server or a broken link would. */
describeWith('PostgreSQL')('a database outage (#18 item 6)', () => {
  let database: ScratchDatabase;
  let proxy: TcpProxy;
  let t: TestApp;
  let token: string;
  let docUrl: string;
  beforeAll(async () => {
    // The warnings of the outage caused on purpose.
    Logger.overrideLogger(false);
    database = await createPostgresTestDatabase();
    const { hostname, port } = new URL(database.url);
    proxy = await startTcpProxy({ host: hostname, port: Number(port || 5432) });
    t = await startTestApp({
      DATABASE_URL: proxy.through(database.url),
      METRICS_TOKEN,
    });
    token = await adminToken(t.http);
    const res = await t
      .as(token)
      .post('/api/v1/docs', { title: 'Kept' })
      .expect(201);
    docUrl = res.headers.location as string;
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
    await database?.drop();
  });

  const expectUnavailable = (res: {
    status: number;
    headers: object;
    body: object;
  }) => {
    expect(res.status).toBe(503);
    expect(res.headers).toMatchObject({
      'retry-after': '5',
      'content-type': expect.stringMatching(/^application\/problem\+json/),
    });
    expect(res.body).toMatchObject({
      status: 503,
      code: 'DATABASE.UNAVAILABLE',
      detail: 'The database is unavailable; retry later.',
    });
  };

  it('answers 503 with Retry-After while the database is cut off, then serves again', async () => {
    proxy.cut();
    expectUnavailable(await t.as(token).get(docUrl));
    expectUnavailable(
      await t.http
        .post('/api/v1/auth/token')
        .send({ email: ADMIN.email, password: ADMIN.password }),
    );
    expectUnavailable(
      await t.as(token).post('/api/v1/docs', { title: 'Lost' }),
    );
    proxy.restore();
    await t.as(token).get(docUrl).expect(200);
  });

  it('reports the database down in its metrics while it is cut off, then up', async () => {
    proxy.cut();
    const down = await scrape(t);
    expect(total(down, 'syllabus_db_up')).toBe(0);
    expect(samples(down, 'syllabus_list_rows')).toEqual([]);
    proxy.restore();
    const up = await scrape(t);
    expect(total(up, 'syllabus_db_up')).toBe(1);
    expect(total(up, 'syllabus_list_rows', { list: 'docs' })).toBe(1);
  });
});
