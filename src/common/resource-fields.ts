import { applyDecorators, type Type } from '@nestjs/common';
import { ApiProperty, OmitType, PartialType } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsOptional,
  IsString,
  ValidateIf,
} from 'class-validator';
import { CodePointLength, MaxCodePoints } from '#libs/rest/index.js';

// Each helper states a constraint once, for validation and for the OpenAPI schema alike.

export const TITLE_LENGTH = { minLength: 1, maxLength: 200 } as const;
export const DESCRIPTION_LENGTH = { maxLength: 2000 } as const;

/** The `title` of a doc or lesson: 1–200 characters. */
export const TitleField = ({ required = true } = {}) =>
  applyDecorators(
    ApiProperty({ required, ...TITLE_LENGTH }),
    IsString(),
    CodePointLength(TITLE_LENGTH.minLength, TITLE_LENGTH.maxLength),
  );

/** The `description` of a doc or lesson: up to 2000 characters, optional (default ""). */
export const DescriptionField = () =>
  applyDecorators(
    ApiProperty({
      required: false,
      nullable: true,
      ...DESCRIPTION_LENGTH,
      default: '',
    }),
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
 * optional one to its default; `title` may be left out but not be null.
 */
export function PatchOf<W extends { title: string }>(write: Type<W>) {
  // Typed loosely inside (TypeScript cannot extend a generic mapped type), exactly at the return.
  class Patch extends (PartialType(
    OmitType(write, ['title'] as const),
  ) as Type<object>) {
    @ValidateIf((patch: { title?: unknown }) => patch.title !== undefined)
    @TitleField({ required: false })
    title?: string;
  }
  return Patch as Type<Partial<Omit<W, 'title'>> & { title?: string }>;
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
