import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import {
  DataSource,
  type EntityManager,
  type MigrationInterface,
} from 'typeorm';
import { databaseOptions } from '../src/database/database.options.js';
import { migrationNames } from '../src/database/migration-names.js';
import type { ScratchDatabase } from '../src/database/scratch-database.js';
import { PasswordHasher } from '../src/users/password-hasher.js';
import { adminToken } from './factories/users.factory.js';
import { docBody } from './factories/docs.factory.js';
import { ADMIN, startTestApp, type TestApp } from './support/app.js';
import {
  createSharedTestDatabase,
  staleSortKeys,
  testDialect,
} from './support/database.js';
import {
  checkListSchema,
  matches,
  parseSearch,
  type SearchTerm,
  valuePairs,
  valuePairsMatch,
} from '#libs/lists/index.js';

const dialect = testDialect();

/** The migration that added the list counters and the search index to databases holding data. */
const LIST_INDEXES = 'ListIndexes1795611013937';

const DOCS = 100_000;
const LESSONS = 500;
/** Twenty tags, three per doc: `sql` is on 15 % of docs. */
const TAGS = ['sql', ...Array.from({ length: 19 }, (_, i) => `tag-${i + 1}`)];

// Seeding 100,000 docs and migrating them takes seconds; the machine may be shared.
jest.setTimeout(120_000);

/** `(…), (…)`: placeholders for `rows` rows of `width` values. */
function values(rows: number, width: number): string {
  let n = 0;
  const next = dialect === 'postgres' ? () => `$${++n}` : () => '?';
  return Array.from(
    { length: rows },
    () => `(${Array.from({ length: width }, next).join(', ')})`,
  ).join(', ');
}

/** Multi-row INSERTs, each below SQLite's 32,766 parameters. */
async function insert(
  manager: EntityManager,
  table: string,
  columns: string[],
  rows: unknown[][],
): Promise<void> {
  const batch = Math.floor(30_000 / columns.length);
  for (let first = 0; first < rows.length; first += batch) {
    const chunk = rows.slice(first, first + batch);
    await manager.query(
      `INSERT INTO "${table}" (${columns.map((column) => `"${column}"`).join(', ')}) VALUES ${values(chunk.length, columns.length)}`,
      chunk.flat(),
    );
  }
}

/** TypeORM's datetime text (UTC), which PostgreSQL reads as a timestamp too. */
const sqlTime = (ms: number) =>
  new Date(ms).toISOString().replace('T', ' ').replace('Z', '');

/**
 * Rows as the application wrote them before ListIndexes: the admin of the tests (a database with
 * users gets none at start), ten authors and three readers; docs with three tags each, "replica" in one description in four; lessons of four
 * docs out of the first hundred.
 */
