import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { ExecutionContext } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DeviceCookies, signInLimit, signInTracker } from './device-cookies.js';
import { bodyFieldTracker } from './trackers.js';

/** Ann signs in by e-mail or by pseudo: one account. */
const ACCOUNTS: Record<string, string> = {
  'email:ann@example.org': 'u-ann',
  'pseudo:ann': 'u-ann',
  'email:bob@example.org': 'u-bob',
};
const accountOf = jest.fn(async (field: string, value: string) =>
  Promise.resolve(ACCOUNTS[`${field}:${value}`]),
);
const devices = new DeviceCookies({
  key: randomBytes(32),
  fields: ['email', 'pseudo'],
  accountOf,
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
    accountOf.mockClear();
  });

  it('issues an HttpOnly, Secure, SameSite=Strict cookie on the path given', () => {
    expect(devices.issue('account:u-ann')).toMatch(
      /^device=[\w-]{22}\.\d+\.[\w-]{43}; Max-Age=3600; Path=\/api; HttpOnly; Secure; SameSite=Strict$/,
    );
  });

  it('names the account whichever identifier is used, once per request', async () => {
    const request = signIn({ email: ' Ann@Example.org' });
    expect(await devices.subjectOf(request)).toBe('account:u-ann');
    expect(await devices.subjectOf(request)).toBe('account:u-ann');
    expect(accountOf).toHaveBeenCalledTimes(1);
    expect(await devices.subjectOf(signIn({ pseudo: 'ANN' }))).toBe(
      'account:u-ann',
    );
  });

  it('names an unknown identifier by its hash, and nothing for a body without one', async () => {
    const request = signIn({ email: 'nobody@example.org' });
    expect(await devices.subjectOf(request)).toBe(
      bodyFieldTracker('email', 'pseudo')(request),
    );
    expect(await devices.subjectOf(signIn({ refreshToken: 'x' }))).toBe(
      undefined,
    );
  });

  it('trusts the device for the account it was issued for, by either identifier', async () => {
    const cookie = cookieOf(devices.issue('account:u-ann'));
    const device = cookie.split('=')[1].split('.')[0];
    expect(
      await devices.trustedDeviceOf(
        signIn({ email: 'ann@example.org' }, cookie),
      ),
    ).toBe(device);
    expect(
      await devices.trustedDeviceOf(signIn({ pseudo: 'Ann' }, cookie)),
    ).toBe(device);
    // Among other cookies.
    expect(
      await devices.trustedDeviceOf(
        signIn({ email: 'ann@example.org' }, `theme=dark; ${cookie}; a=b`),
      ),
    ).toBe(device);
  });

  it('does not trust a cookie for another account, altered, from another key, or expired', async () => {
    const cookie = cookieOf(devices.issue('account:u-ann'));
    const other = new DeviceCookies({
      key: randomBytes(32),
      fields: ['email'],
      accountOf,
    });
    const [device, expires, mac] = cookie.split('=')[1].split('.');
    const later = `device=${device}.${Number(expires) + 1000}.${mac}`;
    for (const [body, presented] of [
      [{ email: 'bob@example.org' }, cookie],
      [{ pseudo: 'bob' }, cookie],
      [{ email: 'ann@example.org' }, later],
      [{ email: 'ann@example.org' }, `${cookie}x`],
      [{ email: 'ann@example.org' }, 'device=a.b.c'],
      [{ email: 'ann@example.org' }, cookieOf(other.issue('account:u-ann'))],
    ] as const) {
      expect(
        await devices.trustedDeviceOf(signIn(body, presented)),
      ).toBeUndefined();
    }
    jest.spyOn(Date, 'now').mockReturnValue(Number(expires) * 1000);
    expect(
      await devices.trustedDeviceOf(
        signIn({ email: 'ann@example.org' }, cookie),
      ),
    ).toBeUndefined();
  });

  it('looks nothing up for a request without a cookie', async () => {
    expect(
      await devices.trustedDeviceOf(signIn({ email: 'ann@example.org' })),
    ).toBeUndefined();
    expect(accountOf).not.toHaveBeenCalled();
  });
});

describe('signInTracker and signInLimit', () => {
  const track = signInTracker(devices, (_request, account) => account);
  const limit = signInLimit(devices, 2, 10);
  const contextOf = (request: object) =>
    ({
      switchToHttp: () => ({ getRequest: () => request }),
    }) as ExecutionContext;

  it('track a trusted device by its id, other sign-ins by their account, a refresh by its address', async () => {
    const cookie = cookieOf(devices.issue('account:u-ann'));
    const device = cookie.split('=')[1].split('.')[0];
    const cases: [object, string, number][] = [
      [signIn({ pseudo: 'ann' }, cookie), `device:${device}`, 10],
      [signIn({ email: 'ann@example.org' }), 'account:u-ann', 2],
      [signIn({ pseudo: 'ann' }, 'device=forged.1.x'), 'account:u-ann', 2],
      [signIn({ refreshToken: 'x' }, cookie), 'ip:198.51.100.1', 10],
    ];
    for (const [request, tracker, quota] of cases) {
      expect(await track(request)).toBe(tracker);
      expect(await limit(contextOf(request))).toBe(quota);
    }
  });
});
