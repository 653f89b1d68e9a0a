import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { DeviceCookies, trustedDeviceTracker } from './device-cookies.js';
import { bodyFieldTracker } from './trackers.js';

const devices = new DeviceCookies({
  key: randomBytes(32),
  fields: ['email', 'pseudo'],
  path: '/api',
  maxAge: 3600,
});

/** The `name=value` part of a `Set-Cookie` value. */
const cookieOf = (setCookie: string) => setCookie.split(';')[0];
const signIn = (body: object, cookie?: string) => ({
  ip: '198.51.100.1',
  body,
  headers: cookie ? { cookie } : {},
});

describe('DeviceCookies', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('issues an HttpOnly, Secure, SameSite=Strict cookie on the path given', () => {
    expect(devices.issue('ann@example.org')).toMatch(
      /^device=[\w-]{22}\.\d+\.[\w-]{43}; Max-Age=3600; Path=\/api; HttpOnly; Secure; SameSite=Strict$/,
    );
  });

  it('trusts the device for the identifier it was issued for, whatever its case', () => {
    const cookie = cookieOf(devices.issue('ann@example.org'));
    const device = cookie.split('=')[1].split('.')[0];
    expect(
      devices.trustedDeviceOf(signIn({ email: ' Ann@Example.org' }, cookie)),
    ).toBe(device);
    // Among other cookies.
    expect(
      devices.trustedDeviceOf(
        signIn({ email: 'ann@example.org' }, `theme=dark; ${cookie}; a=b`),
      ),
    ).toBe(device);
  });

  it('does not trust a cookie for another identifier, altered, from another key, or expired', () => {
    const cookie = cookieOf(devices.issue('ann@example.org'));
    const other = new DeviceCookies({
      key: randomBytes(32),
      fields: ['email'],
    });
    const [device, expires, mac] = cookie.split('=')[1].split('.');
    const later = `device=${device}.${Number(expires) + 1000}.${mac}`;
    for (const [body, presented] of [
      [{ email: 'bob@example.org' }, cookie],
      [{ pseudo: 'ann' }, cookie],
      [{ email: 'ann@example.org' }, later],
      [{ email: 'ann@example.org' }, `${cookie}x`],
      [{ email: 'ann@example.org' }, 'device=a.b.c'],
      [{ email: 'ann@example.org' }, cookieOf(other.issue('ann@example.org'))],
    ] as const) {
      expect(devices.trustedDeviceOf(signIn(body, presented))).toBeUndefined();
    }
    jest.spyOn(Date, 'now').mockReturnValue(Number(expires) * 1000);
    expect(
      devices.trustedDeviceOf(signIn({ email: 'ann@example.org' }, cookie)),
    ).toBeUndefined();
  });
});

describe('trustedDeviceTracker', () => {
  const track = trustedDeviceTracker(devices);
  const untrusted = bodyFieldTracker('email', 'pseudo');

  it("tracks a trusted device by its id, any other sign-in by the identifier's shared key", () => {
    const cookie = cookieOf(devices.issue('ann@example.org'));
    const device = cookie.split('=')[1].split('.')[0];
    expect(track(signIn({ email: 'ann@example.org' }, cookie))).toBe(
      `device:${device}`,
    );
    for (const request of [
      signIn({ email: 'ann@example.org' }),
      signIn({ email: 'ann@example.org' }, 'device=forged.1.x'),
    ]) {
      expect(track(request)).toBe(untrusted(request));
    }
  });
});
