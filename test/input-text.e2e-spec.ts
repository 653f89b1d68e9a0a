import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ADMIN, startTestApp, type TestApp } from './support/app.js';
import { createCast, type TestUser } from './factories/users.factory.js';
import { createDoc } from './factories/docs.factory.js';

type Response = { status: number; headers: Record<string, string>; body: any };

const expectProblem = (res: Response, status: number, field?: string) => {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(res.body.status).toBe(status);
  if (field)
    expect(res.body.errors).toContainEqual(expect.objectContaining({ field }));
};

describe('every string the API reads is well-formed Unicode (contract §2)', () => {
  let t: TestApp;
  let admin: string;
  let author: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    ({ admin, author } = await createCast(t.http));
  });
  afterAll(() => t?.close());

  /** A JSON text as sent on the wire: `\ud800` stays an escape that JSON.parse turns into a lone surrogate. */
  const postJson = (url: string, json: string, token?: string) => {
    const req = t.http.post(url).set('Content-Type', 'application/json');
    return (token ? req.auth(token, { type: 'bearer' }) : req).send(json);
  };

  it('answers 400, not 500, to a lone surrogate in a sign-in email', async () => {
    const res = await postJson(
      '/api/v1/auth/token',
      '{"email":"a\\ud800@example.test","password":"whatever-123"}',
    );
    expectProblem(res, 400, '/email');
  });

  it('answers 400 to a lone surrogate in a new user, and creates nobody', async () => {
    const res = await postJson(
      '/api/v1/users',
      '{"email":"b\\udfff@example.test","pseudo":"bob","password":"whatever-123"}',
      admin,
    );
    expectProblem(res, 400, '/email');
    const users = await t.as(admin).get('/api/v1/users?limit=100').expect(200);
    expect(users.body.map((u: { pseudo: string }) => u.pseudo)).not.toContain(
      'bob',
    );
  });

  it('refuses a doc title with a lone surrogate instead of acknowledging what it does not store', async () => {
    expectProblem(
      await postJson('/api/v1/docs', '{"title":"\\ud800x"}', author.token),
      400,
      '/title',
    );
    expectProblem(
      await postJson(
        '/api/v1/docs',
        '{"title":"ok","tags":["x\\udc00"]}',
        author.token,
      ),
      400,
      '/tags/0',
    );
  });

  it('refuses a lone surrogate in a property name', async () => {
    expectProblem(
      await postJson(
        '/api/v1/docs',
        '{"title":"ok","\\ud800":1}',
        author.token,
      ),
      400,
    );
  });

  it('keeps well-formed pairs: an emoji written as two escapes is stored and echoed', async () => {
    const res = await postJson(
      '/api/v1/docs',
      '{"title":"\\ud83d\\ude00 ok"}',
      author.token,
    );
    expect(res.status).toBe(201);
    expect(res.body.title).toBe('😀 ok');
    const read = await t.as(author.token).get(res.headers.location).expect(200);
    expect(read.body.title).toBe('😀 ok');
  });

  // superagent would send a Buffer as JSON; its serializer's type says string.
  const asSent = (bytes: Buffer) => bytes as unknown as string;

  it('answers 400 to a body that is not valid UTF-8', async () => {
    const body = Buffer.concat([
      Buffer.from('{"title":"caf'),
      Buffer.from([0xe9]), // latin1 é
      Buffer.from('"}'),
    ]);
    const res = await t.http
      .post('/api/v1/docs')
      .auth(author.token, { type: 'bearer' })
      .set('Content-Type', 'application/json')
      .serialize(asSent)
      .send(body);
    expectProblem(res, 400);
    expect(res.body.detail).toMatch(/UTF-8/);
  });

  it.each([
    ['an invalid UTF-8 byte', 'q=%FF'],
    ['an encoded surrogate', 'q=%ED%A0%80'],
    ['a truncated sequence', 'tag=%C3'],
    ['an invalid name', '%FF=1'],
  ])('answers 400 to a query with %s', async (_, query) => {
    expectProblem(await t.as(author.token).get(`/api/v1/docs?${query}`), 400);
  });

  it('still decodes a well-formed query', async () => {
    const doc = await createDoc(t.http, author.token, { title: 'Élan 100%' });
    const res = await t
      .as(author.token)
      .get('/api/v1/docs?q=%C3%89lan%20100%25')
      .expect(200);
    expect(res.body.map((d: { id: string }) => d.id)).toContain(doc.id);
  });

  it.each(['%FF', '%ED%A0%80'])('answers 400 to a path id %s', async (id) => {
    expectProblem(await t.as(author.token).get(`/api/v1/docs/${id}`), 400);
  });

  it('finds a resource by its id in upper case, on either database', async () => {
    const doc = await createDoc(t.http, author.token);
    const res = await t
      .as(author.token)
      .get(`/api/v1/docs/${doc.id.toUpperCase()}`)
      .expect(200);
    expect(res.body.id).toBe(doc.id);
  });

  it('does not echo an X-Request-Id that is not ASCII', async () => {
    const res = await t.http
      .get('/api/v1/version')
      .set('X-Request-Id', 'abc\u00e9');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 400 to an If-Match that is not an ETag of this API', async () => {
    const doc = await createDoc(t.http, author.token);
    const res = await t
      .as(author.token)
      .patch(`/api/v1/docs/${doc.id}`, { title: 'x' })
      .set('If-Match', '"1\u00e9"');
    expectProblem(res, 400);
  });

  // Only SP and HTAB are whitespace in HTTP (RFC 9110 §5.6.3): a 0xA0 byte is not. (Without a
  // body: Node sends the head of a request with a string body in that body's UTF-8.)
  it('answers 400 to an If-Match padded with a 0xA0 byte, and deletes nothing', async () => {
    const doc = await createDoc(t.http, author.token);
    const res = await t
      .as(author.token)
      .delete(`/api/v1/docs/${doc.id}`)
      .set('If-Match', '"1"\u00a0');
    expectProblem(res, 400);
    await t
      .as(author.token)
      .delete(`/api/v1/docs/${doc.id}`)
      .set('If-Match', '\t"1" ')
      .expect(200);
  });

  it('reads Prefer: return=minimal padded with a 0xA0 byte as no preference', async () => {
    const doc = await createDoc(t.http, author.token);
    const res = await t
      .as(author.token)
      .delete(`/api/v1/docs/${doc.id}`)
      .set('Prefer', 'return=minimal\u00a0')
      .expect(200);
    expect(res.body.id).toBe(doc.id);
  });

  it('still signs in the admin by a well-formed email', async () => {
    await t.http
      .post('/api/v1/auth/token')
      .send({ email: ADMIN.email, password: ADMIN.password })
      .expect(200);
  });
});

