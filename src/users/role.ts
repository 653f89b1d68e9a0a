/** `reader` reads; `author` also writes its own docs and lessons; `admin` does everything, users included. */
export const ROLES = ['reader', 'author', 'admin'] as const;
export type Role = (typeof ROLES)[number];
