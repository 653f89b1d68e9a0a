import { DomainError } from '../common/domain-error.js';
import type { AuthUser } from './auth-user.js';

/** Admins act on anything; everyone else only on what they own (their docs, lessons, account). */
export function assertOwnerOrAdmin(
  actor: AuthUser,
  ownerId: string,
  what: string,
): void {
  if (actor.role !== 'admin' && actor.id !== ownerId) {
    throw new DomainError(
      'forbidden',
      'AUTH.NOT_OWNER',
      `Only its owner or an admin may do this to ${what}.`,
    );
  }
}
