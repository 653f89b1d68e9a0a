import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import { ApiProblemResponse } from '#libs/rest/index.js';
import { MAX_KEY_LENGTH } from './idempotency-key.js';
import { IdempotencyInterceptor } from './idempotency.interceptor.js';

/**
 * A `POST` a client may retry safely with `Idempotency-Key` (contract §7b, ADR 0412): the
 * interceptor on this route only, as the other response conventions (ADR 0400). Put it last,
 * right above the method: its interceptor is then the outermost, and stores the answer as
 * `@Created()` and its kind made it.
 */
export const Idempotent = () =>
  applyDecorators(
    UseInterceptors(IdempotencyInterceptor),
    ApiHeader({
      name: 'Idempotency-Key',
      required: false,
      description:
        'A key of the client\'s choice for this request, as a quoted string (RFC 8941), e.g. `"8e03978e-40d5-43e8-bc93-6894a57f9324"`. Sent again by the same user with the same body within 24 hours, the request is not run again: it gets the first 2xx answer again (status, `Location`, `ETag`, body). A request that failed is not stored: its retry runs.',
      schema: {
        type: 'string',
        pattern: '^"([\\x20\\x21\\x23-\\x5b\\x5d-\\x7e]|\\\\["\\\\])+"$',
        maxLength: MAX_KEY_LENGTH + 2,
      },
    }),
    ApiProblemResponse(
      409,
      'A request with this Idempotency-Key is still in progress (`IDEMPOTENCY.IN_PROGRESS`): retry later.',
    ),
    ApiProblemResponse(
      422,
      'This Idempotency-Key was sent with another request, method, route or body (`IDEMPOTENCY.KEY_REUSED`): use a new key.',
    ),
  );
