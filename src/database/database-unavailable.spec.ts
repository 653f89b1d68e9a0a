import { describe, expect, it } from '@jest/globals';
import { isDatabaseUnavailable } from './database-unavailable.js';

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
