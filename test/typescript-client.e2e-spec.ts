import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import {
  createSyllabusClient,
  linkCursor,
  type DocDto,
  type ProblemDetailsSchema,
  type SyllabusClient,
} from '../clients/typescript/src/index.js';
import { ADMIN, startTestApp, type TestApp } from './support/app.js';

/** The typed client (clients/typescript) against a listening app, as a consumer uses it. */
describe('the TypeScript client (clients/typescript)', () => {
  let t: TestApp;
  let baseUrl: string;
  let api: SyllabusClient;
  beforeAll(async () => {
    t = await startTestApp();
    const server = t.app.getHttpServer();
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const signIn = await createSyllabusClient({ baseUrl }).POST(
      '/api/v1/auth/token',
      { body: { email: ADMIN.email, password: ADMIN.password } },
    );
    expect(signIn.response.status).toBe(200);
    api = createSyllabusClient({
      baseUrl,
      headers: { Authorization: `Bearer ${signIn.data!.token}` },
    });
  });
  afterAll(() => t?.close());

  it('creates a doc and reads it back', async () => {
    const created = await api.POST('/api/v1/docs', {
      body: { title: 'Joining tables', tags: ['sql'], content: 'JOIN' },
    });
    expect(created.response.status).toBe(201);
    expect(created.response.headers.get('etag')).toBe('"1"');
    const doc: DocDto = created.data!;
    const read = await api.GET('/api/v1/docs/{id}', {
      params: { path: { id: doc.id } },
    });
    expect(read.data).toEqual(doc);
    const notModified = await api.GET('/api/v1/docs/{id}', {
      params: { path: { id: doc.id }, header: { 'If-None-Match': '"1"' } },
    });
    expect(notModified.response.status).toBe(304);
  });

  it('walks a list page by page along its next cursor', async () => {
    const titles = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'];
    for (const title of titles)
      await api.POST('/api/v1/docs', { body: { title, tags: ['walk'] } });
    const query = { tag: ['walk'], sort: 'title', limit: 2 };
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await api.GET('/api/v1/docs', {
        params: { query: { ...query, cursor } },
      });
      expect(page.response.status).toBe(200);
      seen.push(...page.data!.map((doc) => doc.title));
      cursor = linkCursor(page.response, 'next');
    } while (cursor);
    expect(seen).toEqual(titles);
  });

  it('types a refusal as problem+json with its code', async () => {
    const body = { title: 'Taken', reference: 'client-taken' };
    await api.POST('/api/v1/docs', { body });
    const again = await api.POST('/api/v1/docs', { body });
    expect(again.data).toBeUndefined();
    expect(again.response.headers.get('content-type')).toMatch(
      /^application\/problem\+json/,
    );
    const problem: ProblemDetailsSchema = again.error!;
    expect(problem).toMatchObject({ status: 409, code: 'DOC.REFERENCE_TAKEN' });
  });

  it('sends no token when none is given: a 401 problem', async () => {
    const anonymous = createSyllabusClient({ baseUrl });
    const { error, response } = await anonymous.GET('/api/v1/docs');
    expect(response.status).toBe(401);
    expect(error?.requestId).toBe(response.headers.get('x-request-id'));
  });
});
