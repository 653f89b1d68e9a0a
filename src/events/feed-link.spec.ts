import { describe, expect, it } from '@jest/globals';
import { feedLink } from './feed-link.js';

describe('feedLink', () => {
  it('links to the events after `after`, every other parameter kept', () => {
    expect(
      feedLink('/api/v1/events?type=doc.*&after=a&limit=5&type=user.*', 'b'),
    ).toBe(
      '</api/v1/events?after=b&type=doc.*&limit=5&type=user.*>; rel="next"',
    );
    expect(feedLink('/api/events', undefined)).toBe(
      '</api/events>; rel="next"',
    );
  });
});
