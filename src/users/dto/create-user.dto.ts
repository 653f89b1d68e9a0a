import {
  IsEmail,
  IsIn,
  IsOptional,
  IsString,
  Length,
  Matches,
  MaxLength,
} from 'class-validator';
import { ROLES, type Role } from '../role.js';

export const PSEUDO_PATTERN = /^[A-Za-z0-9_.-]{2,40}$/;

export class CreateUserDto {
  /** Unique, case-insensitively. @example "ada@example.com" */
  @IsEmail()
  @MaxLength(254)
  email: string;

  /** Unique, case-insensitively; 2–40 of letters, digits, `_`, `.`, `-`. @example "ada" */
  @Matches(PSEUDO_PATTERN, {
    message: 'pseudo must be 2-40 of letters, digits, _, . and -',
  })
  pseudo: string;

  /** 8–128 characters. @example "correct horse battery staple" */
  @IsString()
  @Length(8, 128)
  password: string;

  /** Defaults to `reader`. @example "author" */
  @IsOptional()
  @IsIn(ROLES)
  role?: Role;
}
