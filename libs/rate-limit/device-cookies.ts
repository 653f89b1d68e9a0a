import {
  createHmac,
  createSecretKey,
  randomBytes,
  timingSafeEqual,
  type KeyObject,
} from 'node:crypto';
import type { ExecutionContext } from '@nestjs/common';
import { bodyFieldTracker, firstBodyEntry, ipTracker } from './trackers.js';

type Request = Record<string, any>;

const DAY_SECONDS = 86_400;

export interface DeviceCookiesOptions {
  /** The key the cookies are signed with (HMAC-SHA256): 32 random bytes, or derived from a secret. */
  key: Uint8Array;
  /** The body fields that name the account a sign-in is for, the first present wins. */
  fields: readonly string[];
  /**
   * The id of the account that `value` (trimmed, lower-cased) names in `field`, as sign-in finds
   * it; `undefined` or `null` when none does.
   */
  accountOf: (
    field: string,
    value: string,
  ) => Promise<string | null | undefined>;
  /** The cookie's name. */
  name?: string;
  /** The cookie's `Path`: the API's. */
  path?: string;
  /** How long a device stays trusted, in seconds. */
  maxAge?: number;
}

/**
 * OWASP's device cookies (ADR 0201, 0204): `<device>.<expiry>.<HMAC>` binds a random device id to
 * the account signed in to; a sign-in for that account presenting it is counted in the device's
 * own quota.
 */
export class DeviceCookies {
  readonly fields: readonly string[];
  private readonly key: KeyObject;
  private readonly accountOf: DeviceCookiesOptions['accountOf'];
  private readonly unknown: (request: Request) => string;
  private readonly name: string;
  private readonly path: string;
  private readonly maxAge: number;
  private readonly subjects = new WeakMap<
    object,
    Promise<string | undefined>
  >();

  constructor({
    key,
    fields,
    accountOf,
    name = 'device',
    path = '/',
    maxAge = 30 * DAY_SECONDS,
  }: DeviceCookiesOptions) {
    this.key = createSecretKey(key);
    this.fields = fields;
    this.accountOf = accountOf;
    this.unknown = bodyFieldTracker(...fields);
    this.name = name;
    this.path = path;
    this.maxAge = maxAge;
  }

  /**
   * Whom a sign-in is for: `account:<id>` whichever field names the account, `body:<SHA-256>` of
   * an identifier that names none (counted alike: quotas do not tell), `undefined` for a body
   * without one (a refresh). Looked up once per request.
   */
  subjectOf(request: Request): Promise<string | undefined> {
    let subject = this.subjects.get(request);
    if (subject === undefined) {
      subject = this.lookUp(request);
      this.subjects.set(request, subject);
    }
    return subject;
  }

  /** A `Set-Cookie` value that trusts a new device for `subject` (what `subjectOf` gave). */
  issue(subject: string): string {
    const device = randomBytes(16).toString('base64url');
    const expires = Math.floor(Date.now() / 1000) + this.maxAge;
    const value = `${device}.${expires}.${this.sign(device, expires, subject)}`;
    return `${this.name}=${value}; Max-Age=${this.maxAge}; Path=${this.path}; HttpOnly; Secure; SameSite=Strict`;
  }

  /** The device id of a cookie the request carries that is valid, and unexpired, for its subject. */
  async trustedDeviceOf(request: Request): Promise<string | undefined> {
    const header: unknown = request.headers?.cookie;
    if (typeof header !== 'string') return undefined;
    const subject = await this.subjectOf(request);
    if (subject === undefined) return undefined;
    const now = Date.now() / 1000;
    for (const pair of header.split(';')) {
      const [name, device, expires, mac, ...rest] = pair.trim().split(/[=.]/);
      if (name !== this.name || mac === undefined || rest.length > 0) continue;
      const expiry = Number(expires);
      if (!(expiry > now)) continue;
      const expected = Buffer.from(this.sign(device, expiry, subject));
      const given = Buffer.from(mac);
      if (given.length === expected.length && timingSafeEqual(given, expected))
        return device;
    }
    return undefined;
  }

  private async lookUp(request: Request): Promise<string | undefined> {
    const entry = firstBodyEntry(request, this.fields);
    if (entry === undefined) return undefined;
    const account = await this.accountOf(entry.field, entry.value);
    return account == null ? this.unknown(request) : `account:${account}`;
  }

  private sign(device: string, expires: number, subject: string): string {
    return createHmac('sha256', this.key)
      .update(`${device}.${expires}.${subject}`)
      .digest('base64url');
  }
}

/**
 * A `getTracker` for a sign-in quota: `device:<id>` for a trusted device (a bucket of its own),
 * else `untrusted(request, subject)` for a body that names a subject, else `ipTracker`.
 */
export const signInTracker =
  (
    devices: DeviceCookies,
    untrusted: (request: Request, subject: string) => string,
  ) =>
  async (request: Request): Promise<string> => {
    const device = await devices.trustedDeviceOf(request);
    if (device !== undefined) return `device:${device}`;
    const subject = await devices.subjectOf(request);
    return subject === undefined
      ? ipTracker(request)
      : untrusted(request, subject);
  };

/**
 * A throttler `limit` for sign-in: `untrusted` for a sign-in that names a subject without a
 * trusted device, `otherwise` for the others (trusted devices, refreshes).
 */
export const signInLimit =
  (devices: DeviceCookies, untrusted: number, otherwise: number) =>
  async (context: ExecutionContext): Promise<number> => {
    const request = context.switchToHttp().getRequest<Request>();
    const subject = await devices.subjectOf(request);
    const device = await devices.trustedDeviceOf(request);
    return subject !== undefined && device === undefined
      ? untrusted
      : otherwise;
  };
