import { applyDecorators, UseInterceptors } from '@nestjs/common';
import type { HeaderObject } from '@nestjs/swagger';
import {
  DeviceCookieInterceptor,
  OptInThrottlers,
} from '#libs/rate-limit/index.js';

/**
 * The quotas of a sign-in route, per address and per identifier (a trusted device has its own),
 * and the device cookie its successful password sign-ins set (README "Rate limits").
 */
export const SignInRateLimits = () =>
  applyDecorators(
    OptInThrottlers('auth-ip', 'auth-identifier'),
    // DeviceCookies comes from TrustedDevicesModule, which is global.
    UseInterceptors(DeviceCookieInterceptor),
  );

/** The headers of a successful sign-in, for its `@ApiOkResponse`. */
export const SIGN_IN_HEADERS: Record<string, HeaderObject> = {
  'Set-Cookie': {
    description:
      "On a sign-in by password: `device=…; Max-Age=2592000; Path=/api; HttpOnly; Secure; SameSite=Strict`. Sent back with later sign-ins for the same email or pseudo, it counts them in this device's own quota, which failed guesses by others do not spend.",
    schema: { type: 'string', maxLength: 200 },
  },
};
