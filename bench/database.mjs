import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * The bench's own SQL access (seed and bare servers), the same on both databases: `?`
 * placeholders, rows as objects. As in the application, SQLite has one connection and its
 * transactions run one after the other; PostgreSQL has a pool of 10 (pg's default, TypeORM's too).
 */
export function openDatabase(url) {
  return url.startsWith('postgres')
    ? openPostgres(url)
    : openSqlite(url.slice('sqlite:'.length));
}

function openSqlite(file) {
  const db = new Database(file, { timeout: 5000 });
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

const PARAGRAPH =
  'A query reads rows from tables; an index lets it find them without reading every row. ' +
  'Joins combine tables on a key, and a transaction makes several writes one. ';

/**
 * `count` docs written straight to the tables (rows as the application writes them; its triggers
 * keep the counters and the search index), by the `authorIds` in turn, three tags each, a unique
 * reference, and the word "replica" in the description of one in four.
 */
export async function seedDocs(db, { count, authorIds, onBatch }) {
  const batch = 500;
  const start = Date.now() - count * 1000;
  const ids = [];
  for (let first = 0; first < count; first += batch) {
    const docs = [];
    const tags = [];
    for (let i = first; i < Math.min(count, first + batch); i++) {
      const id = randomUUID();
      // Three distinct tags for every i; each tag is on about 3/20 of the docs.
      const docTags = [0, 7, 13].map(
        (step) => SEED_TAGS[(i + step * (1 + (i % 3))) % SEED_TAGS.length],
      );
      const at = sqlTime(new Date(start + i * 1000));
      docs.push(
        id,
        `Doc ${i}: ${docTags.join(', ')}`,
        `Seeded doc number ${i}, about ${docTags.join(' and ')}.${i % 4 === 0 ? ' Read from a replica.' : ''}`,
        authorIds[i % authorIds.length],
        at,
        at,
        1,
        JSON.stringify(docTags),
        PARAGRAPH.repeat(4),
        `seed-${i}`,
      );
      for (const tag of docTags) tags.push(id, tag);
      ids.push(id);
    }
    await db.transaction(async (query) => {
      await query(
        `INSERT INTO docs (id, title, description, author_id, created_at, updated_at, version, tags, content, reference) VALUES ${rows(docs.length / 10, 10)}`,
        docs,
      );
      await query(
        `INSERT INTO doc_tags (doc_id, tag) VALUES ${rows(tags.length / 2, 2)}`,
        tags,
      );
    });
    onBatch?.(Math.min(count, first + batch));
  }
  return ids;
}

const rows = (count, width) =>
  Array.from(
    { length: count },
    () => `(${Array.from({ length: width }, () => '?').join(', ')})`,
  ).join(', ');
