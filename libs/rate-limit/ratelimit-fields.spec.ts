import { describe, expect, it } from '@jest/globals';
import { rateLimitItem, rateLimitPolicyItem } from './ratelimit-fields.js';

describe('RateLimit fields', () => {
  it('writes a policy as a string item with its quota and window', () => {
    expect(rateLimitPolicyItem('default', 300, 60)).toBe(
      '"default";q=300;w=60',
    );
  });

  it('writes the current limit as remaining quota and seconds to reset', () => {
    expect(rateLimitItem('auth-ip', 9, 42)).toBe('"auth-ip";r=9;t=42');
  });

  it('escapes quotes and backslashes in a policy name', () => {
    expect(rateLimitItem('a"b\\c', 0, 1)).toBe('"a\\"b\\\\c";r=0;t=1');
  });
});
