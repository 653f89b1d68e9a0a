import { ExecutionContext, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { perRoute } from '#libs/rest/index.js';

const OPT_IN_THROTTLERS = 'rate-limit:opt-in-throttlers';

/**
 * Applies named throttlers that are off by default to a route or controller; each of those
 * throttlers is configured with `skipIf: skipUnlessOptedIn(name)`.
 */
export const OptInThrottlers = (...names: string[]) =>
  SetMetadata(OPT_IN_THROTTLERS, names);

const reflector = new Reflector();

/** The `skipIf` of an opt-in throttler: it skips every route that has not named it in `@OptInThrottlers`. */
export const skipUnlessOptedIn = (
  name: string,
): ((context: ExecutionContext) => boolean) =>
  perRoute(
    (handler, controller) =>
      !reflector
        .getAllAndOverride<string[] | undefined>(OPT_IN_THROTTLERS, [
          handler,
          controller,
        ])
        ?.includes(name),
  );
