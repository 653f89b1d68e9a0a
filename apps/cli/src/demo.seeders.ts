import type { INestApplicationContext } from '@nestjs/common';
import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { AuthUser } from '../../../src/auth/auth-user.js';
import { Doc } from '../../../src/docs/doc.entity.js';
import { DocsService } from '../../../src/docs/docs.service.js';
import { Lesson } from '../../../src/lessons/lesson.entity.js';
import { LessonsService } from '../../../src/lessons/lessons.service.js';
import { User } from '../../../src/users/user.entity.js';
import { UsersService } from '../../../src/users/users.service.js';
import type { Seeder } from './seeders.js';

/** Every demo account signs in with this password (README, "Admin CLI"). */
export const DEMO_PASSWORD = 'demo-password';

const USERS = [
  { email: 'ada@syllabus.local', pseudo: 'ada', role: 'author' },
  { email: 'grace@syllabus.local', pseudo: 'grace', role: 'author' },
  { email: 'linus@syllabus.local', pseudo: 'linus', role: 'reader' },
] as const;

const DOCS = [
  {
    reference: 'demo:sql-select',
    author: 'ada',
    title: 'SELECT, step by step',
    tags: ['sql', 'beginner'],
  },
  {
    reference: 'demo:sql-join',
    author: 'ada',
    title: 'Joining tables',
    tags: ['sql'],
  },
  {
    reference: 'demo:sql-index',
    author: 'grace',
    title: 'When an index helps',
    tags: ['sql', 'performance'],
  },
  {
    reference: 'demo:http-status',
    author: 'grace',
    title: 'HTTP status codes that matter',
    tags: ['http', 'beginner'],
  },
  {
    reference: 'demo:http-caching',
    author: 'grace',
    title: 'ETags and conditional requests',
    tags: ['http', 'performance'],
  },
] as const;

const LESSONS = [
  {
    author: 'ada',
    title: 'SQL in an afternoon',
    docs: ['demo:sql-select', 'demo:sql-join', 'demo:sql-index'],
  },
  {
    author: 'grace',
    title: 'A careful HTTP API',
    docs: ['demo:http-status', 'demo:http-caching'],
  },
] as const;

const summary = (created: number, total: number) =>
  `${created} created, ${total - created} already there`;

/** Creates the rows `create` makes unless `exists` finds them; returns the summary line. */
async function ensureAll<T>(
  items: readonly T[],
  exists: (item: T) => Promise<boolean>,
  create: (item: T) => Promise<unknown>,
): Promise<string> {
  let created = 0;
  for (const item of items) {
    if (await exists(item)) continue;
    await create(item);
    created += 1;
  }
  return summary(created, items.length);
}

/** The demo author with this pseudo, as the services see a caller. */
async function author(
  app: INestApplicationContext,
  pseudo: string,
): Promise<AuthUser> {
  const users = app.get<Repository<User>>(getRepositoryToken(User));
  const user = await users.findOneByOrFail({ pseudoKey: pseudo });
  // The CLI has no token: nothing expires.
  return {
    id: user.id,
    role: user.role,
    sessionId: 'seed',
    expiresAt: Infinity,
  };
}

const usersSeeder: Seeder = {
  name: 'users',
  run: (app) =>
    ensureAll(
      USERS,
      (user) =>
        app
          .get<Repository<User>>(getRepositoryToken(User))
          .existsBy({ pseudoKey: user.pseudo }),
      (user) =>
        app.get(UsersService).create({ ...user, password: DEMO_PASSWORD }),
    ),
};

const docsSeeder: Seeder = {
  name: 'docs',
  run: (app) =>
    ensureAll(
      DOCS,
      (doc) =>
        app
          .get<Repository<Doc>>(getRepositoryToken(Doc))
          .existsBy({ reference: doc.reference }),
      async ({ author: pseudo, tags, ...doc }) =>
        app.get(DocsService).create(await author(app, pseudo), {
          ...doc,
          tags: [...tags],
          description: `A demo doc: ${doc.title.toLowerCase()}.`,
          content: `# ${doc.title}\n\nDemo content written by \`npm run cli -- seed\`.`,
        }),
    ),
};

const lessonsSeeder: Seeder = {
  name: 'lessons',
  run: (app) =>
    ensureAll(
      LESSONS,
      // Lessons have no natural key: a demo lesson is its author's lesson of that title.
      async (lesson) =>
        app.get<Repository<Lesson>>(getRepositoryToken(Lesson)).existsBy({
          title: lesson.title,
          authorId: (await author(app, lesson.author)).id,
        }),
      async (lesson) => {
        const docs = app.get<Repository<Doc>>(getRepositoryToken(Doc));
        const docIds = await Promise.all(
          lesson.docs.map(
            async (reference) => (await docs.findOneByOrFail({ reference })).id,
          ),
        );
        return app
          .get(LessonsService)
          .create(await author(app, lesson.author), {
            title: lesson.title,
            docIds,
          });
      },
    ),
};

/** Demo users, the docs they wrote and lessons made of them, in that order. */
export const demoSeeders: readonly Seeder[] = [
  usersSeeder,
  docsSeeder,
  lessonsSeeder,
];
