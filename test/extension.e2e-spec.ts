import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes, randomUUID } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import {
  Column,
  DataSource,
  Entity,
  type MigrationInterface,
  type Relation,
} from 'typeorm';
import {
  checkListSchema,
  EntityList,
  Listed,
  memberTables,
  type ListQuery,
} from '#libs/lists/index.js';
import { CursorSigner } from '#libs/rest/index.js';
import {
  generateMigrations,
  type GenerateMigrationsOptions,
} from '../apps/cli/src/migrations/generate-migrations.js';
import { Session } from '../src/auth/session.entity.js';
import { UsedRefreshToken } from '../src/auth/used-refresh-token.entity.js';
import { OwnedResource } from '../src/common/owned-resource.entity.js';
import { DescriptionColumn, TitleColumn } from '../src/common/text-columns.js';
import { databaseOptions } from '../src/database/database.options.js';
import { ForeignKey } from '../src/database/foreign-key.js';
import { postgresMigrations } from '../src/database/migrations/postgres/index.js';
import { sqliteMigrations } from '../src/database/migrations/sqlite/index.js';
import type { ScratchDatabase } from '../src/database/scratch-database.js';
import { Doc } from '../src/docs/doc.entity.js';
import { Lesson } from '../src/lessons/lesson.entity.js';
import { User } from '../src/users/user.entity.js';
import { createSharedTestDatabase, testDialect } from './support/database.js';
import { generatedDialects, migrationsCopy } from './support/migrations.js';

const dialect = testDialect();
/** Lists outside the application sign their cursors with a key of their own. */
const cursors = new CursorSigner([randomBytes(32)]);
type MigrationClass = new () => MigrationInterface;

/** A comment of a doc, as `nest g resource docs/comments` writes it. */
@Listed<Comment>({
  sort: ['createdAt', 'updatedAt', 'title'],
  filters: {
    authorId: { field: 'authorId', count: true },
    docId: { field: 'docId', count: true },
  },
  search: { title: 2, description: 1 },
})
@Entity('comments')
class Comment extends OwnedResource {
  @Column({ name: 'doc_id', type: 'uuid' })
  docId: string;

  @ForeignKey(() => Doc, 'doc_id', 'CASCADE')
  doc?: Relation<Doc>;

  @TitleColumn()
  title: string;

  @DescriptionColumn()
  description: string;
}

/** The same comment once its team added a required `body`, searched, and a `status` filter, counted. */
@Listed<CommentWithBody>({
  sort: ['createdAt', 'updatedAt', 'title'],
  filters: {
    authorId: { field: 'authorId', count: true },
    docId: { field: 'docId', count: true },
    status: { field: 'status', count: true },
  },
  search: { title: 2, description: 1, body: 1 },
})
@Entity('comments')
class CommentWithBody extends OwnedResource {
  @Column({ name: 'doc_id', type: 'uuid' })
  docId: string;

  @ForeignKey(() => Doc, 'doc_id', 'CASCADE')
  doc?: Relation<Doc>;

  @TitleColumn()
  title: string;

  @DescriptionColumn()
  description: string;

  // The API requires it; the rows that exist take the default.
  @Column({ type: 'text', default: '' })
  body: string;

  @Column({ type: 'varchar', length: 20, default: 'open' })
  status: string;
}

/** The same, with a NOT NULL column that no row holding data can take. */
@Entity('comments')
class CommentWithoutDefault extends Comment {
  @Column({ type: 'text' })
  body: string;
}

const APPLICATION = [
  User,
  Session,
  UsedRefreshToken,
  Doc,
  ...memberTables(Doc),
  Lesson,
  ...memberTables(Lesson),
];

/** The migrations of `directory` (the real ones, then those generated there) of a dialect. */
async function migrationsOf(
  directory: string,
  of: 'sqlite' | 'postgres' = dialect,
): Promise<MigrationClass[]> {
  const real = of === 'postgres' ? postgresMigrations : sqliteMigrations;
  const generated = (await readdir(join(directory, of)))
    .filter((file) => file !== 'index.ts')
    .sort();
  const classes: MigrationClass[] = [];
  for (const file of generated)
    classes.push(
      ...(Object.values(
        await import(join(directory, of, file)),
      ) as MigrationClass[]),
    );
  return [...real, ...classes];
}

