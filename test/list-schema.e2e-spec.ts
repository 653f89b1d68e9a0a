import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { checkListSchema, ListSchemaError } from '#libs/lists/index.js';
import { clearCounters } from '#libs/lists/schema.js';
import type { ScratchDatabase } from '../src/database/scratch-database.js';
import { createDoc } from './factories/docs.factory.js';
import { adminToken } from './factories/users.factory.js';
import { startTestApp, type TestApp } from './support/app.js';
import { createSharedTestDatabase, testDialect } from './support/database.js';

const dialect = testDialect();

/** One object of each kind the engine keeps, dropped or changed as a careless migration or a hand would, and what the check says of it. */
const BROKEN: [sql: string, problem: string][] =
  dialect === 'postgres'
    ? [
        [
          'DROP TRIGGER "lists_doc_tags_insert" ON "docs"',
          'missing: trigger lists_doc_tags_insert on docs (docs: the rows of doc_tags)',
        ],
        [
          'DROP INDEX "lists_docs_search_document"',
          'missing: index lists_docs_search_document on lists_docs_search (docs: the index of q)',
        ],
        [
          'CREATE OR REPLACE FUNCTION "lists_docs_count"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$',
          'differs: function lists_docs_count (docs: its counters)',
        ],
      ]
    : [
        [
          'DROP TRIGGER "lists_doc_tags_insert"',
          'missing: trigger lists_doc_tags_insert on docs (docs: the rows of doc_tags)',
        ],
        [
          'DROP TABLE "lists_docs_search"',
          'missing: table lists_docs_search (docs: the index of q)',
        ],
        [
          'CREATE TRIGGER "lists_docs_stray" AFTER INSERT ON "docs" BEGIN SELECT 1; END',
          'unexpected: trigger lists_docs_stray on docs (no declaration needs it)',
        ],
      ];

describe(`the list schema on ${dialect}: what the declarations need is checked`, () => {
  let database: ScratchDatabase;
  let t: TestApp;
  let dataSource: DataSource;
  beforeAll(async () => {
    // A second start opens the same database.
    database = await createSharedTestDatabase();
    t = await startTestApp({ DATABASE_URL: database.url });
    dataSource = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  it('holds every trigger, index and search table of the declared lists once migrated', async () => {
    expect(await checkListSchema(dataSource)).toEqual([]);
  });

  it("clears a filter's counters by their names, whatever the database's collation", async () => {
    const runner = dataSource.createQueryRunner();
    await runner.startTransaction();
    try {
      // ICU's root collation sorts ';' before ':': a range of names from 'zz.f:' to 'zz.f;' is empty.
      if (dialect === 'postgres')
        await runner.query(
          `ALTER TABLE "row_counts" ALTER COLUMN "name" TYPE varchar(100) COLLATE "und-x-icu"`,
        );
      await runner.query(
        `INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('zz', 0, 1), ('zz.f:a', 0, 1), ('zz.f:é', 1, 1), ('zz.g:a', 0, 1)`,
      );
      await runner.query(clearCounters('zz', 'f'));
      const left: { name: string }[] = await runner.query(
        `SELECT "name" FROM "row_counts" WHERE "name" IN ('zz', 'zz.f:a', 'zz.f:é', 'zz.g:a') ORDER BY "name"`,
      );
      expect(left.map(({ name }) => name)).toEqual(['zz', 'zz.g:a']);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });

  it('names each object dropped or changed by hand, and a start on that database fails saying so', async () => {
    await createDoc(t.http, await adminToken(t.http), { tags: ['sql'] });
    for (const [sql] of BROKEN) await dataSource.query(sql);
    const problems = BROKEN.map(([, problem]) => problem);
    expect((await checkListSchema(dataSource)).sort()).toEqual(
      [...problems].sort(),
    );
    const start = startTestApp({ DATABASE_URL: database.url });
    await expect(start).rejects.toThrow(ListSchemaError);
    await expect(start).rejects.toThrow(problems[0]);
  });
});
