import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import * as prettier from 'prettier';
import {
  Column,
  DataSource,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  type MigrationInterface,
  PrimaryColumn,
  type Relation,
} from 'typeorm';
import {
  generateMigrations,
  GenerateMigrationsOptions,
} from '../apps/cli/src/migrations/generate-migrations.js';
import { Session } from '../src/auth/session.entity.js';
import { Listed } from '#libs/lists/index.js';
import { OwnedResource } from '../src/common/owned-resource.entity.js';
import { DescriptionColumn, TitleColumn } from '../src/common/text-columns.js';
import { databaseOptions } from '../src/database/database.options.js';
import { migrationNames } from '../src/database/migration-names.js';
import { User } from '../src/users/user.entity.js';
import { createTestDatabase, testDialect } from './support/database.js';
import { generatedDialects, migrationsCopy } from './support/migrations.js';

const TIMESTAMP = 1_895_400_000_000;
const dialects = generatedDialects();

/** An entity no migration knows yet, related to an existing one. */
@Entity('widgets')
class Widget {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 100, default: 'a `b` ${c}' })
  label: string;

  @Index('widgets_owner_id')
  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'owner_id',
    foreignKeyConstraintName: 'widgets_owner_id_fkey',
  })
  owner?: Relation<User>;
}

/** An owned resource, as `nest g resource notes` writes it. */
@Listed<Note>({
  sort: ['createdAt', 'updatedAt', 'title'],
  filters: { authorId: { field: 'authorId', count: true } },
  search: { title: 2, description: 1 },
})
@Entity('notes')
class Note extends OwnedResource {
  @TitleColumn()
  title: string;

  @DescriptionColumn()
  description: string;
}

/** The users table with one more column: a change to a table that other tables reference. */
@Entity('users')
class NicknamedUser extends User {
  @Column({ type: 'varchar', length: 40, nullable: true })
  nickname: string | null;
}

/** A SQLite database with every migration applied, then `extra`. */
async function migratedSqlite(
  extra: new () => MigrationInterface,
): Promise<DataSource> {
  const options = databaseOptions('sqlite::memory:');
  const dataSource = await new DataSource({
    ...options,
    migrations: [
      ...(options.migrations as (new () => MigrationInterface)[]),
      extra,
    ],
  }).initialize();
  await dataSource.runMigrations();
  return dataSource;
}

