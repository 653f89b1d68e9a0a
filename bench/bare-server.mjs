// The baseline: bare Fastify answering the benchmarked routes with the same JSON as the API, doing
// the work the contract requires and nothing else (no Nest, ORM, validation classes, logging or
// extra headers). Started by bench.mjs with PORT, DATABASE_URL, JWT_SECRET and VERSION_JSON.
import argon2 from 'argon2';
import Fastify from 'fastify';
import jwt from 'jsonwebtoken';
import {
  createHash,
  createSecretKey,
  randomBytes,
  randomUUID,
} from 'node:crypto';
import { openDatabase, sqlTime } from './database.mjs';

const { sqliteFunctions } = await import('../dist/libs/lists/index.js');
const db = openDatabase(process.env.DATABASE_URL, sqliteFunctions);
const key = createSecretKey(Buffer.from(process.env.JWT_SECRET));
const TOKENS = { issuer: 'syllabus', audience: 'syllabus-api' };
// The API's checks, with the same library and key; no cache of verified tokens (the API keeps one).
function verify(token) {
  const claims = jwt.verify(token, key, {
    ...TOKENS,
    algorithms: ['HS256'],
    clockTolerance: 5,
  });
  if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string')
    throw new Error('missing claims');
  return claims;
}
const sign = (claims) =>
  jwt.sign(claims, key, { ...TOKENS, algorithm: 'HS256', expiresIn: 900 });

const SUMMARY_COLUMNS =
  'id, title, description, author_id, created_at, updated_at, version, reference, tags';
/** The same columns of `docs` in a join. */
const ALONG_COLUMNS = SUMMARY_COLUMNS.split(', ')
  .map((column) => `docs.${column}`)
  .join(', ');
const DOC_COLUMNS = `${SUMMARY_COLUMNS}, content`;

// SQLite keeps TypeORM's UTC text, PostgreSQL's driver gives a Date.
const isoDate = (value) =>
  value instanceof Date ? value : `${value.replace(' ', 'T')}Z`;

const docOf = (row) => ({
  id: row.id,
  authorId: row.author_id,
  createdAt: isoDate(row.created_at),
  updatedAt: isoDate(row.updated_at),
  version: row.version,
  title: row.title,
  description: row.description,
  reference: row.reference,
  tags: JSON.parse(row.tags),
  ...(row.content !== undefined && { content: row.content }),
});

const fastify = Fastify();

/** The bearer token's user, if the token is valid and the user still exists (as the API's JWT guard). */
async function caller(request, reply) {
  const header = request.headers.authorization ?? '';
  let claims;
  try {
    claims = verify(header.slice('Bearer '.length));
  } catch {
    return reply.code(401).send({ status: 401 });
  }
  const [user] = await db.query('SELECT role FROM users WHERE id = ?', [
    claims.sub,
  ]);
  if (!user) return reply.code(401).send({ status: 401 });
  request.user = { id: claims.sub, role: user.role };
}

const version = JSON.parse(process.env.VERSION_JSON);
fastify.get('/api/v1/version', async () => version);

fastify.get(
  '/api/v1/docs/:id',
  { preHandler: caller },
  async (request, reply) => {
    const [row] = await db.query(
      `SELECT ${DOC_COLUMNS} FROM docs WHERE id = ?`,
      [request.params.id],
    );
    if (!row) return reply.code(404).send({ status: 404 });
    reply.header('etag', `"${row.version}"`);
    return docOf(row);
  },
);

fastify.get('/api/v1/docs', { preHandler: caller }, async (request, reply) => {
  const tags = [request.query.tag].flat();
  const limit = Number(request.query.limit ?? 20);
  // As the API: one tag's docs walked along its created_at index (ADR 0306); several tags, each
  // row's own tags checked while walking the created_at index (ADR 0302); a counter for one tag.
  const walk = (where) =>
    `SELECT ${SUMMARY_COLUMNS} FROM docs WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ${limit + 1}`;
  const [sql, params] =
    tags.length === 1
      ? [
          `SELECT ${ALONG_COLUMNS} FROM docs INNER JOIN doc_tags along ON along.doc_id = docs.id AND along.tag = ? ORDER BY along.created_at DESC, along.doc_id DESC LIMIT ${limit + 1}`,
          tags,
        ]
      : db.dialect === 'sqlite'
        ? [
            walk(
              tags
                .map(
                  () =>
                    'EXISTS (SELECT 1 FROM json_each(docs.tags) WHERE value = ?)',
                )
                .join(' AND '),
            ),
            tags,
          ]
        : [
            walk(
              '(SELECT 1 WHERE CAST(docs.tags AS jsonb) @> CAST(? AS jsonb)) IS NOT NULL',
            ),
            [JSON.stringify(tags)],
          ];
  const rows = await db.query(sql, params);
  if (tags.length === 1) {
    const [{ total }] = await db.query(
      'SELECT COALESCE(SUM(count), 0) AS total FROM row_counts WHERE name = ?',
      [`docs.tag:${tags[0]}`],
    );
    reply.header('x-total-count', String(total));
  }
  reply.header('link', `<${request.url}&page=1>; rel="first"`);
  return rows
    .slice(0, limit)
    .map(({ content: _content, ...row }) => docOf(row));
});

const docBody = {
  type: 'object',
  additionalProperties: false,
  required: ['title'],
  properties: {
    title: { type: 'string', minLength: 1, maxLength: 200 },
    description: { type: 'string', maxLength: 2000 },
    tags: {
      type: 'array',
      maxItems: 20,
      uniqueItems: true,
      items: { type: 'string', minLength: 1, maxLength: 40 },
    },
    content: { type: 'string' },
  },
};

fastify.post(
  '/api/v1/docs',
  { preHandler: caller, schema: { body: docBody } },
  async (request, reply) => {
    if (request.user.role === 'reader')
      return reply.code(403).send({ status: 403 });
    const { title, description = '', tags = [], content = '' } = request.body;
    const at = sqlTime(new Date());
    const row = {
      id: randomUUID(),
      title,
      description,
      author_id: request.user.id,
      created_at: at,
      updated_at: at,
      version: 1,
      reference: null,
      tags: JSON.stringify(tags),
      content,
    };
    // The database's triggers write the doc's `doc_tags` rows.
    await db.query(
      `INSERT INTO docs (${DOC_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      Object.values(row),
    );
    reply.code(201).header('location', `/api/v1/docs/${row.id}`);
    return docOf(row);
  },
);

fastify.post('/api/v1/auth/token', async (request, reply) => {
  const { email, password } = request.body;
  const [user] = await db.query(
    'SELECT id, role, password_hash FROM users WHERE email = ?',
    [email.toLowerCase()],
  );
  if (!user || !(await argon2.verify(user.password_hash, password)))
    return reply.code(401).send({ status: 401 });
  const secret = randomBytes(32).toString('base64url');
  const sessionId = randomUUID();
  const now = new Date();
  await db.transaction((query) =>
    query(
      'INSERT INTO sessions (id, user_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
      [
        sessionId,
        user.id,
        createHash('sha256').update(secret).digest('hex'),
        sqlTime(now),
        sqlTime(new Date(now.getTime() + 30 * 24 * 3600 * 1000)),
      ],
    ),
  );
  const token = sign({ sub: user.id, role: user.role, sid: sessionId });
  return {
    token,
    tokenType: 'Bearer',
    expiresIn: 900,
    refreshToken: `${sessionId}.${secret}`,
  };
});

process.once('SIGTERM', async () => {
  await fastify.close();
  await db.close();
  process.exit(0);
});
await fastify.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