async function seed(manager: EntityManager): Promise<void> {
  const start = Date.UTC(2026, 0, 1);
  const at = sqlTime(start);
  const user = (role: string, pseudo: string, email: string, hash = 'x') => [
    randomUUID(),
    email,
    pseudo,
    pseudo.toLowerCase(),
    role,
    hash,
    at,
    at,
  ];
  const admin = user(
    'admin',
    ADMIN.pseudo,
    ADMIN.email,
    await new PasswordHasher().hash(ADMIN.password),
  );
  const authors = Array.from({ length: 10 }, (_, i) =>
    user('author', `author-${i}`, `author-${i}@test.local`),
  );
  const readers = Array.from({ length: 3 }, (_, i) =>
    user('reader', `reader-${i}`, `reader-${i}@test.local`),
  );
  const users = [admin, ...authors, ...readers];
  await insert(
    manager,
    'users',
    [
      'id',
      'email',
      'pseudo',
      'pseudo_key',
      'role',
      'password_hash',
      'created_at',
      'updated_at',
    ],
    users,
  );

  const docs: unknown[][] = [];
  const docTags: unknown[][] = [];
  // Ids ascending with creation, as time-ordered ones would be: the indexes fill in order, fast.
  const sortedIds = Array.from({ length: DOCS }, () => randomUUID()).sort();
  for (let i = 0; i < DOCS; i++) {
    const id = sortedIds[i];
    // Offsets 0, 1–7 and 8–18: three distinct tags.
    const tags = [0, 1 + (i % 7), 8 + (i % 11)].map(
      (offset) => TAGS[(i + offset) % TAGS.length],
    );
    const created = sqlTime(start + i * 1000);
    docs.push([
      id,
      `Doc ${i}: ${tags.join(', ')}`,
      `Seeded doc number ${i}.${i % 4 === 0 ? ' Read from a replica.' : ''}`,
      authors[i % authors.length][0],
      created,
      created,
      1,
      JSON.stringify(tags),
      `Content of doc ${i}.`,
      `seed-${i}`,
    ]);
    for (const tag of tags) docTags.push([id, tag]);
  }
  await insert(
    manager,
    'docs',
    [
      'id',
      'title',
      'description',
      'author_id',
      'created_at',
      'updated_at',
      'version',
      'tags',
      'content',
      'reference',
    ],
    docs,
  );
  await insert(manager, 'doc_tags', ['doc_id', 'tag'], docTags);

  const lessons: unknown[][] = [];
  const lessonDocs: unknown[][] = [];
  for (let j = 0; j < LESSONS; j++) {
    const id = randomUUID();
    const docIds = [0, 25, 50, 75].map(
      (offset) => sortedIds[(j * 3 + offset) % 100],
    );
    lessons.push([
      id,
      `Lesson ${j}`,
      '',
      authors[j % 4][0],
      at,
      at,
      1,
      // PostgreSQL's uuid keys took ids in upper case, which doc_ids then kept as given.
      JSON.stringify(
        dialect === 'postgres' && j === 0
          ? docIds.map((docId) => docId.toUpperCase())
          : docIds,
      ),
    ]);
    docIds.forEach((docId, position) => lessonDocs.push([id, position, docId]));
  }
  await insert(
    manager,
    'lessons',
    [
      'id',
      'title',
      'description',
      'author_id',
      'created_at',
      'updated_at',
      'version',
      'doc_ids',
    ],
    lessons,
  );
  await insert(
    manager,
    'lesson_docs',
    ['lesson_id', 'position', 'doc_id'],
    lessonDocs,
  );
}

/** Every counter the lists read, as COUNT(*) finds it. */
const REAL_COUNTS = [
  `SELECT 'docs' AS name, COUNT(*) AS n FROM docs`,
  `SELECT 'lessons', COUNT(*) FROM lessons`,
  `SELECT 'users', COUNT(*) FROM users`,
  `SELECT 'docs.authorId:' || author_id, COUNT(*) FROM docs GROUP BY author_id`,
  `SELECT 'docs.tag:' || tag, COUNT(*) FROM doc_tags GROUP BY tag`,
  `SELECT 'lessons.authorId:' || author_id, COUNT(*) FROM lessons GROUP BY author_id`,
  `SELECT 'lessons.docId:' || doc_id, COUNT(*) FROM lesson_docs GROUP BY doc_id`,
  `SELECT 'users.role:' || role, COUNT(*) FROM users GROUP BY role`,
].join(' UNION ALL ');

/** `q`'s words, each a prefix of a word, as this file's queries of the index write them. */
type Words = string[];

