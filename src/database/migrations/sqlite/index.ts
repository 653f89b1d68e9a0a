import type { MigrationInterface } from 'typeorm';

export const sqliteMigrations: (new () => MigrationInterface)[] = [];