describe('JSON bodies in UTF-8 only (contract §2)', () => {
  let t: TestApp;
  let author: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    ({ author } = await createCast(t.http));
  });
  afterAll(() => t?.close());

  const post = (contentType: string) =>
    t.http
      .post('/api/v1/docs')
      .auth(author.token, { type: 'bearer' })
      .set('Content-Type', contentType)
      .send('{"title":"charset"}');

  it.each([
    'application/json; charset=utf-16',
    'application/json; charset=latin1',
    'application/json; charset=ISO-8859-1',
    'application/json; charset="utf-16le"',
    'application/json; charset=utf-8; charset=utf-16',
  ])('answers 415 to %s', async (contentType) => {
    expectProblem(await post(contentType), 415);
  });

  it.each([
    'application/json',
    'application/json; charset=utf-8',
    'application/json;charset=UTF-8',
    'application/json; charset="utf-8"',
    'Application/JSON; Charset=Utf-8',
  ])('accepts %s', async (contentType) => {
    expect((await post(contentType)).status).toBe(201);
  });

  it.each(['gzip', 'br'])(
    'answers 415 to a body with Content-Encoding: %s',
    async (coding) => {
      const res = await t.http
        .post('/api/v1/docs')
        .auth(author.token, { type: 'bearer' })
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', coding)
        .send('{"title":"not compressed at all"}');
      expectProblem(res, 415);
    },
  );

  it('answers 400 naming the member to a body that gives one twice (I-JSON), and stores nothing', async () => {
    const res = await t.http
      .post('/api/v1/docs')
      .auth(author.token, { type: 'bearer' })
      .set('Content-Type', 'application/json')
      .send('{"title":"first","reference":"twice:1","title":"second"}');
    expectProblem(res, 400, '/title');
    await t
      .as(author.token)
      .get('/api/v1/docs?reference=twice:1')
      .expect(200, []);
    const doc = await createDoc(t.http, author.token);
    const patch = await t.http
      .patch(`/api/v1/docs/${doc.id}`)
      .auth(author.token, { type: 'bearer' })
      .set('Content-Type', 'application/merge-patch+json')
      .send('{"tags":["a:b"],"tags":null}');
    expectProblem(patch, 400, '/tags');
  });

  it('answers 415 to a charset padded with a 0xA0 byte', async () => {
    // Sent by hand: Node would send the head of a request with a string body in UTF-8.
    const server = t.app.getHttpServer();
    await new Promise<void>((listening) =>
      server.listen(0, '127.0.0.1', listening),
    );
    try {
      const body = Buffer.from('{"title":"padded charset"}');
      const status = await new Promise<number | undefined>((done, fail) =>
        request(
          {
            host: '127.0.0.1',
            port: (server.address() as AddressInfo).port,
            method: 'POST',
            path: '/api/v1/docs',
            headers: {
              Authorization: `Bearer ${author.token}`,
              'Content-Type': 'application/json; charset=utf-8\u00a0',
              'Content-Length': body.length,
            },
          },
          (res) => done(res.resume().statusCode),
        )
          .on('error', fail)
          .end(body),
      );
      expect(status).toBe(415);
    } finally {
      await new Promise((closed) => server.close(closed));
    }
  });

  it('answers 415 to a merge patch in another charset', async () => {
    const doc = await createDoc(t.http, author.token);
    const res = await t.http
      .patch(`/api/v1/docs/${doc.id}`)
      .auth(author.token, { type: 'bearer' })
      .set('Content-Type', 'application/merge-patch+json; charset=utf-16')
      .send('{"title":"x"}');
    expectProblem(res, 415);
  });
});

describe('malformed text still spends the quota (contract §8)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT: '2' });
  });
  afterAll(() => t?.close());

  it('counts a malformed query and a body in another charset like any request', async () => {
    expectProblem(await t.http.get('/api/v1/version?q=%FF'), 400);
    expectProblem(
      await t.http
        .post('/api/v1/auth/token')
        .set('Content-Type', 'application/json; charset=utf-16')
        .send('{}'),
      415,
    );
    expectProblem(await t.http.get('/api/v1/version'), 429);
  });
});
