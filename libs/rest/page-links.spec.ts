import { describe, expect, it } from '@jest/globals';
import { PageHeadersInput, setPageHeaders } from './page-links.js';

/** The headers `setPageHeaders` sets, with the `Link` value split into rel → target. */
function headersFor(input: PageHeadersInput) {
  const headers: Record<string, string> = {};
  const reply = {
    header(name: string, value: string) {
      headers[name] = value;
      return reply;
    },
  };
  setPageHeaders(reply as never, input);
  const links = Object.fromEntries(
    headers.Link.split(', ').map((link) => {
      const [, target, rel] = /^<([^>]*)>; rel="(\w+)"$/.exec(link)!;
      return [rel, target];
    }),
  );
  return { total: headers['X-Total-Count'], links };
}

describe('setPageHeaders', () => {
  it('links first, prev, next and last from a middle page', () => {
    const { total, links } = headersFor({
      page: 2,
      limit: 5,
      total: 12,
      url: '/api/v1/docs?page=2&limit=5',
    });
    expect(total).toBe('12');
    expect(links).toEqual({
      first: '/api/v1/docs?page=1&limit=5',
      prev: '/api/v1/docs?page=1&limit=5',
      next: '/api/v1/docs?page=3&limit=5',
      last: '/api/v1/docs?page=3&limit=5',
    });
  });

  it('has no prev on the first page and no next on the last', () => {
    const first = headersFor({ page: 1, limit: 5, total: 10, url: '/x' });
    expect(Object.keys(first.links)).toEqual(['first', 'next', 'last']);
    const last = headersFor({ page: 2, limit: 5, total: 10, url: '/x' });
    expect(Object.keys(last.links)).toEqual(['first', 'prev', 'last']);
  });

  it('gives an empty list one page, which is first and last', () => {
    const { total, links } = headersFor({
      page: 1,
      limit: 20,
      total: 0,
      url: '/x',
    });
    expect(total).toBe('0');
    expect(links).toEqual({
      first: '/x?page=1&limit=20',
      last: '/x?page=1&limit=20',
    });
  });

  it('leads back from past the last page to the last page', () => {
    const { links } = headersFor({
      page: 9,
      limit: 5,
      total: 12,
      url: '/x?page=9&limit=5',
    });
    expect(links).toEqual({
      first: '/x?page=1&limit=5',
      prev: '/x?page=3&limit=5',
      last: '/x?page=3&limit=5',
    });
  });

  it('keeps every other parameter, repeated ones too, and replaces page where it stood', () => {
    const { links } = headersFor({
      page: 1,
      limit: 5,
      total: 11,
      url: '/api/v1/docs?tag=a&page=1&tag=b&sort=-title,createdAt&q=caf%C3%A9+au+lait',
    });
    expect(links.next).toBe(
      '/api/v1/docs?tag=a&page=2&tag=b&sort=-title,createdAt&q=caf%C3%A9+au+lait&limit=5',
    );
  });

  it('encodes what would break the header', () => {
    const { links } = headersFor({
      page: 1,
      limit: 5,
      total: 6,
      url: '/x?q=%3E%22,%0D%0A',
    });
    expect(links.next).toBe('/x?q=%3E%22,%0D%0A&page=2&limit=5');
  });
});
