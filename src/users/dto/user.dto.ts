import { ApiProperty } from '@nestjs/swagger';
import { TIMESTAMP_SCHEMA, UUID_SCHEMA } from '#libs/rest/index.js';
import type { Role } from '../role.js';
import type { User } from '../user.entity.js';
import { EMAIL_SCHEMA, PSEUDO_SCHEMA } from './create-user.dto.js';

/** A user as the API shows it: never the password or its hash. */
export class UserDto {
  /** @example "0b5e8f4e-3a1c-4a47-9a55-8a4a0f9d2a11" */
  @ApiProperty(UUID_SCHEMA)
  id: string;
  /** Lower-cased. @example "ada@example.com" */
  @ApiProperty(EMAIL_SCHEMA)
  email: string;
  /** @example "ada" */
  @ApiProperty(PSEUDO_SCHEMA)
  pseudo: string;
  /** @example "author" */
  role: Role;
  @ApiProperty(TIMESTAMP_SCHEMA)
  createdAt: string;
  @ApiProperty(TIMESTAMP_SCHEMA)
  updatedAt: string;

  static from(user: User): UserDto {
    const { id, email, pseudo, role, createdAt, updatedAt } = user;
    return {
      id,
      email,
      pseudo,
      role,
      // Text, as `ownedResourceFields()` gives it.
      createdAt: createdAt.toISOString(),
      updatedAt: updatedAt.toISOString(),
    };
  }
}
