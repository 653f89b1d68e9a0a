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
  it('links first and last by page, prev and next by cursor', () => {
    const { total, links } = headersFor({
      page: 2,
      limit: 5,
      total: 12,
      next: 'N',
      prev: 'P',
      url: '/api/v1/docs?page=2&limit=5',
    });
    expect(total).toBe('12');
    expect(links).toEqual({
      first: '/api/v1/docs?page=1&limit=5',
      prev: '/api/v1/docs?cursor=P&limit=5',
      next: '/api/v1/docs?cursor=N&limit=5',
      last: '/api/v1/docs?page=3&limit=5',
    });
  });

  it('has prev and next only where the page has them', () => {
    const first = headersFor({
      page: 1,
      limit: 5,
      total: 10,
      next: 'N',
      url: '/x',
    });
    expect(Object.keys(first.links)).toEqual(['first', 'next', 'last']);
    const last = headersFor({
      limit: 5,
      total: 10,
      prev: 'P',
      url: '/x?cursor=N',
    });
    expect(last.links).toEqual({
      first: '/x?page=1&limit=5',
      prev: '/x?cursor=P&limit=5',
      last: '/x?page=2&limit=5',
    });
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

  it('sends no X-Total-Count and no last link for a list that was not counted', () => {
    const { total, links } = headersFor({
      page: 1,
      limit: 5,
      next: 'N',
      url: '/x?q=abc',
    });
    expect(total).toBeUndefined();
    expect(links).toEqual({
      first: '/x?q=abc&page=1&limit=5',
      next: '/x?q=abc&cursor=N&limit=5',
    });
  });

  it('keeps every other parameter, repeated ones too, and drops page and cursor', () => {
    const { links } = headersFor({
      limit: 5,
      total: 11,
      next: 'N',
      url: '/api/v1/docs?tag=a&cursor=C&tag=b&sort=-title,createdAt&q=caf%C3%A9+au+lait',
    });
    expect(links.next).toBe(
      '/api/v1/docs?tag=a&tag=b&sort=-title,createdAt&q=caf%C3%A9+au+lait&cursor=N&limit=5',
    );
  });

  it('encodes what would break the header', () => {
    const { links } = headersFor({
      page: 1,
      limit: 5,
      total: 6,
      next: 'N',
      url: '/x?q=%3E%22,%0D%0A',
    });
    expect(links.next).toBe('/x?q=%3E%22,%0D%0A&cursor=N&limit=5');
  });
});
