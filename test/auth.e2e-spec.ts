import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import jwt from 'jsonwebtoken';
import {
  ADMIN,
  startTestApp,
  TEST_JWT_SECRET,
  type TestApp,
} from './support/app.js';
import {
  createUser,
  signIn,
  type TestUser,
} from './factories/users.factory.js';

const CLAIMS = { iss: 'syllabus', aud: 'syllabus-api' };

describe('POST /auth/token and bearer tokens (contract §4)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  const token = (body: object) => t.http.post('/api/v1/auth/token').send(body);
  const me = (bearer?: string) => {
    const req = t.http.get('/api/v1/users/me');
    return bearer === undefined
      ? req
      : req.set('Authorization', `Bearer ${bearer}`);
  };
  it('signs in by email with a JWT pair, not cached', async () => {
    const res = await token({
      email: ADMIN.email.toUpperCase(),
      password: ADMIN.password,
    }).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      token: expect.any(String),
      tokenType: 'Bearer',
      expiresIn: 900,
      refreshToken: expect.any(String),
    });
    const decoded = jwt.decode(res.body.token, { complete: true }) as jwt.Jwt;
    expect(decoded.header.alg).toBe('HS256');
    expect(decoded.payload).toMatchObject({
      ...CLAIMS,
      role: 'admin',
      sub: expect.any(String),
    });
    const { iat, exp } = decoded.payload as jwt.JwtPayload;
    expect(exp! - iat!).toBe(900);
    await me(res.body.token).expect(200);
  });

  it('signs in by pseudo, case-insensitively', async () => {
    const res = await token({
      pseudo: ADMIN.pseudo.toUpperCase(),
      password: ADMIN.password,
    }).expect(200);
    expect((await me(res.body.token).expect(200)).body.email).toBe(ADMIN.email);
  });

  it.each([
    [
      'both identifiers',
      { email: ADMIN.email, pseudo: ADMIN.pseudo, password: 'x' },
      '/email',
    ],
    ['no identifier', { password: 'x' }, '/email'],
    ['no password', { email: ADMIN.email }, '/password'],
    [
      'refreshToken with a password',
      { refreshToken: 'x', password: 'y' },
      '/password',
    ],
    [
      'an unknown field',
      { email: ADMIN.email, password: 'x', admin: true },
      '/admin',
    ],
  ])('answers 400 to %s', async (_case, body, field) => {
    const res = await token(body).expect(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(
      field,
    );
  });

  it('gives the same 401 for a wrong password and an unknown account', async () => {
    const wrong = await token({
      email: ADMIN.email,
      password: 'not-the-password',
    }).expect(401);
    const unknown = await token({
      email: 'nobody@test.local',
      password: 'not-the-password',
    }).expect(401);
    const strip = ({ requestId: _r, ...rest }: Record<string, unknown>) => rest;
    expect(strip(wrong.body)).toEqual(strip(unknown.body));
    expect(wrong.body.code).toBe('AUTH.INVALID_CREDENTIALS');
    expect(wrong.headers['www-authenticate']).toBe('Bearer realm="syllabus"');
  });

  it('rotates refresh tokens, and a reused one revokes the whole session', async () => {
    const first = await signIn(t.http, {
      email: ADMIN.email,
      password: ADMIN.password,
    });
    const second = (
      await token({ refreshToken: first.refreshToken }).expect(200)
    ).body;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    await me(second.token).expect(200);
    await token({ refreshToken: first.refreshToken }).expect(401);
    // The reuse above revoked the session: the latest refresh token is dead too.
    await token({ refreshToken: second.refreshToken }).expect(401);
  });

  it('refuses malformed and unknown refresh tokens', async () => {
    await token({ refreshToken: 'garbage' }).expect(401);
    await token({
      refreshToken: `00000000-0000-4000-8000-000000000000.${'a'.repeat(43)}`,
    }).expect(401);
  });

  it('a refresh token made up from the sid of an access token is a plain 401 that revokes nothing', async () => {
    const pair = await signIn(t.http, {
      email: ADMIN.email,
      password: ADMIN.password,
    });
    const { sid } = jwt.decode(pair.token) as jwt.JwtPayload;
    const forged = await token({
      refreshToken: `${sid}.${'a'.repeat(43)}`,
    }).expect(401);
    expect(forged.body.code).toBe('AUTH.INVALID_REFRESH_TOKEN');
    await token({ refreshToken: pair.refreshToken }).expect(200);
  });

  it('a used refresh token revokes its session even after several rotations', async () => {
    const first = await signIn(t.http, {
      email: ADMIN.email,
      password: ADMIN.password,
    });
    const second = (
      await token({ refreshToken: first.refreshToken }).expect(200)
    ).body;
    const third = (
      await token({ refreshToken: second.refreshToken }).expect(200)
    ).body;
    await token({ refreshToken: first.refreshToken }).expect(401);
    await token({ refreshToken: third.refreshToken }).expect(401);
  });

  it('DELETE /auth/token signs the session out', async () => {
    const pair = await signIn(t.http, {
      email: ADMIN.email,
      password: ADMIN.password,
    });
    await t.http
      .delete('/api/v1/auth/token')
      .set('Authorization', `Bearer ${pair.token}`)
      .expect(204);
    await token({ refreshToken: pair.refreshToken }).expect(401);
  });

  it('challenges a request without a token (RFC 6750)', async () => {
    const res = await me().expect(401);
    expect(res.headers['www-authenticate']).toBe('Bearer realm="syllabus"');
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  describe('refuses forged or stale tokens with error="invalid_token"', () => {
    let adminId: string;
    beforeAll(async () => {
      adminId = (
        await me(
          (
            await signIn(t.http, {
              email: ADMIN.email,
              password: ADMIN.password,
            })
          ).token,
        )
      ).body.id;
    });

    const now = () => Math.floor(Date.now() / 1000);
    /** A token of the admin signed with the test secret, claims overridden (undefined: left out). */
    const forgeAdmin = (
      claims: Record<string, unknown> = {},
      options: jwt.SignOptions = {},
      secret: string = TEST_JWT_SECRET,
    ) =>
      jwt.sign(
        Object.fromEntries(
          Object.entries({
            ...CLAIMS,
            role: 'admin',
            sid: '00000000-0000-4000-8000-000000000000',
            sub: adminId,
            exp: now() + 60,
            ...claims,
          }).filter(([, value]) => value !== undefined),
        ),
        secret,
        { algorithm: 'HS256', ...options },
      );

    const cases: [string, () => string][] = [
      [
        'alg none',
        () =>
          jwt.sign({ ...CLAIMS, sub: adminId, role: 'admin' }, '', {
            algorithm: 'none',
          }),
      ],
      [
        'another algorithm (HS512)',
        () => forgeAdmin({}, { algorithm: 'HS512' }),
      ],
      [
        'a wrong signature',
        () => forgeAdmin({}, {}, 'another-secret-another-secret-another'),
      ],
      ['an expired token', () => forgeAdmin({ exp: now() - 60 })],
      ['a wrong issuer', () => forgeAdmin({ iss: 'someone-else' })],
      ['a wrong audience', () => forgeAdmin({ aud: 'another-api' })],
      ['no issuer', () => forgeAdmin({ iss: undefined })],
      ['no audience', () => forgeAdmin({ aud: undefined })],
      ['no exp', () => forgeAdmin({ exp: undefined })],
      ['no sub', () => forgeAdmin({ sub: undefined })],
      ['no sid', () => forgeAdmin({ sid: undefined })],
      ['a sid that is not a UUID', () => forgeAdmin({ sid: 'session-1' })],
      ['a numeric sub', () => forgeAdmin({ sub: 12345 })],
      ['an object sub', () => forgeAdmin({ sub: {} })],
      ['an empty sub', () => forgeAdmin({ sub: '' })],
      [
        'a sub that is an array of the admin id',
        () => forgeAdmin({ sub: [adminId] }),
      ],
      ['a sub that is not a UUID', () => forgeAdmin({ sub: 'admin' })],
      ['an iat in the future', () => forgeAdmin({ iat: now() + 60 })],
      ['garbage', () => 'not.a.jwt'],
    ];
    it.each(cases)('%s', async (_case, make) => {
      const res = await me(make()).expect(401);
      expect(res.headers['www-authenticate']).toBe(
        'Bearer realm="syllabus", error="invalid_token"',
      );
      expect(res.headers['content-type']).toMatch(
        /^application\/problem\+json/,
      );
    });

    it('a well-signed token of this issuer is accepted, also with an iat within the clock tolerance (the cases above fail for their reason only)', async () => {
      await me(forgeAdmin()).expect(200);
      await me(forgeAdmin({ iat: now() + 2 })).expect(200);
    });

    it("a deleted user's token", async () => {
      const reader = await createUser(t.http, 'reader');
      await me(reader.token).expect(200);
      const admin = (
        await signIn(t.http, { email: ADMIN.email, password: ADMIN.password })
      ).token;
      await t.http
        .delete(`/api/v1/users/${reader.id}`)
        .set('Authorization', `Bearer ${admin}`)
        .expect(200);
      const res = await me(reader.token).expect(401);
      expect(res.headers['www-authenticate']).toContain(
        'error="invalid_token"',
      );
    });
  });
  describe('a password change ends the other sessions of the user', () => {
    const credentials = ({ email, password }: TestUser) => ({
      email,
      password,
    });
    const refreshes = (refreshToken: string) =>
      token({ refreshToken }).then((res) => res.status);

    it("changed by the user: every session but the caller's", async () => {
      const user = await createUser(t.http, 'author');
      const other = await signIn(t.http, credentials(user));
      const current = await signIn(t.http, credentials(user));
      await t
        .as(current.token)
        .patch(`/api/v1/users/${user.id}`, {
          password: 'a-new-password-1',
          currentPassword: user.password,
        })
        .expect(200);
      expect(await refreshes(user.refreshToken)).toBe(401);
      expect(await refreshes(other.refreshToken)).toBe(401);
      expect(await refreshes(current.refreshToken)).toBe(200);
    });

    it("reset by an admin: every session of the user, none of the admin's", async () => {
      const user = await createUser(t.http, 'reader');
      const admin = await signIn(t.http, {
        email: ADMIN.email,
        password: ADMIN.password,
      });
      await t
        .as(admin.token)
        .patch(`/api/v1/users/${user.id}`, { password: 'a-new-password-2' })
        .expect(200);
      expect(await refreshes(user.refreshToken)).toBe(401);
      expect(await refreshes(admin.refreshToken)).toBe(200);
      await signIn(t.http, { email: user.email, password: 'a-new-password-2' });
    });

    it('other changes end no session', async () => {
      const user = await createUser(t.http, 'reader');
      await t
        .as(user.token)
        .patch(`/api/v1/users/${user.id}`, { pseudo: `p${user.pseudo}` })
        .expect(200);
      expect(await refreshes(user.refreshToken)).toBe(200);
    });
  });

  describe('the examples of POST /auth/token in the OpenAPI document', () => {
    it('are each valid as sent (by email, by pseudo, refresh)', async () => {
      const document = (await t.http.get('/openapi.json').expect(200)).body;
      const examples: Record<string, { value: object }> =
        document.paths['/api/v1/auth/token'].post.requestBody.content[
          'application/json'
        ].examples;
      expect(Object.keys(examples).sort()).toEqual([
        'email',
        'pseudo',
        'refresh',
      ]);
      for (const [name, { value }] of Object.entries(examples)) {
        const res = await token(value);
        // Placeholder credentials: a 401, never a 400.
        expect([name, res.status]).toEqual([name, 401]);
      }
    });
  });
});
