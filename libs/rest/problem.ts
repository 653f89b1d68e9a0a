import { HttpException, HttpStatus } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';

/** One failed field of a validation problem; `field` is a JSON Pointer (RFC 6901) into the request body or query. */
export interface FieldError {
  field: string;
  message: string;
}

/** RFC 9457 problem details, as every 4xx/5xx body of the service. */
export interface ProblemDetails {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance: string;
  requestId: string;
  /** Stable machine-readable code of a domain error, e.g. `DOC.REFERENCE_TAKEN`. */
  code?: string;
  /** At most `MAX_LISTED_ERRORS`, each field and message at most `MAX_ERROR_TEXT` characters. */
  errors?: FieldError[];
  /** How many errors there were, when `errors` lists only the first ones. */
  errorCount?: number;
  [extension: string]: unknown;
}

/** Errors a problem lists: refusing a body with thousands of bad keys answers a few KB, not MB. */
export const MAX_LISTED_ERRORS = 10;

/** Characters kept of an error's field or message (a key may be as long as the body). */
export const MAX_ERROR_TEXT = 200;

/** `text` cut to `max` UTF-16 units and an ellipsis, never between the halves of a pair. */
export function shorten(text: string, max = MAX_ERROR_TEXT): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text[max - 1]) ? max - 1 : max;
  return `${text.slice(0, end)}…`;
}

/** The first `MAX_LISTED_ERRORS` errors, shortened. */
export const listedErrors = (errors: FieldError[]): FieldError[] =>
  errors.slice(0, MAX_LISTED_ERRORS).map(({ field, message }) => ({
    field: shorten(field),
    message: shorten(message),
  }));

export interface ProblemOptions {
  detail?: string;
  code?: string;
  errors?: FieldError[];
  /** Response headers that belong to the problem (`WWW-Authenticate`, `Allow`, `Retry-After`, ...). */
  headers?: Record<string, string>;
  /** Further members of the problem body. */
  extensions?: Record<string, unknown>;
  /** `false` for an expected 5xx its thrower logs itself (the health report): not logged again. */
  log?: false;
}

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

export const statusTitle = (status: number): string =>
  STATUS_CODES[status] ?? 'Error';

/** An HTTP error that knows its problem details: thrown by the conventions in this library and by the API's error mapping. */
export class ProblemException extends HttpException {
  constructor(
    status: HttpStatus | number,
    readonly problem: ProblemOptions = {},
  ) {
    super(problem.detail ?? statusTitle(status), status);
  }
}

/** The body of a problem answer to the request at `url` (its path is the `instance`). */
export function problemDetails(
  problem: ProblemException,
  url: string,
  requestId: string,
): ProblemDetails {
  const status = problem.getStatus();
  const { detail, code, errors, extensions } = problem.problem;
  return {
    type: 'about:blank',
    title: statusTitle(status),
    status,
    detail: detail ?? problem.message,
    instance: url.split('?', 1)[0],
    requestId,
    ...(code && { code }),
    ...(errors && { errors: listedErrors(errors) }),
    ...(errors &&
      errors.length > MAX_LISTED_ERRORS && { errorCount: errors.length }),
    ...extensions,
  };
}
