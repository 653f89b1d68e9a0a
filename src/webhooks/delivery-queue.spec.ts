import { describe, expect, it } from '@jest/globals';
import { queuePrefix } from './delivery-queue.js';

describe('queuePrefix', () => {
  it('names the database: the same for any credentials, another for another database', () => {
    const one = queuePrefix('postgres://app:secret@db:5432/syllabus');
    expect(one).toMatch(/^syllabus:[0-9a-f]{16}$/);
    expect(queuePrefix('postgres://other:pw@db:5432/syllabus')).toBe(one);
    expect(queuePrefix('postgres://app:secret@db:5432/test')).not.toBe(one);
    expect(queuePrefix('sqlite:/tmp/a.sqlite')).not.toBe(
      queuePrefix('sqlite:/tmp/b.sqlite'),
    );
  });

  it('names the default SQLite file when DATABASE_URL is unset', () => {
    expect(queuePrefix(undefined)).toBe(
      queuePrefix('sqlite:data/syllabus.sqlite'),
    );
  });
});
