import { applyDecorators, UseInterceptors } from '@nestjs/common';
import type { HeaderObject } from '@nestjs/swagger';
import {
  DeviceCookieInterceptor,
  OptInThrottlers,
} from '#libs/rate-limit/index.js';
import { ApiProblemResponse } from '#libs/rest/index.js';

/**
 * The quotas of a sign-in route, per address, per account and address, and per account (a
 * trusted device has its own), and the device cookie its successful password sign-ins set
 * (README "Rate limits", ADR 0204).
 */
export const SignInRateLimits = () =>
  applyDecorators(
    OptInThrottlers('auth-ip', 'auth-account-address', 'auth-account'),
    // DeviceCookies comes from TrustedDevicesModule, which is global.
    UseInterceptors(DeviceCookieInterceptor),
    ApiProblemResponse(
      429,
      'Too many sign-in attempts; retry after Retry-After seconds. Without a device cookie: `AUTH_RATE_LIMIT` (10 by default) a minute per address, and per account whether named by email or pseudo (an unknown one alike), of which one address spends at most a fifth, so a client on another address still gets in while others guess. With the device cookie of an earlier sign-in to the account: as many of its own, whoever else guesses, from any address (README "Rate limits").',
    ),
  );

/** The headers of a successful sign-in, for its `@ApiOkResponse`. */
export const SIGN_IN_HEADERS: Record<string, HeaderObject> = {
  'Set-Cookie': {
    description:
      "On a sign-in by password: `device=…; Max-Age=2592000; Path=/api; HttpOnly; Secure; SameSite=Strict`. Sent back with later sign-ins to the same account, by email or pseudo, it counts them in this device's own quota, which failed guesses by others do not spend.",
    schema: { type: 'string', maxLength: 200 },
  },
};
