import { randomBytes } from 'node:crypto';
import { ADMIN, type TestApp } from '../support/app.js';

export interface TestUser {
  id: string;
  email: string;
  pseudo: string;
  password: string;
  role: 'reader' | 'author' | 'admin';
  token: string;
  refreshToken: string;
}

type Http = TestApp['http'];

export async function signIn(
  http: Http,
  credentials: { email?: string; pseudo?: string; password: string },
) {
  const res = await http.post('/api/v1/auth/token').send(credentials);
  if (res.status !== 200)
    throw new Error(
      `sign-in failed: ${res.status} ${JSON.stringify(res.body)}`,
    );
  return res.body as {
    token: string;
    refreshToken: string;
    expiresIn: number;
    tokenType: string;
  };
}

export async function adminToken(http: Http): Promise<string> {
  return (await signIn(http, { email: ADMIN.email, password: ADMIN.password }))
    .token;
}

/** A new user of the given role, created by the bootstrap admin, and signed in. */
export async function createUser(
  http: Http,
  role: TestUser['role'],
  overrides: Partial<TestUser> = {},
): Promise<TestUser> {
  const suffix = randomBytes(4).toString('hex');
  const fields = {
    email: `${role}-${suffix}@test.local`,
    pseudo: `${role}-${suffix}`,
    password: `pw-${suffix}-long`,
    role,
    ...overrides,
  };
  const res = await http
    .post('/api/v1/users')
    .auth(await adminToken(http), { type: 'bearer' })
    .send({
      email: fields.email,
      pseudo: fields.pseudo,
      password: fields.password,
      role: fields.role,
    });
  if (res.status !== 201)
    throw new Error(
      `user creation failed: ${res.status} ${JSON.stringify(res.body)}`,
    );
  const tokens = await signIn(http, {
    email: fields.email,
    password: fields.password,
  });
  return {
    ...fields,
    id: res.body.id,
    token: tokens.token,
    refreshToken: tokens.refreshToken,
  };
}

/** The usual cast of a scenario: the admin's token, two authors and a reader. */
export async function createCast(http: Http) {
  const [admin, author, other, reader] = await Promise.all([
    adminToken(http),
    createUser(http, 'author'),
    createUser(http, 'author'),
    createUser(http, 'reader'),
  ]);
  return { admin, author, other, reader };
}
