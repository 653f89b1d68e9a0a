import {
  type ArgumentMetadata,
  ValidationError,
  ValidationPipe,
} from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
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

/** The properties a DTO class declares to class-validator (those its whitelist keeps), read once. */
const declared = new WeakMap<object, Set<string>>();
function declaredProperties(dto: new () => unknown): Set<string> {
  let names = declared.get(dto);
  if (!names) {
    names = new Set(
      getMetadataStorage()
        .getTargetValidationMetadatas(dto, '', false, false)
        .map(({ propertyName }) => propertyName),
    );
    declared.set(dto, names);
  }
  return names;
}

/**
 * The first body member the DTO does not declare, refused as class-validator's whitelist would,
 * but before class-transformer copies it (a 1 MB array under an unknown key) and without
 * validating the rest.
 */
function refuseFirstUnknownMember(
  body: unknown,
  dto: ArgumentMetadata['metatype'],
): void {
  if (typeof dto !== 'function' || body === null || typeof body !== 'object')
    return;
  if (Array.isArray(body)) return;
  const names = declaredProperties(dto as new () => unknown);
  if (names.size === 0) return;
  const unknown = Object.keys(body).find((key) => !names.has(key));
  if (unknown === undefined) return;
  throw validationProblem([
    {
      property: unknown,
      constraints: {
        whitelistValidation: `property ${unknown} should not exist`,
      },
      children: [],
    },
  ]);
}

/** Queries and path parameters pass the checks JSON bodies pass when parsed; bodies stop at an unknown member. */
class SafeValidationPipe extends ValidationPipe {
  override transform(value: unknown, metadata: ArgumentMetadata) {
    if (metadata.type === 'query' || metadata.type === 'param')
      assertSafeInput(value);
    if (metadata.type === 'body')
      refuseFirstUnknownMember(value, metadata.metatype);
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
