import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import {
  DescriptionField,
  DistinctListField,
  TitleField,
} from '../../common/resource-fields.js';
import { IsOptional, IsString, Matches } from 'class-validator';
import { CodePointLength, ToNfc } from '#libs/rest/index.js';

const REFERENCE = /^[A-Za-z0-9._:-]{1,100}$/;
export const REFERENCE_SCHEMA = {
  nullable: true,
  pattern: REFERENCE.source,
  minLength: 1,
  maxLength: 100,
} as const;

export const MAX_TAGS = 20;
export const TAG_LENGTH = { minLength: 1, maxLength: 40 } as const;

/** A doc's `reference`: 1–100 of letters, digits, `.`, `_`, `:`, `-`. */
export const IsReference = () =>
  applyDecorators(
    ApiProperty({ required: false, ...REFERENCE_SCHEMA }),
    Matches(REFERENCE, {
      message: 'reference must be 1-100 of A-Z a-z 0-9 . _ : -',
    }),
  );

/** Every writable field of a doc: the body of POST and PUT (PUT resets what is left out to its default). */
export class WriteDocDto {
  /** Unique, client-chosen: 1–100 of letters, digits, `.`, `_`, `:`, `-`. @example "intro-to-sql" */
  @IsOptional()
  @IsReference()
  reference?: string | null;

  /** 1–200 characters, stored in Unicode NFC (as every text field). @example "Introduction to SQL" */
  @TitleField()
  title: string;

  /** Up to 2000 characters, in NFC; default "". @example "Tables, rows and the SELECT statement." */
  @DescriptionField()
  description?: string | null;

  /** Up to 20 distinct tags of 1–40 characters, in NFC (`e` + U+0301 is `é`: the same tag); default []. @example ["sql", "beginner"] */
  @DistinctListField(MAX_TAGS)
  @ToNfc()
  @ApiProperty({ items: { type: 'string', ...TAG_LENGTH } })
  @IsString({ each: true })
  @CodePointLength(TAG_LENGTH.minLength, TAG_LENGTH.maxLength, { each: true })
  tags?: string[] | null;

  /** The body of the doc, in NFC; default "". @example "# SELECT\n\nA query reads rows..." */
  @ToNfc()
  @IsOptional()
  @IsString()
  content?: string | null;
}
