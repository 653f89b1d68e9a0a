import { randomBytes } from 'node:crypto';
import type { TestApp } from '../support/app.js';

type Http = TestApp['http'];

let counter = 0;

/** A valid doc body; every call gives another title and reference. */
export function docBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const suffix = `${counter}-${randomBytes(3).toString('hex')}`;
  return {
    reference: `ref-${suffix}`,
    title: `Doc ${suffix}`,
    description: `About ${suffix}`,
    tags: ['test'],
    content: `# Doc ${suffix}`,
    ...overrides,
  };
}

export async function createDoc(
  http: Http,
  token: string,
  overrides: Record<string, unknown> = {},
) {
  const res = await http
    .post('/api/v1/docs')
    .auth(token, { type: 'bearer' })
    .send(docBody(overrides));
  if (res.status !== 201)
    throw new Error(
      `doc creation failed: ${res.status} ${JSON.stringify(res.body)}`,
    );
  return res.body as {
    id: string;
    version: number;
    title: string;
    tags: string[];
    reference: string | null;
  };
}
