import type { MigrationInterface } from 'typeorm';

export const postgresMigrations: (new () => MigrationInterface)[] = [];
