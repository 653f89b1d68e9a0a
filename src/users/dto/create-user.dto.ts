import { ApiProperty } from '@nestjs/swagger';
import {
  IsEmail,
  IsIn,
  IsString,
  Length,
  Matches,
  ValidateIf,
} from 'class-validator';
import {
  IsNfc,
  MaxCodePoints,
  NoInvisibleCharacters,
} from '#libs/rest/index.js';
import { ROLES, type Role } from '../role.js';

export const PSEUDO_PATTERN = /^[A-Za-z0-9_.-]{2,40}$/;
export const PSEUDO_SCHEMA = {
  pattern: PSEUDO_PATTERN.source,
  minLength: 2,
  maxLength: 40,
} as const;
export const EMAIL_SCHEMA = { format: 'email', maxLength: 254 } as const;

export class CreateUserDto {
  /**
   * Unique, case-insensitively; in Unicode NFC, without spaces of any width, invisible, blank or
   * bidirectional control characters (zero-width, BOM, U+2800, U+202E…). @example "ada@example.com"
   */
  @ApiProperty(EMAIL_SCHEMA)
  @IsEmail()
  @NoInvisibleCharacters()
  @IsNfc()
  @MaxCodePoints(EMAIL_SCHEMA.maxLength)
  email: string;

  /** Unique, case-insensitively; 2–40 of ASCII letters, digits, `_`, `.`, `-`. @example "ada" */
  @ApiProperty(PSEUDO_SCHEMA)
  @Matches(PSEUDO_PATTERN, {
    message: 'pseudo must be 2-40 of ASCII letters, digits, _, . and -',
  })
  pseudo: string;

  /** 8–128 characters. @example "correct horse battery staple" */
  @IsString()
  @Length(8, 128)
  password: string;

  /** Defaults to `reader`. @example "author" */
  @ValidateIf((dto: CreateUserDto) => dto.role !== undefined)
  @IsIn(ROLES)
  role?: Role;
}
