import {
  createHmac,
  createSecretKey,
  randomBytes,
  timingSafeEqual,
  type KeyObject,
} from 'node:crypto';
import { bodyFieldTracker, firstBodyField } from './trackers.js';

type Request = Record<string, any>;

const DAY_SECONDS = 86_400;

export interface DeviceCookiesOptions {
  /** The key the cookies are signed with (HMAC-SHA256): 32 random bytes, or derived from a secret. */
  key: Uint8Array;
  /** The body fields that name the account a sign-in is for, the first present wins. */
  fields: readonly string[];
  /** The cookie's name. */
  name?: string;
  /** The cookie's `Path`: the API's. */
  path?: string;
  /** How long a device stays trusted, in seconds. */
  maxAge?: number;
}

/**
 * OWASP's device cookies (ADR 0201): `<device>.<expiry>.<HMAC>` binds a random device id to the
 * identifier signed in with; a sign-in presenting it is counted in the device's own quota.
 */
export class DeviceCookies {
  readonly fields: readonly string[];
  private readonly key: KeyObject;
  private readonly name: string;
  private readonly path: string;
  private readonly maxAge: number;

  constructor({
    key,
    fields,
    name = 'device',
    path = '/',
    maxAge = 30 * DAY_SECONDS,
  }: DeviceCookiesOptions) {
    this.key = createSecretKey(key);
    this.fields = fields;
    this.name = name;
    this.path = path;
    this.maxAge = maxAge;
  }

  /** The identifier the request's body signs in with, normalized as the trackers compare it. */
  identifierOf(request: Request): string | undefined {
    return firstBodyField(request, this.fields);
  }

  /** A `Set-Cookie` value that trusts a new device for `identifier`. */
  issue(identifier: string): string {
    const device = randomBytes(16).toString('base64url');
    const expires = Math.floor(Date.now() / 1000) + this.maxAge;
    const value = `${device}.${expires}.${this.sign(device, expires, identifier)}`;
    return `${this.name}=${value}; Max-Age=${this.maxAge}; Path=${this.path}; HttpOnly; Secure; SameSite=Strict`;
  }

  /** The device id of a cookie the request carries that is valid, and unexpired, for its identifier. */
  trustedDeviceOf(request: Request): string | undefined {
    const identifier = this.identifierOf(request);
    const header: unknown = request.headers?.cookie;
    if (identifier === undefined || typeof header !== 'string') return;
    const now = Date.now() / 1000;
    for (const pair of header.split(';')) {
      const [name, device, expires, mac, ...rest] = pair.trim().split(/[=.]/);
      if (name !== this.name || mac === undefined || rest.length > 0) continue;
      const expiry = Number(expires);
      if (!(expiry > now)) continue;
      const expected = Buffer.from(this.sign(device, expiry, identifier));
      const given = Buffer.from(mac);
      if (given.length === expected.length && timingSafeEqual(given, expected))
        return device;
    }
    return undefined;
  }

  private sign(device: string, expires: number, identifier: string): string {
    return createHmac('sha256', this.key)
      .update(`${device}.${expires}.${identifier}`)
      .digest('base64url');
  }
}

/**
 * A `getTracker` for sign-in attempts: `device:<id>` when the request carries a device cookie
 * valid for the identifier it names, else the identifier's shared bucket (`bodyFieldTracker`).
 */
export const trustedDeviceTracker = (
  devices: DeviceCookies,
): ((request: Request) => string) => {
  const untrusted = bodyFieldTracker(...devices.fields);
  return (request) => {
    const device = devices.trustedDeviceOf(request);
    return device === undefined ? untrusted(request) : `device:${device}`;
  };
};
