import { applyDecorators, type Type } from '@nestjs/common';
import {
  ApiProperty,
  IntersectionType,
  OmitType,
  PartialType,
  PickType,
} from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsOptional,
  IsString,
} from 'class-validator';
import { CodePointLength, MaxCodePoints, ToNfc } from '#libs/rest/index.js';

// Each helper states a constraint once, for validation and for the OpenAPI schema alike.

export const TITLE_LENGTH = { minLength: 1, maxLength: 200 } as const;
export const DESCRIPTION_LENGTH = { maxLength: 2000 } as const;

/** A required `title`: 1–200 characters, read in NFC. */
export const TitleField = () =>
  applyDecorators(
    ApiProperty(TITLE_LENGTH),
    ToNfc(),
    IsString(),
    CodePointLength(TITLE_LENGTH.minLength, TITLE_LENGTH.maxLength),
  );

/** An optional `description`: up to 2000 characters (default ""), read in NFC. */
export const DescriptionField = () =>
  applyDecorators(
    ApiProperty({
      required: false,
      nullable: true,
      ...DESCRIPTION_LENGTH,
      default: '',
    }),
    ToNfc(),
    IsOptional(),
    IsString(),
    MaxCodePoints(DESCRIPTION_LENGTH.maxLength),
  );

/** An optional list of up to `max` distinct items (default []); each item is validated by the caller. */
export const DistinctListField = (max: number) =>
  applyDecorators(
    ApiProperty({
      required: false,
      nullable: true,
      maxItems: max,
      uniqueItems: true,
      default: [],
    }),
    IsOptional(),
    IsArray(),
    ArrayMaxSize(max),
    ArrayUnique(),
  );

/**
 * The PATCH body of a resource written with `W`: any subset of its fields, `null` resetting an
 * optional one to its default; a `required` field may be left out but not be null.
 */
export function PatchOf<W extends object, R extends keyof W & string>(
  write: Type<W>,
  required: readonly R[],
) {
  return IntersectionType(
    PartialType(OmitType(write, required)),
    PartialType(PickType(write, required), { skipNullProperties: false }),
  ) as Type<Partial<W>>;
}

/** The fields of a merge-patch body that were given, `null` replaced by the field's default. */
export function mergePatch<F extends object>(
  patch: object,
  defaults: Partial<F>,
): Partial<F> {
  return Object.fromEntries(
    Object.entries(patch)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, value ?? defaults[key as keyof F]]),
  ) as Partial<F>;
}
