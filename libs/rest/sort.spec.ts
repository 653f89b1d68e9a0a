import { describe, expect, it } from '@jest/globals';
import { InvalidSortError, parseSort, sortOrder } from './sort.js';

const FIELDS = ['createdAt', 'updatedAt', 'title'] as const;

describe('parseSort', () => {
  it('reads each key in order, `-` meaning descending', () => {
    expect(parseSort('-title,createdAt', FIELDS)).toEqual([
      { field: 'title', direction: 'DESC' },
      { field: 'createdAt', direction: 'ASC' },
      { field: 'id', direction: 'ASC' },
    ]);
  });

  it('breaks ties by id in the direction of the last key', () => {
    expect(parseSort('title,-updatedAt', FIELDS).at(-1)).toEqual({
      field: 'id',
      direction: 'DESC',
    });
  });

  it('does not add id again when the client sorts by it', () => {
    expect(parseSort('-id', ['id', 'title'])).toEqual([
      { field: 'id', direction: 'DESC' },
    ]);
  });

  it.each([
    [
      'author',
      "sort field 'author' is unknown; allowed: createdAt, updatedAt, title",
    ],
    ['', "sort field '' is unknown"],
    ['title,', "sort field '' is unknown"],
    ['--title', "sort field '-title' is unknown"],
    ['title,-title', "sort names 'title' more than once"],
    ['createdAt,createdAt', "sort names 'createdAt' more than once"],
  ])('rejects %j', (sort, message) => {
    expect(() => parseSort(sort, FIELDS)).toThrow(InvalidSortError);
    expect(() => parseSort(sort, FIELDS)).toThrow(message);
  });
});

describe('sortOrder', () => {
  it('keeps the keys in order as a TypeORM order object', () => {
    const order = sortOrder(parseSort('-updatedAt,title', FIELDS));
    expect(Object.entries(order)).toEqual([
      ['updatedAt', 'DESC'],
      ['title', 'ASC'],
      ['id', 'ASC'],
    ]);
  });
});
