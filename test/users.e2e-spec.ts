import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { ADMIN, startTestApp, type TestApp } from './support/app.js';
import {
  adminToken,
  createUser,
  signIn,
  type TestUser,
} from './factories/users.factory.js';

describe('/users (contract §5)', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminToken(t.http);
  });
  afterAll(() => t?.close());

  const as = (token: string) => t.as(token);

  it('creates a user (admin): 201, Location, no password in the body', async () => {
    const res = await as(admin)
      .post('/api/v1/users', {
        email: 'New.User@Test.local',
        pseudo: 'NewUser',
        password: 'long-enough-1',
        role: 'author',
      })
      .expect(201);
    expect(res.headers.location).toBe(`/api/v1/users/${res.body.id}`);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: 'new.user@test.local',
      pseudo: 'NewUser',
      role: 'author',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|hash/i);
    await signIn(t.http, { pseudo: 'newuser', password: 'long-enough-1' });
  });

  it('defaults the role to reader', async () => {
    const res = await as(admin)
      .post('/api/v1/users', {
        email: 'plain@test.local',
        pseudo: 'plain',
        password: 'long-enough-1',
      })
      .expect(201);
    expect(res.body.role).toBe('reader');
  });

  it.each([
    ['a short password', { password: 'short' }, '/password'],
    ['a long password', { password: 'x'.repeat(129) }, '/password'],
    ['a bad email', { email: 'not-an-email' }, '/email'],
    ['a bad role', { role: 'root' }, '/role'],
    ['an unknown field', { isAdmin: true }, '/isAdmin'],
  ])('answers 400 to %s', async (_case, override, field) => {
    const res = await as(admin)
      .post('/api/v1/users', {
        email: 'valid@test.local',
        pseudo: 'valid',
        password: 'long-enough-1',
        ...override,
      })
      .expect(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual([
      field,
    ]);
  });

  it('keeps email and pseudo unique case-insensitively (409)', async () => {
    await as(admin)
      .post('/api/v1/users', {
        email: 'dup@test.local',
        pseudo: 'dup',
        password: 'long-enough-1',
      })
      .expect(201);
    const email = await as(admin)
      .post('/api/v1/users', {
        email: 'DUP@test.local',
        pseudo: 'other',
        password: 'long-enough-1',
      })
      .expect(409);
    expect(email.body.code).toBe('USER.EMAIL_TAKEN');
    const pseudo = await as(admin)
      .post('/api/v1/users', {
        email: 'other@test.local',
        pseudo: 'DUP',
        password: 'long-enough-1',
      })
      .expect(409);
    expect(pseudo.body.code).toBe('USER.PSEUDO_TAKEN');
  });

  it('settles concurrent duplicate creates in the database: one 201, the rest 409', async () => {
    const body = {
      email: 'race@test.local',
      pseudo: 'race',
      password: 'long-enough-1',
    };
    const statuses = (
      await Promise.all(
        Array.from({ length: 6 }, () => as(admin).post('/api/v1/users', body)),
      )
    ).map((r) => r.status);
    expect(statuses.sort()).toEqual([201, 409, 409, 409, 409, 409]);
  });

  describe('permissions', () => {
    let reader: TestUser;
    let other: TestUser;
    beforeAll(async () => {
      reader = await createUser(t.http, 'reader');
      other = await createUser(t.http, 'author');
    });

    it('GET /users/me returns the caller', async () => {
      expect(
        (await as(reader.token).get('/api/v1/users/me').expect(200)).body.id,
      ).toBe(reader.id);
    });

    it('lets users read themselves but not others (403), admins anyone', async () => {
      await as(reader.token).get(`/api/v1/users/${reader.id}`).expect(200);
      const res = await as(reader.token)
        .get(`/api/v1/users/${other.id}`)
        .expect(403);
      expect(res.headers['content-type']).toMatch(
        /^application\/problem\+json/,
      );
      await as(admin).get(`/api/v1/users/${other.id}`).expect(200);
    });

    it('keeps user creation and deletion for admins', async () => {
      await as(reader.token)
        .post('/api/v1/users', {
          email: 'x@test.local',
          pseudo: 'x1',
          password: 'long-enough-1',
        })
        .expect(403);
      await as(reader.token).delete(`/api/v1/users/${other.id}`).expect(403);
    });

    it('answers 400 to a malformed id and 404 to an unknown one', async () => {
      await as(admin).get('/api/v1/users/not-a-uuid').expect(400);
      const long = await as(admin)
        .get(`/api/v1/users/${'a'.repeat(300)}`)
        .expect(400);
      expect(long.headers['content-type']).toMatch(
        /^application\/problem\+json/,
      );
      expect(long.headers['x-request-id']).toBeTruthy();
      const encoding = await as(admin)
        .get('/api/v1/users/%E0%A4%A')
        .expect(400);
      expect(encoding.headers['content-type']).toMatch(
        /^application\/problem\+json/,
      );
      await as(admin)
        .get('/api/v1/users/00000000-0000-4000-8000-000000000000')
        .expect(404);
    });

    it('lets users change their own email and pseudo, not their role', async () => {
      const res = await as(reader.token)
        .patch(`/api/v1/users/${reader.id}`, { pseudo: `${reader.pseudo}-x` })
        .expect(200);
      expect(res.body.pseudo).toBe(`${reader.pseudo}-x`);
      await as(reader.token)
        .patch(`/api/v1/users/${reader.id}`, { role: 'admin' })
        .expect(403);
      await as(reader.token)
        .patch(`/api/v1/users/${other.id}`, { pseudo: 'hijack' })
        .expect(403);
      await as(reader.token)
        .patch(`/api/v1/users/${reader.id}`, {})
        .expect(400);
      for (const field of ['email', 'pseudo', 'password', 'role']) {
        await as(admin)
          .patch(`/api/v1/users/${reader.id}`, { [field]: null })
          .expect(400);
      }
    });

    it('requires currentPassword to change one’s own password', async () => {
      const url = `/api/v1/users/${reader.id}`;
      await as(reader.token)
        .patch(url, { password: 'brand-new-password' })
        .expect(403);
      await as(reader.token)
        .patch(url, {
          password: 'brand-new-password',
          currentPassword: 'wrong',
        })
        .expect(403);
      await as(reader.token)
        .patch(url, {
          password: 'brand-new-password',
          currentPassword: reader.password,
        })
        .expect(200);
      await signIn(t.http, {
        email: reader.email,
        password: 'brand-new-password',
      });
    });

    it('lets admins change roles, effective on the next request', async () => {
      const user = await createUser(t.http, 'reader');
      await as(user.token)
        .post('/api/v1/users', {
          email: 'y@test.local',
          pseudo: 'y1',
          password: 'long-enough-1',
        })
        .expect(403);
      await as(admin)
        .patch(`/api/v1/users/${user.id}`, { role: 'admin' })
        .expect(200);
      await as(user.token)
        .post('/api/v1/users', {
          email: 'y@test.local',
          pseudo: 'y1',
          password: 'long-enough-1',
        })
        .expect(201);
    });

    it('deletes a user (admin) and returns it; the user is gone', async () => {
      const user = await createUser(t.http, 'reader');
      const res = await as(admin)
        .delete(`/api/v1/users/${user.id}`)
        .expect(200);
      expect(res.body.id).toBe(user.id);
      await as(admin).get(`/api/v1/users/${user.id}`).expect(404);
    });
  });

  it('lists users for admins only, paged with X-Total-Count and Link', async () => {
    const res = await as(admin)
      .get('/api/v1/users?limit=2&sort=email')
      .expect(200);
    expect(res.body).toHaveLength(2);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThan(2);
    expect(res.headers.link).toContain('rel="next"');
    expect(res.body[0].email < res.body[1].email).toBe(true);
    for (const user of res.body)
      expect(user).toEqual(
        (await as(admin).get(`/api/v1/users/${user.id}`).expect(200)).body,
      );
    const admins = await as(admin)
      .get('/api/v1/users?role=admin&limit=100')
      .expect(200);
    expect(admins.body.every((u: { role: string }) => u.role === 'admin')).toBe(
      true,
    );
    const reader = await createUser(t.http, 'reader');
    await as(reader.token).get('/api/v1/users').expect(403);
    await as(admin).get('/api/v1/users?limit=500').expect(400);
  });

  it('bootstraps exactly one admin from ADMIN_*', async () => {
    const me = await as(admin).get('/api/v1/users/me').expect(200);
    expect(me.body).toMatchObject({
      email: ADMIN.email,
      pseudo: ADMIN.pseudo,
      role: 'admin',
    });
  });
});

