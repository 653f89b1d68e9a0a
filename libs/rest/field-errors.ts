import {
  type ArgumentMetadata,
  ValidationError,
  ValidationPipe,
} from '@nestjs/common';
import { assertSafeInput, escapePointer } from './input-guards.js';
import {
  FieldError,
  listedErrors,
  MAX_LISTED_ERRORS,
  ProblemException,
  shorten,
} from './problem.js';

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

/** `ValidationPipe` exceptionFactory: a 400 problem listing the first bad fields, and how many there are. */
export function validationProblem(errors: ValidationError[]): ProblemException {
  const fieldErrors = toFieldErrors(errors);
  const more = fieldErrors.length - MAX_LISTED_ERRORS;
  const listed = listedErrors(fieldErrors)
    .map((e) => `${e.field} ${e.message}`)
    .join('; ');
  return new ProblemException(400, {
    detail: `Invalid request: ${shorten(listed, 1000)}${more > 0 ? `; and ${more} more errors` : ''}`,
    errors: fieldErrors,
  });
}

/** Queries and path parameters pass the checks JSON bodies pass when parsed. */
class SafeValidationPipe extends ValidationPipe {
  override transform(value: unknown, metadata: ArgumentMetadata) {
    if (metadata.type === 'query' || metadata.type === 'param')
      assertSafeInput(value);
    return super.transform(value, metadata);
  }
}

/** The API's global pipe: DTOs transform the input, unknown properties are 400, every error is a problem. */
export function createValidationPipe(): ValidationPipe {
  return new SafeValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: validationProblem,
  });
}
