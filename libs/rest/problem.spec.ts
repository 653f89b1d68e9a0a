import { describe, expect, it } from '@jest/globals';
import {
  MAX_LISTED_ERRORS,
  problemDetails,
  ProblemException,
  shorten,
} from './problem.js';

describe('shorten', () => {
  it('keeps short text and cuts long text with an ellipsis', () => {
    expect(shorten('abc', 3)).toBe('abc');
    expect(shorten('abcd', 3)).toBe('abc…');
  });

  it('never cuts between the halves of a surrogate pair', () => {
    expect(shorten('ab😀', 3)).toBe('ab…');
  });
});

describe('problemDetails', () => {
  it('lists the first errors only, and counts them all', () => {
    const errors = Array.from({ length: 12 }, (_, i) => ({
      field: `/f${i}`,
      message: 'x'.repeat(1000),
    }));
    const body = problemDetails(
      new ProblemException(400, { errors }),
      '/api/v1/docs?q=1',
      'id',
    );
    expect(body.errors).toHaveLength(MAX_LISTED_ERRORS);
    expect(body.errors![0].message).toHaveLength(201);
    expect(body.errorCount).toBe(12);
    const one = problemDetails(
      new ProblemException(400, { errors: errors.slice(0, 1) }),
      '/',
      'id',
    );
    expect(one.errorCount).toBeUndefined();
  });
});
