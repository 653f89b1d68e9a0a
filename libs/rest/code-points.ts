import { Transform } from 'class-transformer';
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

/**
 * Characters a reader cannot see, that show as blank or that reorder what is shown: controls,
 * format characters (bidirectional controls, zero-width characters, the BOM), every separator
 * (spaces of any width, line and paragraph), the other default-ignorable code points (soft hyphen,
 * Hangul fillers, variation selectors) and U+2800 BRAILLE PATTERN BLANK, a symbol drawn as nothing.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Z}\p{Default_Ignorable_Code_Point}\u2800]/u;

/** For identifiers people read and compare (e-mails, names): no invisible or blank characters. */
export const NoInvisibleCharacters = (options?: ValidationOptions) =>
  ValidateBy(
    {
      name: 'noInvisibleCharacters',
      validator: {
        validate: (value) =>
          typeof value === 'string' && !INVISIBLE.test(value),
        defaultMessage: (args) =>
          `${args?.property} must not contain spaces, invisible or bidirectional control characters`,
      },
    },
    options,
  );

/**
 * Text in Unicode normalization form C: `é` as one code point, not `e` + U+0301, so that two
 * identifiers that look the same are the same string.
 */
export const IsNfc = (options?: ValidationOptions) =>
  ValidateBy(
    {
      name: 'isNfc',
      validator: {
        validate: (value) =>
          typeof value === 'string' && value === value.normalize('NFC'),
        defaultMessage: (args) =>
          `${args?.property} must be in Unicode normalization form C (composed characters)`,
      },
    },
    options,
  );

const nfc = (value: unknown): unknown =>
  typeof value === 'string' ? value.normalize('NFC') : value;

/**
 * Text read in Unicode NFC, each item of an array too (`e` + U+0301 becomes `é`): what is
 * validated, stored, compared and echoed is one form of it, whichever the client sent.
 */
export const ToNfc = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) =>
    Array.isArray(value) ? value.map(nfc) : nfc(value),
  );
