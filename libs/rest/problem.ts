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
  errors?: FieldError[];
  [extension: string]: unknown;
}

export interface ProblemOptions {
  detail?: string;
  code?: string;
  errors?: FieldError[];
  /** Response headers that belong to the problem (`WWW-Authenticate`, `Allow`, `Retry-After`, ...). */
  headers?: Record<string, string>;
  /** Further members of the problem body. */
  extensions?: Record<string, unknown>;
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
    ...(errors && { errors }),
    ...extensions,
  };
}
