// The Syllabus API, typed from its OpenAPI document (schema.ts: `npm run client:generate`).
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { paths } from './schema.js';

export type * from './schema.js';

/** `api.GET('/api/v1/docs/{id}', …)`: each operation by method and path, typed both ways. */
export type SyllabusClient = Client<paths>;

/** A client of the API at `baseUrl`, its origin (`http://localhost:3000`), through `fetch`. */
export function createSyllabusClient(options: ClientOptions): SyllabusClient {
  return createClient<paths>(options);
}

/** The `cursor` of a list page's `next` or `prev` link: send it with the query of that page. */
export function linkCursor(
  response: Response,
  rel: 'next' | 'prev',
): string | undefined {
  const links = response.headers.get('link') ?? '';
  for (const [, target, relation] of links.matchAll(
    /<([^>]*)>;\s*rel="([^"]*)"/g,
  ))
    if (relation === rel)
      return (
        new URL(target, 'http://link.invalid').searchParams.get('cursor') ??
        undefined
      );
  return undefined;
}
