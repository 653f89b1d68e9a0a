import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * The bench's own SQL access (seed and bare servers), the same on both databases: `?`
 * placeholders, rows as objects. As in the application, SQLite has one connection and its
 * transactions run one after the other; PostgreSQL has a pool of 10 (pg's default, TypeORM's too).
 * `sqliteFunctions`: the list engine's (its triggers call them), from the build.
 */
export function openDatabase(url, sqliteFunctions) {
  return url.startsWith('postgres')
    ? openPostgres(url)
    : openSqlite(url.slice('sqlite:'.length), sqliteFunctions);
}

function openSqlite(file, sqliteFunctions) {
  const db = new Database(file, { timeout: 5000 });
  sqliteFunctions(db);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  const statements = new Map();
  const run = (sql, params = []) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    if (statement.reader) return statement.all(params);
    statement.run(params);
    return [];
  };
  const query = async (sql, params) => run(sql, params);
  let tail = Promise.resolve();
  return {
    dialect: 'sqlite',
    query,
    transaction(work) {
      const result = tail.then(async () => {
        run('BEGIN');
        try {
          const value = await work(query);
          run('COMMIT');
          return value;
        } catch (error) {
          run('ROLLBACK');
          throw error;
        }
      });
      tail = result.catch(() => undefined);
      return result;
    },
    close: async () => db.close(),
  };
}

const numbered = (sql) => {
  let index = 0;
  return sql.replace(/\?/g, () => `$${++index}`);
};