describe(`migrations on a populated ${dialect} database (#16)`, () => {
  let database: ScratchDatabase;
  let t: TestApp;
  let dataSource: DataSource;
  let token: string;

  beforeAll(async () => {
    // The app's own start opens the database again.
    database = await createSharedTestDatabase();
    const options = databaseOptions(database.url);
    const migrations = options.migrations as (new () => MigrationInterface)[];
    const index = migrationNames(dialect).indexOf(LIST_INDEXES);
    if (index < 0) throw new Error(`no migration ${LIST_INDEXES}`);
    const before = await new DataSource({
      ...options,
      migrations: migrations.slice(0, index),
    }).initialize();
    try {
      await before.runMigrations();
      await before.transaction(seed);
    } finally {
      await before.destroy();
    }
    // The rest, ListIndexes first, as every start applies them.
    t = await startTestApp({ DATABASE_URL: database.url });
    dataSource = t.app.get(DataSource);
    token = await adminToken(t.http);
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  /** `{ name: n }` of rows `name, n`. */
  const tally = async (sql: string) =>
    Object.fromEntries(
      (await dataSource.query<{ name: string; n: number | string }[]>(sql)).map(
        ({ name, n }) => [name, Number(n)],
      ),
    );
  const counters = () =>
    tally(
      'SELECT name, SUM(count) AS n FROM row_counts GROUP BY name HAVING SUM(count) <> 0',
    );
  const realCounts = () => tally(REAL_COUNTS);
  const ids = async (sql: string) =>
    (await dataSource.query<{ id: string }[]>(sql)).map(({ id }) => id).sort();
  const get = (url: string) => t.http.get(url).auth(token, { type: 'bearer' });

  it('applied every migration at start-up', async () => {
    const applied = await dataSource.query<{ name: string }[]>(
      'SELECT name FROM migrations ORDER BY id',
    );
    expect(applied.map(({ name }) => name)).toEqual(migrationNames(dialect));
  });

  it('counts docs, per tag, per author, lesson docs and roles exactly in row_counts', async () => {
    const real = await realCounts();
    expect(real).toMatchObject({ docs: DOCS, lessons: LESSONS, users: 14 });
    expect(await counters()).toEqual(real);
  });

  it('holds every trigger, index and search table the declared lists need, whatever the migrations rebuilt', async () => {
    expect(await checkListSchema(dataSource)).toEqual([]);
  });

  /** The docs the index of q finds for `words` (each a prefix), read through its own index. */
  const indexedIds = (words: Words) =>
    dialect === 'postgres'
      ? dataSource.transaction(async (manager) => {
          await manager.query('SET LOCAL enable_seqscan = off');
          const sql = `SELECT id FROM lists_docs_search WHERE document @@ to_tsquery('simple', '${words.map((word) => `${word}:*`).join(' & ')}')`;
          const plan = JSON.stringify(await manager.query(`EXPLAIN ${sql}`));
          expect(plan).toContain('lists_docs_search_document');
          return (await manager.query<{ id: string }[]>(sql))
            .map(({ id }) => id)
            .sort();
        })
      : ids(
          `SELECT id FROM docs WHERE rowid IN (SELECT rowid FROM lists_docs_search WHERE lists_docs_search MATCH '${words.map((word) => `"${word}"*`).join(' AND ')}')`,
        );
  /** The docs whose searched fields `matches()` (the reference of q) holds to `q`, every row read. */
  const scannedIds = async (q: string) => {
    const terms = (parseSearch(q) as { terms: SearchTerm[] }).terms;
    const rows = await dataSource.query<
      {
        id: string;
        title: string;
        description: string;
        tags: string;
        content: string;
      }[]
    >('SELECT id, title, description, tags, content FROM docs');
    return rows
      .filter(({ title, description, tags, content }) =>
        matches(terms, [
          title,
          description,
          (JSON.parse(tags) as string[]).join(' '),
          content,
        ]),
      )
      .map(({ id }) => id)
      .sort();
  };

  it.each([
    // `doc` begins a word of every doc; `1234` begins the numbers 1234 and 12340 to 12349.
    ['two words, one of them rare', 'doc 1234', 11],
    ['a common word', 'replica', DOCS / 4],
  ])(
    'has an index of q, filled by the migration, that finds %s (%s) as a scan by matches() does',
    async (_, q, count) => {
      const indexed = await indexedIds(q.split(' '));
      const scanned = await scannedIds(q);
      expect(scanned).toHaveLength(count);
      expect(indexed).toEqual(scanned);
    },
  );

  it("copies each doc's and lesson's sort keys to its doc_tags and lesson_docs rows", async () => {
    expect(await staleSortKeys(dataSource)).toEqual([]);
  });

  it('has a tag pair index that finds the docs of two tags as doc_tags does', async () => {
    const pair = ['tag-1', 'tag-8'];
    const indexed =
      dialect === 'postgres'
        ? await dataSource.transaction(async (manager) => {
            await manager.query('SET LOCAL enable_seqscan = off');
            const sql = `SELECT id FROM docs WHERE lists_docs_tag_pairs(CAST(tags AS jsonb)) @> ARRAY['${valuePairs(pair)[0]}']`;
            const plan = JSON.stringify(await manager.query(`EXPLAIN ${sql}`));
            expect(plan).toContain('lists_docs_tag_pairs');
            return (await manager.query<{ id: string }[]>(sql))
              .map(({ id }) => id)
              .sort();
          })
        : await ids(
            `SELECT id FROM docs WHERE rowid IN (SELECT rowid FROM lists_docs_tag_pairs WHERE lists_docs_tag_pairs MATCH '${valuePairsMatch(pair)}')`,
          );
    const expected = await ids(
      `SELECT doc_id AS id FROM doc_tags WHERE tag IN ('tag-1', 'tag-8') GROUP BY doc_id HAVING COUNT(*) = 2`,
    );
    expect(expected.length).toBeGreaterThan(1000);
    expect(indexed).toEqual(expected);
  });

  it("keeps every lesson's doc ids in lower case, as a list by docId checks them", async () => {
    const [{ n }] = await dataSource.query<{ n: number | string }[]>(
      'SELECT COUNT(*) AS n FROM lessons WHERE doc_ids <> lower(doc_ids)',
    );
    expect(Number(n)).toBe(0);
  });

  it('serves GET /docs with the count of every doc', async () => {
    const res = await get('/api/v1/docs').expect(200);
    expect(res.headers['x-total-count']).toBe(String(DOCS));
    expect(res.body).toHaveLength(20);
  });

  it('serves a tag list with its count', async () => {
    const [{ n }] = await dataSource.query<{ n: number | string }[]>(
      `SELECT COUNT(*) AS n FROM doc_tags WHERE tag = 'sql'`,
    );
    const res = await get('/api/v1/docs?tag=sql&limit=100').expect(200);
    expect(res.headers['x-total-count']).toBe(String(n));
    expect(res.body).toHaveLength(100);
    for (const doc of res.body as { tags: string[] }[])
      expect(doc.tags).toContain('sql');
  });

  it('serves a q search, counted in the order of relevance', async () => {
    const res = await get('/api/v1/docs?q=doc%201234&limit=100').expect(200);
    expect((res.body as { id: string }[]).map(({ id }) => id).sort()).toEqual(
      await scannedIds('doc 1234'),
    );
    expect(res.headers['x-total-count']).toBe('11');
    expect(res.headers['search-ranked-only']).toBeUndefined();
  });

  it('ranks only the newest 1000 matches of a common word, and says so; a sort walks them all', async () => {
    const ranked = await get('/api/v1/docs?q=replica&limit=100').expect(200);
    expect(ranked.headers['search-ranked-only']).toBe('1000');
    expect(ranked.headers['x-total-count']).toBeUndefined();
    const newest = await ids(
      `SELECT id FROM docs WHERE description LIKE '%replica%' ORDER BY created_at DESC LIMIT 1000`,
    );
    const listed = (ranked.body as { id: string }[]).map(({ id }) => id);
    expect(listed).toHaveLength(100);
    expect(listed.filter((id) => !newest.includes(id))).toEqual([]);
    const sorted = await get(
      '/api/v1/docs?q=replica&sort=createdAt&limit=3',
    ).expect(200);
    expect(sorted.headers['search-ranked-only']).toBeUndefined();
    expect(
      (sorted.body as { title: string }[]).map(({ title }) => title),
    ).toEqual(
      [0, 4, 8].map((i) => expect.stringMatching(new RegExp(`^Doc ${i}:`))),
    );
  });

  it('creates a doc that the counters and the search index see at once', async () => {
    const created = await t.http
      .post('/api/v1/docs')
      .auth(token, { type: 'bearer' })
      .send(
        docBody({
          title: 'Zebra crossing after the migration',
          tags: ['sql', 'migrated'],
        }),
      )
      .expect(201);
    const all = await get('/api/v1/docs?limit=1').expect(200);
    expect(all.headers['x-total-count']).toBe(String(DOCS + 1));
    const tagged = await get('/api/v1/docs?tag=migrated').expect(200);
    expect(tagged.headers['x-total-count']).toBe('1');
    const found = await get('/api/v1/docs?q=zebra%20crossing').expect(200);
    expect((found.body as { id: string }[]).map(({ id }) => id)).toEqual([
      created.body.id,
    ]);
    expect(await counters()).toEqual(await realCounts());
  });
});
