import type { FastifyReply } from 'fastify';
import type { Page } from './page.js';

export interface PageHeadersInput extends Omit<Page<unknown>, 'items'> {
  /** The request's own path and query (`request.url`), which every link keeps but for `page`, `limit` and `cursor`. */
  url: string;
}

/**
 * The RFC 8288 `Link` value of a page: `first` always, `prev` and `next` (by cursor) where there
 * are rows, `last` (by page number) when the list was counted. Targets are relative references
 * (RFC 3986 §4.2), resolved against the request URL.
 */
function pageLinks({
  page,
  limit,
  total,
  next,
  prev,
  url,
}: PageHeadersInput): string {
  const last =
    total === undefined ? undefined : Math.max(1, Math.ceil(total / limit));
  const queryStart = url.indexOf('?');
  const path = queryStart < 0 ? url : url.slice(0, queryStart);
  const query = queryStart < 0 ? '' : url.slice(queryStart + 1);
  const target = (name: 'page' | 'cursor', value: string): string => {
    const params = new URLSearchParams(query);
    for (const paging of ['page', 'cursor', 'limit']) params.delete(paging);
    params.append(name, value);
    params.append('limit', String(limit));
    // Commas are legal in a query (RFC 3986) and keep `sort=-title,createdAt` readable.
    return `${path}?${params.toString().replace(/%2C/g, ',')}`;
  };
  const links: [rel: string, target: string][] = [
    ['first', target('page', '1')],
  ];
  if (prev !== undefined) links.push(['prev', target('cursor', prev)]);
  // From past the last page, `prev` leads back to the last page that has items.
  else if (page !== undefined && page > 1 && last !== undefined)
    links.push(['prev', target('page', String(Math.min(page - 1, last)))]);
  if (next !== undefined) links.push(['next', target('cursor', next)]);
  if (last !== undefined) links.push(['last', target('page', String(last))]);
  return links.map(([rel, link]) => `<${link}>; rel="${rel}"`).join(', ');
}

/** Sets `X-Total-Count` (when counted), `Search-Ranked-Only` (when capped) and `Link` for one page of a list. */
export function setPageHeaders(
  reply: Pick<FastifyReply, 'header'>,
  input: PageHeadersInput,
): void {
  if (input.total !== undefined)
    reply.header('X-Total-Count', String(input.total));
  if (input.rankedOnly !== undefined)
    reply.header('Search-Ranked-Only', String(input.rankedOnly));
  reply.header('Link', pageLinks(input));
}
