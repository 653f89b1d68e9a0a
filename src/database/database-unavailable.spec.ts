import { describe, expect, it } from '@jest/globals';
import {
  databaseUnavailableProblem,
  isDatabaseUnavailable,
} from './database-unavailable.js';

const coded = (code: string) => Object.assign(new Error('failed'), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', coded('ECONNREFUSED')],
    [
      'a connection refused by every address',
      new AggregateError([coded('ECONNREFUSED')]),
    ],
    [
      'a terminated connection',
      new Error('Connection terminated unexpectedly'),
    ],
    [
      'a connect timeout',
      new Error('Connection terminated due to connection timeout'),
    ],
    [
      'a PostgreSQL shutdown, wrapped by TypeORM',
      { driverError: coded('57P01') },
    ],
    ['a connection exception class', coded('08006')],
    ['a busy SQLite file', { driverError: coded('SQLITE_BUSY') }],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    [
      'a bug',
      new TypeError("Cannot read properties of undefined (reading 'id')"),
    ],
    ['a unique violation', { driverError: coded('23505') }],
    ['a syntax error', { driverError: coded('42601') }],
    ['a SQLite constraint', { driverError: coded('SQLITE_CONSTRAINT_UNIQUE') }],
    ['nothing', undefined],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('databaseUnavailableProblem', () => {
  it.each([
    ['an outage', coded('ECONNREFUSED'), 'DATABASE.UNAVAILABLE', '5'],
    [
      'a deadlock still lost after the retries',
      { driverError: coded('40P01') },
      'DATABASE.CONFLICT',
      '1',
    ],
    [
      'a serialization failure still met after the retries',
      { driverError: coded('40001') },
      'DATABASE.CONFLICT',
      '1',
    ],
  ])('answers %s with a 503 and Retry-After', (_name, error, code, after) => {
    const problem = databaseUnavailableProblem(error);
    expect(problem?.getStatus()).toBe(503);
    expect(problem?.problem).toMatchObject({
      code,
      headers: { 'Retry-After': after },
    });
  });

  it('leaves any other error alone', () => {
    expect(
      databaseUnavailableProblem({ driverError: coded('23505') }),
    ).toBeUndefined();
  });
});