describe('migration:generate (apps/cli/src/migrations)', () => {
  let directory: string;
  let written: string[];
  const generate = (overrides: Partial<GenerateMigrationsOptions> = {}) =>
    generateMigrations({
      name: 'add-widgets',
      entities: [User, Session, Widget],
      directory,
      postgresServerUrl: process.env.TEST_DATABASE_URL,
      scratchDatabasePrefix: process.env.SCRATCH_DATABASE_PREFIX,
      command: 'npm run migration:generate -- add-widgets',
      log: () => undefined,
      timestamp: TIMESTAMP,
      ...overrides,
    });

  beforeAll(async () => {
    directory = await migrationsCopy();
    written = await generate();
  });
  afterAll(() => rm(directory, { recursive: true, force: true }));

  it('writes one migration per dialect and lists it last in its index.ts, Prettier-formatted', async () => {
    expect(written).toEqual(
      dialects.flatMap((dialect) => [
        join(directory, dialect, `${TIMESTAMP}-add-widgets.ts`),
        join(directory, dialect, 'index.ts'),
      ]),
    );
    for (const file of written) {
      const source = await readFile(file, 'utf8');
      expect(
        await prettier.check(source, {
          ...(await prettier.resolveConfig(file)),
          filepath: file,
        }),
      ).toBe(true);
    }
    for (const dialect of dialects) {
      const index = await readFile(
        join(directory, dialect, 'index.ts'),
        'utf8',
      );
      expect(index).toContain(
        `import { AddWidgets${TIMESTAMP} } from './${TIMESTAMP}-add-widgets.js';`,
      );
      expect(index).toMatch(new RegExp(`AddWidgets${TIMESTAMP},\\n\\];\\n$`));
    }
  });

  it(`writes a migration that brings ${testDialect()} to the entities and back`, async () => {
    const module = (await import(
      join(directory, testDialect(), `${TIMESTAMP}-add-widgets.ts`)
    )) as Record<string, new () => MigrationInterface>;
    const database = await createTestDatabase();
    const options = databaseOptions(database.url);
    const dataSource = await new DataSource({
      ...options,
      entities: [User, Session, Widget],
      migrations: [
        ...(options.migrations as (new () => MigrationInterface)[]),
        module[`AddWidgets${TIMESTAMP}`],
      ],
    }).initialize();
    try {
      const applied = await dataSource.runMigrations();
      expect(applied.at(-1)?.name).toBe(`AddWidgets${TIMESTAMP}`);
      const builder = dataSource.driver.createSchemaBuilder();
      expect((await builder.log()).upQueries).toEqual([]);
      await dataSource.undoLastMigration();
      const reverted = (await builder.log()).upQueries.map((q) => q.query);
      expect(reverted[0]).toMatch(/^CREATE TABLE "widgets"/);
    } finally {
      await dataSource.destroy();
      await database.drop();
    }
  });

  it('writes a new SQLite table as its final CREATE TABLE and indexes, without the rebuild', async () => {
    const source = await readFile(
      join(directory, 'sqlite', `${TIMESTAMP}-add-widgets.ts`),
      'utf8',
    );
    const statements = [
      ...source.matchAll(/queryRunner\.query\(\s*`([A-Z]+ [A-Z]+)/g),
    ].map(([, start]) => start);
    expect(statements).toEqual(['CREATE TABLE', 'CREATE INDEX', 'DROP TABLE']);
    expect(source).toContain('REFERENCES "users"');
  });

  it('gives a new owned resource the counters and the search index its lists read', async () => {
    const notes = await migrationsCopy();
    try {
      await generate({
        directory: notes,
        name: 'add-notes',
        entities: [User, Session, Note],
      });
      const module = (await import(
        join(notes, testDialect(), `${TIMESTAMP}-add-notes.ts`)
      )) as Record<string, new () => MigrationInterface>;
      const database = await createTestDatabase();
      const options = databaseOptions(database.url);
      const dataSource = await new DataSource({
        ...options,
        entities: [User, Session, Note],
        migrations: [
          ...(options.migrations as (new () => MigrationInterface)[]),
          module[`AddNotes${TIMESTAMP}`],
        ],
      }).initialize();
      try {
        await dataSource.runMigrations();
        const authorId = '00000000-0000-4000-8000-000000000001';
        await dataSource.getRepository(User).insert({
          id: authorId,
          email: 'author@test.local',
          pseudo: 'author',
          pseudoKey: 'author',
          passwordHash: 'x',
          role: 'author',
          createdAt: new Date(),
          updatedAt: new Date(),
        });
        const now = new Date();
        await dataSource.getRepository(Note).insert({
          id: '00000000-0000-4000-8000-0000000000aa',
          title: 'Élan vital',
          description: '',
          authorId,
          createdAt: now,
          updatedAt: now,
          version: 1,
        });
        const counts = await dataSource.query<{ name: string; n: string }[]>(
          `SELECT name, SUM(count) AS n FROM row_counts WHERE name LIKE 'notes%' GROUP BY name ORDER BY name`,
        );
        expect(counts.map(({ name, n }) => [name, Number(n)])).toEqual([
          ['notes', 1],
          [`notes.authorId:${authorId}`, 1],
        ]);
        // The index of q holds the note's folded words: `ela`, without its accent, begins `Élan`.
        if (testDialect() === 'sqlite') {
          const found = await dataSource.query<{ rowid: number }[]>(
            `SELECT rowid FROM lists_notes_search WHERE lists_notes_search MATCH '"ela"* AND "vital"'`,
          );
          expect(found).toHaveLength(1);
        } else {
          const found = await dataSource.query<{ id: string }[]>(
            `SELECT id FROM lists_notes_search WHERE document @@ to_tsquery('simple', 'ela:* & vital')`,
          );
          expect(found.map(({ id }) => id)).toEqual([
            '00000000-0000-4000-8000-0000000000aa',
          ]);
          const indexes = await dataSource.query<{ indexname: string }[]>(
            `SELECT indexname FROM pg_indexes WHERE tablename = 'lists_notes_search' AND indexdef LIKE '%USING gin%'`,
          );
          expect(indexes.map(({ indexname }) => indexname)).toEqual([
            'lists_notes_search_document',
          ]);
        }
        await dataSource.undoLastMigration({ transaction: 'none' });
        const left = await dataSource.query<unknown[]>(
          `SELECT name FROM row_counts WHERE name LIKE 'notes%'`,
        );
        expect(left).toEqual([]);
        // And the index of q with them.
        const searchTables = await dataSource.query<unknown[]>(
          testDialect() === 'sqlite'
            ? `SELECT name FROM sqlite_master WHERE name LIKE 'lists_notes%'`
            : `SELECT tablename FROM pg_tables WHERE tablename LIKE 'lists_notes%'`,
        );
        expect(searchTables).toEqual([]);
      } finally {
        await dataSource.destroy();
        await database.drop();
      }
    } finally {
      await rm(notes, { recursive: true, force: true });
    }
  });

  it('refuses to diff against a build that lacks a listed migration', async () => {
    const built = migrationNames('sqlite');
    await expect(generate()).rejects.toThrow(
      `lists ${[...built, `AddWidgets${TIMESTAMP}`].join(', ')}, but the running build applies ${built.join(', ')}: run \`npm run build\` first.`,
    );
  });

  it('fails, writing nothing, when the entities need no change', async () => {
    const clean = await migrationsCopy();
    try {
      await expect(
        generate({ directory: clean, entities: [User, Session] }),
      ).rejects.toThrow(
        `No schema changes: the ${dialects.join(' and ')} migrations already match the entities (User, Session).`,
      );
    } finally {
      await rm(clean, { recursive: true, force: true });
    }
  });

  it('rebuilds a SQLite table that others reference without breaking their foreign keys on down()', async () => {
    const nickname = await migrationsCopy();
    try {
      await generate({
        directory: nickname,
        name: 'add-nickname',
        entities: [NicknamedUser],
      });
      const module = (await import(
        join(nickname, 'sqlite', `${TIMESTAMP}-add-nickname.ts`)
      )) as Record<string, new () => MigrationInterface>;
      const dataSource = await migratedSqlite(
        module[`AddNickname${TIMESTAMP}`],
      );
      try {
        await dataSource.undoLastMigration({ transaction: 'none' });
        const references = await dataSource.query<{ table: string }[]>(
          `SELECT "table" FROM pragma_foreign_key_list('sessions')`,
        );
        expect(references).toEqual([{ table: 'users' }]);
      } finally {
        await dataSource.destroy();
      }
    } finally {
      await rm(nickname, { recursive: true, force: true });
    }
  });
});