describe(`a nested resource that gains a required field, on a ${dialect} database holding rows (#37)`, () => {
  let directory: string;
  let database: ScratchDatabase;
  const author = randomUUID();
  const [first, second] = [randomUUID(), randomUUID()];
  const generate = async (
    name: string,
    entities: Function[],
    overrides: Partial<GenerateMigrationsOptions> = {},
  ) =>
    generateMigrations({
      name,
      entities: [...APPLICATION, ...entities],
      directory,
      postgresServerUrl: process.env.TEST_DATABASE_URL,
      command: `npm run migration:generate -- ${name}`,
      log: () => undefined,
      migrations: Object.fromEntries(
        await Promise.all(
          generatedDialects().map(async (of) => [
            of,
            await migrationsOf(directory, of),
          ]),
        ),
      ),
      ...overrides,
    });
  /** A data source of the application and `comments`, with every migration of `directory` applied. */
  const migrated = async (comments: Function) => {
    const dataSource = await new DataSource({
      ...databaseOptions(database.url),
      entities: [...APPLICATION, comments],
      migrations: await migrationsOf(directory),
    }).initialize();
    await dataSource.runMigrations();
    return dataSource;
  };

  beforeAll(async () => {
    directory = await migrationsCopy();
    database = await createSharedTestDatabase();
    await generate('add-comments', [Comment]);
    const dataSource = await migrated(Comment);
    try {
      const now = new Date();
      const owned = { authorId: author, createdAt: now, updatedAt: now };
      await dataSource.getRepository(User).insert({
        id: author,
        email: 'author@test.local',
        pseudo: 'author',
        pseudoKey: 'author',
        passwordHash: 'x',
        role: 'author',
        createdAt: now,
        updatedAt: now,
      });
      for (const id of [first, second])
        await dataSource.getRepository(Doc).insert({
          ...owned,
          id,
          title: 'A doc',
          description: '',
          reference: null,
          tags: [],
          content: '',
          version: 1,
        });
      for (const [docId, title] of [
        [first, 'Zeppelin ahead'],
        [first, 'Nothing to see'],
        [second, 'Another zeppelin'],
      ])
        await dataSource.getRepository(Comment).insert({
          ...owned,
          id: randomUUID(),
          docId,
          title,
          description: '',
          version: 1,
        });
    } finally {
      await dataSource.destroy();
    }
  });
  afterAll(async () => {
    await database?.drop();
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  it('refuses a NOT NULL column without a default, which the rows that exist cannot take', async () => {
    await expect(
      generate('add-comment-body', [CommentWithoutDefault]),
    ).rejects.toThrow(
      'A NOT NULL column without a default cannot be added to a table that may hold rows: comments.body.',
    );
  });

  it('migrates the rows, keeping the triggers a table rebuild drops: q finds them, counts stay exact', async () => {
    await generate('add-comment-body', [CommentWithBody]);
    const dataSource = await migrated(CommentWithBody);
    try {
      expect(await checkListSchema(dataSource)).toEqual([]);
      const comments = dataSource.getRepository(CommentWithBody);
      const list = new EntityList(comments, cursors);
      const query: ListQuery = {
        page: 1,
        limit: 20,
        sort: [
          { field: 'title', direction: 'ASC' },
          { field: 'id', direction: 'ASC' },
        ],
      };
      const titles = async (
        q: Partial<ListQuery>,
        filters: Record<string, unknown>,
      ) => {
        const page = await list.page({ ...query, ...q }, { filters });
        return {
          titles: page.items.map(({ title }) => title),
          total: page.total,
        };
      };
      expect(await titles({}, { docId: first })).toEqual({
        titles: ['Nothing to see', 'Zeppelin ahead'],
        total: 2,
      });
      expect(await titles({}, { status: 'open' })).toMatchObject({ total: 3 });
      expect(await titles({ q: 'zeppelin' }, {})).toMatchObject({
        titles: ['Another zeppelin', 'Zeppelin ahead'],
      });
      // Written after the migration: the triggers of the rebuilt table count it and index its body.
      const now = new Date();
      await comments.insert({
        id: randomUUID(),
        authorId: author,
        docId: second,
        title: 'Late',
        description: '',
        body: 'The Hindenburg, 1937.',
        status: 'resolved',
        createdAt: now,
        updatedAt: now,
        version: 1,
      });
      expect(await titles({ q: 'hindenburg' }, {})).toEqual({
        titles: ['Late'],
        total: 1,
      });
      expect(await titles({}, { docId: second })).toMatchObject({ total: 2 });
      expect(await titles({}, { status: 'resolved' })).toMatchObject({
        total: 1,
      });
      expect(await titles({}, {})).toMatchObject({ total: 4 });
    } finally {
      await dataSource.destroy();
    }
  });

  it("reverts to the comment without body, its counts and q's index whole", async () => {
    const dataSource = await migrated(CommentWithBody);
    try {
      await dataSource.undoLastMigration();
    } finally {
      await dataSource.destroy();
    }
    const reverted = await new DataSource({
      ...databaseOptions(database.url),
      entities: [...APPLICATION, Comment],
    }).initialize();
    try {
      expect(await checkListSchema(reverted)).toEqual([]);
      const list = new EntityList(reverted.getRepository(Comment), cursors);
      const page = (q: string | undefined, filters: Record<string, unknown>) =>
        list.page(
          {
            page: 1,
            limit: 20,
            q,
            sort: [
              { field: 'title', direction: 'ASC' },
              { field: 'id', direction: 'ASC' },
            ],
          },
          { filters },
        );
      expect((await page(undefined, {})).total).toBe(4);
      expect((await page(undefined, { docId: second })).total).toBe(2);
      expect(
        (await page('zeppelin', {})).items.map(({ title }) => title),
      ).toEqual(['Another zeppelin', 'Zeppelin ahead']);
    } finally {
      await reverted.destroy();
    }
  });
});
