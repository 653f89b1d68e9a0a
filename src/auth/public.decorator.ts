import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'isPublic';

/** Opens a route to unauthenticated callers; every other route requires a bearer token. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
