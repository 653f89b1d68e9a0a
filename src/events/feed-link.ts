/**
 * The `Link` value of a page of the feed: `next`, always (a feed has no end), relative to the
 * request's URL with every other query parameter kept and `after` set to `after` (none: left out).
 */
export function feedLink(url: string, after: string | undefined): string {
  const queryStart = url.indexOf('?');
  const path = queryStart < 0 ? url : url.slice(0, queryStart);
  const params = new URLSearchParams(
    queryStart < 0 ? '' : url.slice(queryStart + 1),
  );
  params.delete('after');
  const query = new URLSearchParams(
    after === undefined ? [] : [['after', after]],
  );
  for (const [name, value] of params) query.append(name, value);
  const text = query.toString();
  return `<${path}${text ? `?${text}` : ''}>; rel="next"`;
}
