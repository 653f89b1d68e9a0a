import { SetMetadata } from '@nestjs/common';
import type { Role } from '../users/role.js';

export const ROLES_KEY = 'roles';

/** Only callers with one of these roles may use the route (403 otherwise). */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);
