import type { Role } from '../role.js';
import type { User } from '../user.entity.js';

/** A user as the API shows it: never the password or its hash. */
export class UserDto {
  /** @example "0b5e8f4e-3a1c-4a47-9a55-8a4a0f9d2a11" */
  id: string;
  /** Lower-cased. @example "ada@example.com" */
  email: string;
  /** @example "ada" */
  pseudo: string;
  /** @example "author" */
  role: Role;
  createdAt: Date;
  updatedAt: Date;

  static from(user: User): UserDto {
    const { id, email, pseudo, role, createdAt, updatedAt } = user;
    return { id, email, pseudo, role, createdAt, updatedAt };
  }
}
