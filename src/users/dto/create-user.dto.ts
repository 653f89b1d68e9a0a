import { ApiProperty } from '@nestjs/swagger';
import { IsIn, ValidateIf } from 'class-validator';
import {
  EMAIL_MAX_LENGTH,
  IsPassword,
  PASSWORD_LENGTH,
  IsPseudo,
  IsUserEmail,
  PSEUDO_PATTERN,
} from '../identity-rules.js';
import { ROLES, type Role } from '../role.js';

export const PSEUDO_SCHEMA = {
  pattern: PSEUDO_PATTERN.source,
  minLength: 2,
  maxLength: 40,
} as const;
export const EMAIL_SCHEMA = {
  format: 'email',
  maxLength: EMAIL_MAX_LENGTH,
} as const;

export class CreateUserDto {
  /**
   * Unique, case-insensitively; in Unicode NFC, without spaces of any width, invisible, blank or
   * bidirectional control characters (zero-width, BOM, U+2800, U+202E…). @example "ada@example.com"
   */
  @ApiProperty(EMAIL_SCHEMA)
  @IsUserEmail()
  email: string;

  /** Unique, case-insensitively; 2–40 of ASCII letters, digits, `_`, `.`, `-`. @example "ada" */
  @ApiProperty(PSEUDO_SCHEMA)
  @IsPseudo()
  pseudo: string;

  /** 8–128 characters. @example "correct horse battery staple" */
  @ApiProperty({
    minLength: PASSWORD_LENGTH.min,
    maxLength: PASSWORD_LENGTH.max,
  })
  @IsPassword()
  password: string;

  /** Defaults to `reader`. @example "author" */
  @ValidateIf((dto: CreateUserDto) => dto.role !== undefined)
  @IsIn(ROLES)
  role?: Role;
}
