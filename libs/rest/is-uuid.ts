import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsUUID, type ValidationOptions } from 'class-validator';

const lower = (value: unknown): unknown =>
  typeof value === 'string' ? value.toLowerCase() : value;

/**
 * A UUID (each one with `{ each: true }`), lower-cased as `@UuidParam()` does: PostgreSQL's `uuid`
 * ignores case, SQLite's text and the keys built from ids (counters, JSON) do not.
 */
export const IsUuid = (options?: ValidationOptions): PropertyDecorator =>
  applyDecorators(
    Transform(({ value }: { value: unknown }) =>
      Array.isArray(value) ? value.map(lower) : lower(value),
    ),
    IsUUID('all', options),
  );
