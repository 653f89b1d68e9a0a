import { describe, expect, it } from '@jest/globals';
import { bodyFieldTracker, clientTracker, ipTracker } from './trackers.js';

describe('ipTracker', () => {
  it('tracks an IPv4 client by its address, also when mapped into IPv6', () => {
    expect(ipTracker({ ip: '203.0.113.7' })).toBe('ip:203.0.113.7');
    expect(ipTracker({ ip: '::ffff:203.0.113.7' })).toBe('ip:203.0.113.7');
  });

  it('tracks an IPv6 client by its /64, which one subscriber usually holds whole', () => {
    expect(ipTracker({ ip: '2001:db8:1:2::a' })).toBe(
      ipTracker({ ip: '2001:db8:1:2:ffff::b' }),
    );
    expect(ipTracker({ ip: '2001:db8:1:2::a' })).not.toBe(
      ipTracker({ ip: '2001:db8:1:3::a' }),
    );
  });
});

describe('bodyFieldTracker', () => {
  const track = bodyFieldTracker('email', 'pseudo');
  const from = (body: unknown, ip = '198.51.100.1') => track({ body, ip });

  it('tracks the first field present, whatever its case and surrounding blanks, from any IP', () => {
    expect(from({ email: ' Ann@Example.org' }, '198.51.100.1')).toBe(
      from({ email: 'ann@example.org ' }, '198.51.100.2'),
    );
    expect(from({ pseudo: 'Ann' })).toBe(from({ pseudo: 'ann' }));
    expect(from({ email: 'a@x.io', pseudo: 'ann' })).toBe(
      from({ email: 'a@x.io' }),
    );
    expect(from({ email: 'ann@example.org' })).not.toBe(
      from({ email: 'bob@example.org' }),
    );
  });

  it('keeps neither the value nor its length in the key', () => {
    const key = from({ email: `${'x'.repeat(10_000)}@example.org` });
    expect(key).toMatch(/^body:[\w-]{43}$/);
  });

  it('tracks by IP a body without any of the fields as a non-blank string', () => {
    for (const body of [undefined, {}, { email: '  ' }, { email: 42 }]) {
      expect(from(body)).toBe('ip:198.51.100.1');
    }
  });
});

describe('clientTracker', () => {
  const ip = '198.51.100.1';

  it('tracks the user a guard before it has set, else the address', () => {
    const track = clientTracker();
    expect(track({ ip, user: { id: 'u-1' } })).toBe('user:u-1');
    expect(track({ ip })).toBe('ip:198.51.100.1');
  });

  it('tracks the user that its own function finds in the request, else the address', () => {
    const track = clientTracker((request) => request.headers['x-user']);
    expect(track({ ip, headers: { 'x-user': 'u-2' } })).toBe('user:u-2');
    expect(track({ ip, headers: {}, user: { id: 'u-1' } })).toBe(
      'ip:198.51.100.1',
    );
  });
});
