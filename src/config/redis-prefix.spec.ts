import { describe, expect, it } from '@jest/globals';
import { redisPrefix } from './redis-prefix.js';

describe('redisPrefix', () => {
  it('names the database: the same for any credentials, another for another database', () => {
    const one = redisPrefix('postgres://app:secret@db:5432/syllabus');
    expect(one).toMatch(/^syllabus:[0-9a-f]{16}$/);
    expect(redisPrefix('postgres://other:pw@db:5432/syllabus')).toBe(one);
    expect(redisPrefix('postgres://app:secret@db:5432/test')).not.toBe(one);
    expect(redisPrefix('sqlite:/tmp/a.sqlite')).not.toBe(
      redisPrefix('sqlite:/tmp/b.sqlite'),
    );
  });

  it('names the default SQLite file when DATABASE_URL is unset', () => {
    expect(redisPrefix(undefined)).toBe(
      redisPrefix('sqlite:data/syllabus.sqlite'),
    );
  });
});
