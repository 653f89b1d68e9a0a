import { describe, expect, it } from '@jest/globals';
import { Type } from '@nestjs/common';
import { IsOptional, IsString } from 'class-validator';
import { createValidationPipe } from './field-errors.js';
import {
  DEFAULT_SORT,
  PageQuery,
  SortablePageQuery,
} from './page-query.dto.js';
import { ProblemException } from './problem.js';
import { ToArray } from './to-array.js';

class DocListQuery extends SortablePageQuery([
  'createdAt',
  'updatedAt',
  'title',
]) {
  @IsOptional()
  @ToArray()
  @IsString({ each: true })
  tag?: string[];
}

const pipe = createValidationPipe();

const parse = <T>(
  metatype: Type<T>,
  query: Record<string, unknown>,
): Promise<T> => pipe.transform(query, { type: 'query', metatype });

async function problemFor(
  metatype: Type<unknown>,
  query: Record<string, unknown>,
) {
  const error = await parse(metatype, query).catch((thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(ProblemException);
  expect((error as ProblemException).getStatus()).toBe(400);
  return (error as ProblemException).problem;
}

describe('PageQuery', () => {
  it('defaults to page 1 of 20', async () => {
    expect(await parse(PageQuery, {})).toEqual({ page: 1, limit: 20 });
  });

  it('reads the numbers of the query string', async () => {
    expect(await parse(PageQuery, { page: '3', limit: '100' })).toEqual({
      page: 3,
      limit: 100,
    });
  });

  it.each([
    ['page', '1.5'],
    ['page', 'abc'],
    ['page', ''],
    ['page', '1e1'],
    ['page', '0x10'],
    ['page', ' 2'],
    ['page', '0'],
    ['page', '-1'],
    ['page', '900719925474100'],
    ['page', ['1', '2']],
    ['limit', '0'],
    ['limit', '101'],
    ['limit', '2.0'],
  ])('rejects %s=%j as a field error', async (name, value) => {
    const problem = await problemFor(PageQuery, { [name]: value });
    expect(problem.errors).toEqual([
      {
        field: `/${name}`,
        message: expect.stringMatching(
          `^${name} must be an integer from 1 to \\d+$`,
        ),
      },
    ]);
  });

  it('rejects unknown parameters', async () => {
    const problem = await problemFor(PageQuery, { limt: '5' });
    expect(problem.errors).toEqual([
      { field: '/limt', message: 'property limt should not exist' },
    ]);
  });
});

describe('SortablePageQuery', () => {
  it('leaves sort out when it is not given: the list then takes its own order (DEFAULT_SORT, or relevance to q)', async () => {
    const query = await parse(DocListQuery, {});
    expect(query).toBeInstanceOf(PageQuery);
    expect(query.sort).toBeUndefined();
    expect(DEFAULT_SORT).toBe('-createdAt');
  });

  it('parses sort and keeps the filters of the subclass', async () => {
    const query = await parse(DocListQuery, {
      sort: 'title,-updatedAt',
      tag: 'a',
      page: '2',
    });
    expect(query).toMatchObject({ page: 2, limit: 20, tag: ['a'] });
    expect(query.sort).toEqual([
      { field: 'title', direction: 'ASC' },
      { field: 'updatedAt', direction: 'DESC' },
      { field: 'id', direction: 'DESC' },
    ]);
  });

  it.each([
    [
      'author',
      "sort field 'author' is unknown; allowed: createdAt, updatedAt, title",
    ],
    ['title,-title', "sort names 'title' more than once"],
    ['', "sort field '' is unknown"],
    [['title', 'createdAt'], 'sort must be given once'],
  ])('rejects sort=%j with a clear message', async (sort, message) => {
    const problem = await problemFor(DocListQuery, { sort });
    expect(problem.errors).toEqual([
      { field: '/sort', message: expect.stringContaining(message) },
    ]);
  });

  it('lists every bad parameter at once', async () => {
    const problem = await problemFor(DocListQuery, {
      sort: 'nope',
      limit: '0',
    });
    expect(problem.errors?.map((error) => error.field).sort()).toEqual([
      '/limit',
      '/sort',
    ]);
  });
});
