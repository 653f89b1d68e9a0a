import type { INestApplicationContext } from '@nestjs/common';

/** Demo data for one part of the domain, written through the application's own services. */
export interface Seeder {
  /** Shown in the output, e.g. `users`. */
  readonly name: string;
  /**
   * Creates what is missing and returns a one-line summary (e.g. `3 created, 2 already there`).
   * Must be safe to run again: `seed` may run on a database that was seeded before.
   */
  run(app: INestApplicationContext): Promise<string>;
}

/**
 * The seeders `seed` runs, in this order: add yours here, after those whose data it uses
 * (users, then the docs they write, then the lessons that list the docs).
 */
export const seeders: readonly Seeder[] = [];
