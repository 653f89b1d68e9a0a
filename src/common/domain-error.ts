import { HttpStatus } from '@nestjs/common';
import { ProblemException } from '#libs/rest/index.js';
import { bearerChallenge } from '../auth/bearer-challenge.js';

/** What went wrong, in domain terms; the one table below maps each kind to its HTTP status. */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'gone'
  | 'precondition-failed';

const STATUS: Record<DomainErrorKind, HttpStatus> = {
  invalid: HttpStatus.BAD_REQUEST,
  unauthenticated: HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  'not-found': HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  gone: HttpStatus.GONE,
  'precondition-failed': HttpStatus.PRECONDITION_FAILED,
};

/**
 * An error services throw, with a stable code clients can rely on (`USER.EMAIL_TAKEN`);
 * it never names HTTP, the problem filter maps it.
 */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** A sign-in with a wrong identifier or password (or of a user deleted meanwhile). */
export const invalidCredentials = () =>
  new DomainError(
    'unauthenticated',
    'AUTH.INVALID_CREDENTIALS',
    'Wrong identifier or password.',
  );

/** A write of a user deleted meanwhile: its token is no longer valid, as on its next request. */
export const callerGone = () =>
  new DomainError(
    'unauthenticated',
    'AUTH.CALLER_GONE',
    'The caller no longer exists.',
  );

/** `ProblemDetailsFilter` hook: a DomainError as its problem. */
export function domainErrorToProblem(
  error: unknown,
): ProblemException | undefined {
  if (!(error instanceof DomainError)) return undefined;
  return new ProblemException(STATUS[error.kind], {
    detail: error.message,
    code: error.code,
    extensions: error.details,
    // Every 401 names its scheme (RFC 9110 §15.5.2); only a gone caller's token is at fault.
    ...(error.kind === 'unauthenticated' && {
      headers: {
        'WWW-Authenticate': bearerChallenge(error.code === 'AUTH.CALLER_GONE'),
      },
    }),
  });
}
