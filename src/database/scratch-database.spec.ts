import { describe, expect, it } from '@jest/globals';
import { InvalidEnvironmentError } from '../config/environment.js';
import {
  scratchDatabaseName,
  scratchDatabasePrefix,
} from './scratch-database.js';

describe('scratch database names', () => {
  it('start with syllabus when SCRATCH_DATABASE_PREFIX is unset or empty', () => {
    expect(scratchDatabaseName(undefined, 'test')).toMatch(
      /^syllabus_test_[0-9a-f]{12}$/,
    );
    expect(scratchDatabaseName('', 'migration')).toMatch(
      /^syllabus_migration_[0-9a-f]{12}$/,
    );
  });

  it('start with SCRATCH_DATABASE_PREFIX, and differ every time', () => {
    const name = scratchDatabaseName('ci_run_42', 'test');
    expect(name).toMatch(/^ci_run_42_test_[0-9a-f]{12}$/);
    expect(scratchDatabaseName('ci_run_42', 'test')).not.toBe(name);
  });

  it.each(['Syllabus', '1st', '_x', 'my-branch', 'a b', 'x;drop', 'café'])(
    'refuse %j: not lowercase letters, digits and _ starting with a letter',
    (prefix) => {
      expect(() => scratchDatabasePrefix(prefix, 'test')).toThrow(
        new InvalidEnvironmentError([
          `SCRATCH_DATABASE_PREFIX: "${prefix}" is not a PostgreSQL name of lowercase letters, digits and _, starting with a letter`,
        ]),
      );
    },
  );

  it("refuse a prefix that leaves the name longer than PostgreSQL's 63 bytes", () => {
    // 63 - '_migration_'.length - 12 hex characters = 40.
    const longest = 'a'.repeat(40);
    expect(scratchDatabaseName(longest, 'migration')).toHaveLength(63);
    expect(() => scratchDatabasePrefix(`${longest}b`, 'migration')).toThrow(
      'SCRATCH_DATABASE_PREFIX: "' +
        `${longest}b" has 41 characters, at most 40 leave room for _migration_<hex> within PostgreSQL's 63-byte names`,
    );
    // A shorter purpose leaves more room.
    expect(scratchDatabaseName(`${longest}b`, 'test')).toHaveLength(59);
  });
});
