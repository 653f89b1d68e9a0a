import { ValidationError, ValidationPipe } from '@nestjs/common';
import { FieldError, ProblemException } from './problem.js';

const escapePointer = (segment: string): string =>
  segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** Flattens class-validator's error tree into JSON Pointer field errors. */
export function toFieldErrors(
  errors: ValidationError[],
  parent = '',
): FieldError[] {
  return errors.flatMap((error) => {
    const field = `${parent}/${escapePointer(error.property)}`;
    const own = Object.values(error.constraints ?? {}).map((message) => ({
      field,
      message,
    }));
    return [...own, ...toFieldErrors(error.children ?? [], field)];
  });
}

/** `ValidationPipe` exceptionFactory: a 400 problem listing every bad field. */
export function validationProblem(errors: ValidationError[]): ProblemException {
  const fieldErrors = toFieldErrors(errors);
  return new ProblemException(400, {
    detail: `Invalid request: ${fieldErrors.map((e) => `${e.field} ${e.message}`).join('; ')}`,
    errors: fieldErrors,
  });
}

/** The API's global pipe: DTOs transform the input, unknown properties are 400, every error is a problem. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: validationProblem,
  });
}