function openPostgres(url) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const on = (client) => async (sql, params) =>
    (await client.query(numbered(sql), params)).rows;
  return {
    dialect: 'postgres',
    query: on(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const value = await work(on(client));
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** TypeORM's datetime text on SQLite (UTC); PostgreSQL reads the same text as a timestamp. */
export const sqlTime = (date) =>
  date.toISOString().replace('T', ' ').replace('Z', '');

export const SEED_TAGS = [
  'sql',
  'http',
  'rest',
  'auth',
  'testing',
  'nestjs',
  'node',
  'typescript',
  'postgres',
  'sqlite',
  'cache',
  'queue',
  'security',
  'design',
  'ops',
  'metrics',
  'logging',
  'docker',
  'git',
  'api',
];

/** Tags each on about 0.01 % of the seeded docs (`rare tag` route). */
export const RARE_TAGS = ['rare-1', 'rare-2', 'rare-3', 'rare-4', 'rare-5'];

/**
 * Tags each on about 0.3 % of the seeded docs (`tag on 0.3 %` route): at a million docs, about
 * the size at which a tag's page costs the most, read and sorted or walked alike (ADR 0301).
 */
export const MID_TAGS = ['mid-1', 'mid-2', 'mid-3', 'mid-4', 'mid-5'];

/**
 * Pairs of common tags (each on ~15 % of docs) found together on about 0.01 % of them only:
 * the three tags of a doc are never 10 apart in SEED_TAGS but on these (`two tags, rare pair`).
 */
export const RARE_PAIRS = [0, 1, 2, 3, 4].map((k) => [
  SEED_TAGS[k],
  SEED_TAGS[k + 10],
]);

const PARAGRAPH =
  'A query reads rows from tables; an index lets it find them without reading every row. ' +
  'Joins combine tables on a key, and a transaction makes several writes one. ' +
  'Each write goes to the log first; a standby that stays ahead serves reads. ' +
  'Good schemas grow with the data, and graphs of the load guide the tuning. ';

/** Words each in one seeded doc in 5,000 (0.02 %), in its content: `q, a rare word`. */
export const RARE_WORDS = ['zephyr', 'quokka', 'nebula', 'fjord', 'obelisk'];

/** Words each in one seeded doc in 10 (`i % 10` is the word's index), in its content: `q, a common word`. */
export const COMMON_WORDS = ['kernel', 'socket', 'thread', 'cursor', 'buffer'];

/** A phrase in one seeded doc in 20, in its content; its words are elsewhere in every doc apart. */
export const PHRASE = 'write ahead log';

/** A word in the oldest ninth of the seeded docs only: far down the default order. */
export const OLD_WORD = 'archaic';

/** The content of seeded doc `i` of `count`: ~1.3 KB, with the words above where they belong. */
function seedContent(i, count) {
  const extra = [
    COMMON_WORDS[i % 10],
    i % 5000 === 2500 && RARE_WORDS[Math.floor(i / 5000) % RARE_WORDS.length],
    i % 20 === 3 && PHRASE,
    i < count / 9 && OLD_WORD,
  ].filter(Boolean);
  return `${PARAGRAPH.repeat(4)}Notes: ${extra.join('; ')}.`;
}

/**
 * Tags of the seeded doc `i`: three common ones, on 1 doc in 1,000 a rare tag or a rare pair,
 * and on 1 in 67 a tag of MID_TAGS.
 */
function seedTags(i) {
  // Three distinct tags for every i; each tag is on about 3/20 of the docs.
  const tags = [0, 7, 13].map(
    (step) => SEED_TAGS[(i + step * (1 + (i % 3))) % SEED_TAGS.length],
  );
  const turn = Math.floor(i / 2000);
  if (i % 2000 === 1000) tags.push(RARE_TAGS[turn % RARE_TAGS.length]);
  if (i % 2000 === 1500)
    for (const tag of RARE_PAIRS[turn % RARE_PAIRS.length])
      if (!tags.includes(tag)) tags.push(tag);
  if (i % 67 === 33) tags.push(MID_TAGS[Math.floor(i / 67) % MID_TAGS.length]);
  return tags;
}

/**
 * `count` docs written straight to the tables (rows as the application writes them; its triggers
 * keep the counters, the search index and `doc_tags`, whose rows are also written here for a
 * build without that trigger, as `--against` may run; the trigger's rows win), by the `authorIds` in turn, three tags each (see
 * `seedTags`), a unique reference (`<prefix>-<i>`), the word "replica" in the description
 * of one in four, and the words of `seedContent` in its content.
 */
export async function seedDocs(
  db,
  { count, authorIds, onBatch, prefix = 'seed' },
) {
  const start = Date.now() - count * 1000;
  const ids = [];
  await inBatches(db, count, onBatch, (i, insert) => {
    const id = randomUUID();
    const docTags = seedTags(i);
    const at = sqlTime(new Date(start + i * 1000));
    const title = `Doc ${i}: ${docTags.join(', ')}`;
    insert.docs.push([
      id,
      title,
      `Seeded doc number ${i}, about ${docTags.join(' and ')}.${i % 4 === 0 ? ' Read from a replica.' : ''}`,
      authorIds[i % authorIds.length],
      at,
      at,
      1,
      JSON.stringify(docTags),
      seedContent(i, count),
      `${prefix}-${i}`,
    ]);
    for (const tag of docTags) insert.doc_tags.push([id, tag, at, at, title]);
    ids.push(id);
  });
  return ids;
}

/** Lessons of 1 in 100 (`i % 100 === 0`) also hold this doc: a doc in many lessons. */
export const POPULAR_DOC = 0;

/** Lessons of 1 in 333 (`i % 333 === 50`) also hold this doc: in 0.3 % of lessons (see MID_TAGS). */
export const MIDDLING_DOC = 1;

/**
 * `count` lessons written straight to the tables, as `seedDocs` does docs (`lesson_docs` as
 * `doc_tags`): by the `authorIds` in turn, each with three docs of `docIds` in `lesson_docs` (every doc in three lessons when
 * `count` is their number), `docIds[POPULAR_DOC]` too in one lesson in 100 and
 * `docIds[MIDDLING_DOC]` in one in 333, a title
 * `Lesson <i>: …`, and the word "replica" in the description of one in four.
 */
export async function seedLessons(db, { count, docIds, authorIds, onBatch }) {
  const start = Date.now() - count * 1000;
  const ids = [];
  await inBatches(db, count, onBatch, (i, insert) => {
    const id = randomUUID();
    const lessonDocs = [0, 1, 2].map(
      (k) => docIds[(3 * i + k) % docIds.length],
    );
    if (i % 100 === 0 && !lessonDocs.includes(docIds[POPULAR_DOC]))
      lessonDocs.push(docIds[POPULAR_DOC]);
    if (i % 333 === 50 && !lessonDocs.includes(docIds[MIDDLING_DOC]))
      lessonDocs.push(docIds[MIDDLING_DOC]);
    const topics = [i, i + 7].map((n) => SEED_TAGS[n % SEED_TAGS.length]);
    const at = sqlTime(new Date(start + i * 1000));
    const title = `Lesson ${i}: ${topics.join(', ')}`;
    insert.lessons.push([
      id,
      title,
      `Seeded lesson number ${i}, on ${topics.join(' and ')}.${i % 4 === 0 ? ' Read from a replica.' : ''}`,
      authorIds[i % authorIds.length],
      at,
      at,
      1,
      JSON.stringify(lessonDocs),
    ]);
    lessonDocs.forEach((docId, position) =>
      insert.lesson_docs.push([id, position, docId, at, at, title]),
    );
    ids.push(id);
  });
  return ids;
}

/** The role of the seeded user `i`: an admin in 1,000, an author in 5, else a reader. */
export const seedRole = (i) =>
  i % 1000 === 0 ? 'admin' : i % 5 === 0 ? 'author' : 'reader';

/**
 * `count` users written straight to the table (emails and pseudos as the application stores them,
 * `seeded<i>@bench.local`, roles by `seedRole`), all with the one `passwordHash`.
 */
export async function seedUsers(db, { count, passwordHash, onBatch }) {
  const start = Date.now() - count * 1000;
  await inBatches(db, count, onBatch, (i, insert) => {
    const at = sqlTime(new Date(start + i * 1000));
    insert.users.push([
      randomUUID(),
      `seeded${i}@bench.local`,
      `Seeded${i}`,
      `seeded${i}`,
      seedRole(i),
      passwordHash,
      at,
      at,
    ]);
  });
}

/** The columns the seeds write, per table, in the order of their rows. */
const COLUMNS = {
  docs: 'id, title, description, author_id, created_at, updated_at, version, tags, content, reference',
  doc_tags: 'doc_id, tag, created_at, updated_at, title',
  lessons:
    'id, title, description, author_id, created_at, updated_at, version, doc_ids',
  lesson_docs: 'lesson_id, position, doc_id, created_at, updated_at, title',
  users:
    'id, email, pseudo, pseudo_key, role, password_hash, created_at, updated_at',
  events:
    'seq, tx, type, occurred_at, resource_id, resource_version, actor_id, data',
};

/** Far above what the API's own events take (`events_seq`, or SQLite's largest plus one). */
const SEEDED_EVENT_SEQ = 10n ** 12n;

/**
 * `count` events, the oldest of the feed (ADR 0413: `tx` 1 is older than any transaction on
 * PostgreSQL, SQLite's is 0), one in ten `user.updated`, the others `doc.updated`, each with
 * ~300 bytes of `data`. Answers the public id of the `i`th.
 */
export async function seedEvents(db, { count, onBatch }) {
  const tx = db.dialect === 'sqlite' ? 0n : 1n;
  const start = Date.now() - count * 1000;
  const data = JSON.stringify({
    title: 'Seeded',
    description: 'x'.repeat(280),
  });
  await inBatches(db, count, onBatch, (i, insert) => {
    const user = i % 10 === 9;
    insert.events.push([
      String(SEEDED_EVENT_SEQ + BigInt(i)),
      String(tx),
      user ? 'user.updated' : 'doc.updated',
      sqlTime(new Date(start + i * 1000)),
      randomUUID(),
      user ? null : 2,
      null,
      data,
    ]);
  });
  const hex = (n) => n.toString(16).padStart(16, '0');
  return (i) => hex(tx) + hex(SEEDED_EVENT_SEQ + BigInt(i));
}

/** Tables whose last columns, their row's sort keys (ADR 0306, 0307), an older build's schema lacks, from the first added on. */
const COPIED_KEYS = {
  doc_tags: ['created_at', 'updated_at', 'title'],
  lesson_docs: ['created_at', 'updated_at', 'title'],
};

/** `COLUMNS` as the database's schema has them, and how many of each table's values to keep. */
async function columnsOf(db) {
  const has = async (table, column) =>
    (
      await db.query(
        db.dialect === 'sqlite'
          ? `SELECT 1 FROM pragma_table_info('${table}') WHERE name = '${column}'`
          : `SELECT 1 FROM information_schema.columns WHERE table_name = '${table}' AND column_name = '${column}'`,
      )
    ).length > 0;
  const schema = {};
  for (const [table, columns] of Object.entries(COLUMNS)) {
    const all = columns.split(', ');
    let missing = 0;
    for (const column of COPIED_KEYS[table] ?? [])
      if (!(await has(table, column))) missing += 1;
    const kept = all.slice(0, all.length - missing);
    schema[table] = { columns: kept.join(', '), keep: kept.length };
  }
  return schema;
}

/**
 * Rows `0 … count - 1`, made by `make(i, insert)` (which pushes rows to `insert[table]`) and
 * written 500 at a time, one transaction per batch, in the order of `COLUMNS`.
 */
async function inBatches(db, count, onBatch, make) {
  const batch = 500;
  const schema = await columnsOf(db);
  for (let first = 0; first < count; first += batch) {
    const insert = Object.fromEntries(
      Object.keys(COLUMNS).map((table) => [table, []]),
    );
    for (let i = first; i < Math.min(count, first + batch); i++)
      make(i, insert);
    await db.transaction(async (query) => {
      for (const [table, made] of Object.entries(insert)) {
        if (made.length === 0) continue;
        const { columns, keep } = schema[table];
        const rows = made.map((row) => row.slice(0, keep));
        await query(
          `INSERT INTO ${table} (${columns}) VALUES ${placeholders(rows.length, rows[0].length)}${table === 'doc_tags' || table === 'lesson_docs' ? ' ON CONFLICT DO NOTHING' : ''}`,
          rows.flat(),
        );
      }
    });
    onBatch?.(Math.min(count, first + batch));
  }
}

const placeholders = (count, width) =>
  Array.from(
    { length: count },
    () => `(${Array.from({ length: width }, () => '?').join(', ')})`,
  ).join(', ');
