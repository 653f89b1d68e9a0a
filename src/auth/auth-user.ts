import type { Role } from '../users/role.js';

/** The caller of an authenticated request, as the JWT guard puts it on `request.user`. */
export interface AuthUser {
  id: string;
  role: Role;
  /** The sign-in session the access token belongs to. */
  sessionId: string;
  /** When the access token expires (its `exp`, seconds since the epoch): a stream ends then. */
  expiresAt: number;
}
