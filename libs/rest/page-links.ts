import type { FastifyReply } from 'fastify';

export interface PageHeadersInput {
  page: number;
  limit: number;
  total: number;
  /** The request's own path and query (`request.url`), which every link keeps but for `page` and `limit`. */
  url: string;
}

/** The last page of a list; an empty list still has page 1. */
const lastPage = (total: number, limit: number): number =>
  Math.max(1, Math.ceil(total / limit));

/**
 * The RFC 8288 `Link` value of a page: `first` and `last` always, `prev` and `next` where they
 * exist. Targets are relative references (RFC 3986 §4.2), resolved against the request URL.
 */
function pageLinks({ page, limit, total, url }: PageHeadersInput): string {
  const last = lastPage(total, limit);
  const queryStart = url.indexOf('?');
  const path = queryStart < 0 ? url : url.slice(0, queryStart);
  const query = queryStart < 0 ? '' : url.slice(queryStart + 1);
  const target = (targetPage: number): string => {
    const params = new URLSearchParams(query);
    params.set('page', String(targetPage));
    params.set('limit', String(limit));
    // Commas are legal in a query (RFC 3986) and keep `sort=-title,createdAt` readable.
    return `${path}?${params.toString().replace(/%2C/g, ',')}`;
  };
  const links: [rel: string, page: number][] = [['first', 1]];
  // From past the last page, `prev` leads back to the last page that has items.
  if (page > 1) links.push(['prev', Math.min(page - 1, last)]);
  if (page < last) links.push(['next', page + 1]);
  links.push(['last', last]);
  return links
    .map(([rel, targetPage]) => `<${target(targetPage)}>; rel="${rel}"`)
    .join(', ');
}

/** Sets `X-Total-Count` and `Link` for one page of a list. */
export function setPageHeaders(
  reply: Pick<FastifyReply, 'header'>,
  input: PageHeadersInput,
): void {
  reply.header('X-Total-Count', String(input.total));
  reply.header('Link', pageLinks(input));
}
