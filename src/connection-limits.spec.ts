import { describe, expect, it } from '@jest/globals';
import { addressGroup } from './connection-limits.js';

describe('addressGroup', () => {
  it('keeps an IPv4 address, mapped into IPv6 or not', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('puts every address of an IPv6 /64 together, however it is written', () => {
    const group = '2001:db8:0:1::/64';
    expect(addressGroup('2001:db8:0:1::1')).toBe(group);
    expect(addressGroup('2001:0db8:0000:0001:ffff:0:0:2')).toBe(group);
    expect(addressGroup('2001:db8:0:1:a:b:c:d%eth0')).toBe(group);
    expect(addressGroup('2001:db8:0:2::1')).not.toBe(group);
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
  });
});
