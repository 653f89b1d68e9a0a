import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { Transactions } from '../src/database/transactions.js';
import { User } from '../src/users/user.entity.js';
import { createUser } from './factories/users.factory.js';
import { startTestApp, type TestApp } from './support/app.js';

describe('a write whose user is deleted meanwhile (#18 item 5)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  /** Deletes the user once the guard has let the request in, just before its write (a transaction, or a single statement). */
  function deleteBeforeNextWrite(userId: string): void {
    const transactions = t.app.get(Transactions);
    const { run, single } = transactions;
    const deleteUser = async () => {
      Object.assign(transactions, { run, single });
      await t.app.get(DataSource).getRepository(User).delete(userId);
    };
    transactions.run = async (work) => {
      await deleteUser();
      return transactions.run(work);
    };
    transactions.single = async (work) => {
      await deleteUser();
      return transactions.single(work);
    };
  }

  it.each([
    ['/api/v1/docs', { title: 'Orphan' }],
    ['/api/v1/lessons', { title: 'Orphan', docIds: [] }],
  ])('POST %s answers 401: the caller no longer exists', async (url, body) => {
    const author = await createUser(t.http, 'author');
    deleteBeforeNextWrite(author.id);
    const res = await t.as(author.token).post(url, body).expect(401);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.headers['www-authenticate']).toContain('error="invalid_token"');
    expect(res.body).toMatchObject({
      code: 'AUTH.CALLER_GONE',
      detail: 'The caller no longer exists.',
    });
  });

  it('POST /api/v1/auth/token answers 401 to a sign-in whose user is deleted once its password is checked', async () => {
    const user = await createUser(t.http, 'reader');
    deleteBeforeNextWrite(user.id);
    const res = await t.http
      .post('/api/v1/auth/token')
      .send({ email: user.email, password: user.password })
      .expect(401);
    expect(res.body).toMatchObject({ code: 'AUTH.INVALID_CREDENTIALS' });
  });

  it('POST /api/v1/auth/token answers 401 to a refresh whose user is deleted once the token is rotated', async () => {
    const user = await createUser(t.http, 'reader');
    const transactions = t.app.get(Transactions);
    const { run } = transactions;
    transactions.run = async (work) => {
      Object.assign(transactions, { run });
      const result = await transactions.run(work);
      await t.app.get(DataSource).getRepository(User).delete(user.id);
      return result;
    };
    const res = await t.http
      .post('/api/v1/auth/token')
      .send({ refreshToken: user.refreshToken })
      .expect(401);
    expect(res.body).toMatchObject({ code: 'AUTH.INVALID_REFRESH_TOKEN' });
  });
});