describe('JSON bodies (contract §2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ BODY_LIMIT: '1024' });
  });
  afterAll(() => t?.close());
  const post = () => t.http.post('/api/v1/auth/token');

  it('answers 415 to a body that is not JSON', async () => {
    const res = await post()
      .set('Content-Type', 'text/plain')
      .send('email=a')
      .expect(415);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    await post()
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('email=a')
      .expect(415);
  });

  it('accepts merge-patch+json on PATCH only', async () => {
    await post()
      .set('Content-Type', 'application/merge-patch+json')
      .send('{}')
      .expect(415);
  });

  it('answers 400 to malformed JSON and to prototype pollution keys', async () => {
    const res = await post()
      .set('Content-Type', 'application/json')
      .send('{"email": ')
      .expect(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    await post()
      .set('Content-Type', 'application/json')
      .send('{"__proto__": {"x": 1}}')
      .expect(400);
    await post()
      .set('Content-Type', 'application/json')
      .send('{"constructor": {"prototype": {"x": 1}}}')
      .expect(400);
  });

  it('answers 400 to input no DTO could hold: deep nesting, NUL characters, prototype keys', async () => {
    const deep = `${'['.repeat(400)}${']'.repeat(400)}`;
    const nested = await post()
      .set('Content-Type', 'application/json')
      .send(`{"email": ${deep}}`)
      .expect(400);
    expect(nested.headers['content-type']).toMatch(
      /^application\/problem\+json/,
    );
    await post().send({ pseudo: 'ad\u0000min', password: 'x' }).expect(400);
    const prototypeKey = await post()
      .set('Content-Type', 'application/json')
      .send('{"email": "a@b.c", "password": "x", "toString": 1}')
      .expect(400);
    expect(prototypeKey.body.errors).toEqual([
      { field: '/toString', message: expect.any(String) },
    ]);
  });

  it('answers 413 to a body over BODY_LIMIT', async () => {
    const res = await post()
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ email: 'x'.repeat(2000) }))
      .expect(413);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  describe('over a connection of its own', () => {
    let port: number;
    beforeAll(async () => {
      const server = t.app.getHttpServer();
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      port = (server.address() as AddressInfo).port;
    });

    it('reads a refused body to its end and keeps the connection, so the client gets the 413', async () => {
      // A client still sending when the server closes gets a reset, and may lose the answer.
      const body = JSON.stringify({ email: 'x'.repeat(4 * 2 ** 20) });
      const socket = connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
      socket.write(
        `POST /api/v1/auth/token HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      socket.write(body);
      socket.write(
        'GET /api/v1/version HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n',
      );
      await once(socket, 'close');
      expect(received.match(/HTTP\/1\.1 \d{3} [^\r]*/g)).toEqual([
        'HTTP/1.1 413 Payload Too Large',
        'HTTP/1.1 200 OK',
      ]);
      expect(received.split('\r\n\r\n')[0]).not.toMatch(/^connection:/im);
    });

    it('reads a refused body to its end before closing a Connection: close request, every time', async () => {
      // A server that answered the first part and closed would reset a client writing the rest.
      const body = JSON.stringify({ email: 'x'.repeat(1.5 * 2 ** 20) });
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const socket = connect(port, '127.0.0.1');
        let received = '';
        let failure = '';
        socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
        socket.on('error', (error) => (failure = error.message));
        const closed = once(socket, 'close');
        socket.write(
          `POST /api/v1/auth/token HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: ${body.length}\r\n\r\n`,
        );
        socket.write(body.slice(0, 2 ** 16));
        await delay(100);
        const open = socket.writable;
        socket.write(body.slice(2 ** 16));
        await closed;
        expect({
          attempt,
          open,
          failure,
          status: received.slice(0, 12),
        }).toEqual({
          attempt,
          open: true,
          failure: '',
          status: 'HTTP/1.1 413',
        });
      }
    });

    it('closes the connection at once for a declared body over 16 MiB', async () => {
      const answer = await new Promise<{ status: number; connection?: string }>(
        (done, fail) => {
          const outgoing = httpRequest(
            {
              host: '127.0.0.1',
              port,
              method: 'POST',
              path: '/api/v1/auth/token',
              headers: {
                'content-type': 'application/json',
                'content-length': String(16 * 2 ** 20 + 1),
              },
            },
            (incoming) => {
              done({
                status: incoming.statusCode!,
                connection: incoming.headers.connection,
              });
              outgoing.destroy();
            },
          );
          outgoing.on('error', fail);
          outgoing.flushHeaders();
        },
      );
      expect(answer).toEqual({ status: 413, connection: 'close' });
    });
  });
});

describe('bodies with many unknown members (issue #38)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());
  const post = (body: string) =>
    t.http
      .post('/api/v1/auth/token')
      .set('Content-Type', 'application/json')
      .send(body);

  it('refuses 80,000 unknown keys at parse, with one error', async () => {
    const members = Array.from({ length: 80_000 }, (_, i) => `"k${i}":1`);
    const res = await post(`{${members.join(',')}}`).expect(400);
    // One error about the whole body: the DTO's validation never ran.
    expect(res.body.errors).toEqual([
      { field: '/', message: 'must not hold more than 200 members' },
    ]);
    expect(res.text.length).toBeLessThan(1000);
  });

  it('stops at the first unknown member, however long its name, and stays small', async () => {
    const key = (i: number) => `${'k'.repeat(5000)}${i}`;
    const members = Array.from({ length: 150 }, (_, i) => `"${key(i)}":1`);
    const res = await post(
      `{"email":"a@test.local","password":"x",${members.join(',')}}`,
    ).expect(400);
    expect(res.body.errors).toEqual([
      {
        field: `/${'k'.repeat(199)}…`,
        message: expect.stringMatching(/^property k+…$/),
      },
    ]);
    expect(res.text.length).toBeLessThan(2000);
  });

  it('stops at an unknown member before validating the others', async () => {
    // Refused by name: neither copied nor validated, whatever it and the known members hold.
    const numbers = `[${Array(100_000).fill('1').join(',')}]`;
    const res = await post(
      `{"email":"not-an-email","password":"x","x":${numbers}}`,
    ).expect(400);
    expect(res.body.errors).toEqual([
      { field: '/x', message: 'property x should not exist' },
    ]);
  });

  it('lists the first 10 errors of many, and says how many there are', async () => {
    const query = Array.from({ length: 150 }, (_, i) => `p${i}=1`).join('&');
    const res = await t.http.get(`/api/v1/version?${query}`).expect(400);
    expect(res.body.errors).toHaveLength(10);
    expect(res.body.errors[0]).toEqual({
      field: '/p0',
      message: 'p0 is not a query parameter of this route',
    });
    expect(res.body.errorCount).toBe(150);
    expect(res.body.detail).toMatch(
      /^Unknown query parameter\(s\): p0, .*, p9 and 140 more\.$/,
    );
  });
});
