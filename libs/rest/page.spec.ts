import { describe, expect, it } from '@jest/globals';
import { pageOf, pageWindow } from './page.js';

describe('pageWindow', () => {
  it.each([
    [
      { page: 1, limit: 20 },
      { skip: 0, take: 20 },
    ],
    [
      { page: 3, limit: 5 },
      { skip: 10, take: 5 },
    ],
  ])('%j covers %j', (request, window) => {
    expect(pageWindow(request)).toEqual(window);
  });
});

describe('pageOf', () => {
  it('combines the request with a findAndCount result', () => {
    expect(pageOf({ page: 2, limit: 5 }, [['f', 'g'], 7])).toEqual({
      items: ['f', 'g'],
      total: 7,
      page: 2,
      limit: 5,
    });
  });
});
