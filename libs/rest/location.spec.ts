import { describe, expect, it } from '@jest/globals';
import { locationOf } from './location.js';

describe('locationOf', () => {
  it('appends the id to the collection path', () => {
    expect(
      locationOf('/api/v1/docs', 'b3e1c7a0-0000-4000-8000-000000000001'),
    ).toBe('/api/v1/docs/b3e1c7a0-0000-4000-8000-000000000001');
  });

  it('percent-encodes the id as one path segment', () => {
    expect(locationOf('/api/v1/things', 'a/b c')).toBe(
      '/api/v1/things/a%2Fb%20c',
    );
  });
});
