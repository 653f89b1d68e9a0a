import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * Lengths in code points, as PostgreSQL's `varchar(n)` and JSON Schema's `maxLength` count them
 * (class-validator's `Length` counts an emoji with a variation selector as one character).
 */
export const codePoints = (value: string): number => [...value].length;

export const CodePointLength = (
  min: number,
  max: number,
  options?: ValidationOptions,
) =>
  ValidateBy(
    {
      name: 'codePointLength',
      constraints: [min, max],
      validator: {
        validate: (value) =>
          typeof value === 'string' &&
          codePoints(value) >= min &&
          codePoints(value) <= max,
        defaultMessage: (args) =>
          `${args?.property} must be ${min === max ? `${min}` : `${min} to ${max}`} characters long${options?.each ? ' each' : ''}`,
      },
    },
    options,
  );

export const MaxCodePoints = (max: number, options?: ValidationOptions) =>
  CodePointLength(0, max, options);
