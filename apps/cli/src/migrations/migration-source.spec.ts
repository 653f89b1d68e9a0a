import { describe, expect, it } from '@jest/globals';
import { CommandError } from '../command.js';
import {
  addToIndex,
  listedMigrations,
  migrationSource,
} from './migration-source.js';

const EMPTY_INDEX = `import type { MigrationInterface } from 'typeorm';

export const sqliteMigrations: (new () => MigrationInterface)[] = [];
`;

const INDEX = `import type { MigrationInterface } from 'typeorm';
import {
  UsersAndSessions1795306000000,
} from './1795306000000-users-and-sessions.js';

/** Every sqlite migration, oldest first. */
export const sqliteMigrations: (new () => MigrationInterface)[] = [
  UsersAndSessions1795306000000,
];
`;

describe('listedMigrations', () => {
  it('reads the class names of the array, in order', () => {
    expect(listedMigrations(EMPTY_INDEX, 'index.ts')).toEqual([]);
    expect(
      listedMigrations(INDEX.replace('0,\n]', '0, B1795306000001 ]'), 'x'),
    ).toEqual(['UsersAndSessions1795306000000', 'B1795306000001']);
  });

  it('refuses a file without the array, naming it', () => {
    expect(() => listedMigrations('export {};', 'sqlite/index.ts')).toThrow(
      new CommandError(
        'sqlite/index.ts must export one array of migration classes (export const ...Migrations = [...];).',
      ),
    );
  });
});

describe('addToIndex', () => {
  it('imports the class after the last import and appends it to the array', () => {
    expect(
      addToIndex(
        INDEX,
        'index.ts',
        'AddDocs1795400000000',
        '1795400000000-add-docs',
      ),
    ).toBe(`import type { MigrationInterface } from 'typeorm';
import {
  UsersAndSessions1795306000000,
} from './1795306000000-users-and-sessions.js';
import { AddDocs1795400000000 } from './1795400000000-add-docs.js';

/** Every sqlite migration, oldest first. */
export const sqliteMigrations: (new () => MigrationInterface)[] = [
  UsersAndSessions1795306000000,
  AddDocs1795400000000,
];
`);
  });

  it('fills an empty array', () => {
    const index = addToIndex(EMPTY_INDEX, 'index.ts', 'A1', '1-a');
    expect(listedMigrations(index, 'index.ts')).toEqual(['A1']);
    expect(index).toContain("import { A1 } from './1-a.js';\n\nexport const");
  });
});

describe('migrationSource', () => {
  it('writes a named class whose up() and down() run the queries in order', () => {
    const source = migrationSource('AddDocs1795400000000', 'npm run x', {
      up: [
        { query: 'CREATE TABLE "docs" ("id" varchar)' },
        { query: 'INSERT INTO "t" VALUES ($1)', parameters: ['a'] },
      ],
      down: [{ query: 'DROP TABLE "docs"' }],
    });
    expect(source).toContain(
      "export class AddDocs1795400000000 implements MigrationInterface {\n  name = 'AddDocs1795400000000';",
    );
    expect(source).toContain(
      'await queryRunner.query(`CREATE TABLE "docs" ("id" varchar)`);\nawait queryRunner.query(`INSERT INTO "t" VALUES ($1)`, ["a"]);',
    );
    expect(source).toContain(
      'async down(queryRunner: QueryRunner): Promise<void> {\nawait queryRunner.query(`DROP TABLE "docs"`);',
    );
  });

  it('escapes each query so that the code evaluates back to the original SQL', () => {
    const sql = 'SELECT \'`${a}\\n`\' AS "x"';
    const source = migrationSource('A1', 'npm run x', {
      up: [{ query: sql }],
      down: [],
    });
    const literal = /await queryRunner\.query\((`(?:\\.|[^`\\])*`)\);/.exec(
      source,
    )?.[1];
    expect(new Function(`return ${literal};`)()).toBe(sql);
  });
});
