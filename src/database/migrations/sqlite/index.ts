import type { MigrationInterface } from 'typeorm';
import { UsersAndSessions1795306000000 } from './1795306000000-users-and-sessions.js';
import { Docs1795307000000 } from './1795307000000-docs.js';
import { Lessons1795308000000 } from './1795308000000-lessons.js';

/** Every sqlite migration, oldest first. */
export const sqliteMigrations: (new () => MigrationInterface)[] = [
  UsersAndSessions1795306000000,
  Docs1795307000000,
  Lessons1795308000000,
];
