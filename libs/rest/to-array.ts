import { Transform } from 'class-transformer';

/** Fastify parses `tag=a&tag=b` into an array but `tag=a` into a string: this makes both a `string[]`. */
export const ToArray = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) =>
    Array.isArray(value) ? value : [value],
  );
