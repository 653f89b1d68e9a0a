import { applyDecorators } from '@nestjs/common';
import { IsEmail, IsString, Length, Matches } from 'class-validator';
import {
  IsNfc,
  MaxCodePoints,
  NoInvisibleCharacters,
} from '#libs/rest/index.js';

// What every user's identity and password must be: `POST /users`, `PATCH /users/:id`, and the
// first admin from `ADMIN_EMAIL`, `ADMIN_PSEUDO` and `ADMIN_PASSWORD` (src/config).

export const PSEUDO_PATTERN = /^[A-Za-z0-9_.-]{2,40}$/;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;

/** An e-mail address, in NFC, without spaces, invisible, blank or bidirectional control characters. */
export const IsUserEmail = () =>
  applyDecorators(
    IsEmail(),
    NoInvisibleCharacters(),
    IsNfc(),
    MaxCodePoints(EMAIL_MAX_LENGTH),
  );

/** 2–40 of ASCII letters, digits, `_`, `.`, `-`. */
export const IsPseudo = () =>
  Matches(PSEUDO_PATTERN, {
    message: '$property must be 2-40 of ASCII letters, digits, _, . and -',
  });

/** 8–128 characters: what signing in accepts. */
export const IsPassword = () =>
  applyDecorators(IsString(), Length(PASSWORD_LENGTH.min, PASSWORD_LENGTH.max));
