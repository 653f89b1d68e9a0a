import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The list objects that ListIndexes … ListsAlongEverySortKey wrote by hand, replaced by those of the
 * list engine (libs/lists): dropped by up(), made again by down().
 */
const OLD_TRIGGERS = [
  `CREATE TRIGGER "doc_tags_tag_count_delete" AFTER DELETE ON "doc_tags" BEGIN INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('docs.tag:' || OLD."tag", 0, -1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; END`,
  `CREATE TRIGGER "doc_tags_tag_count_insert" AFTER INSERT ON "doc_tags" BEGIN INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('docs.tag:' || NEW."tag", 0, 1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; END`,
  `CREATE TRIGGER "doc_tags_tag_count_update" AFTER UPDATE OF "tag" ON "doc_tags" BEGIN INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('docs.tag:' || OLD."tag", 0, -1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('docs.tag:' || NEW."tag", 0, 1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; END`,
  `CREATE TRIGGER "doc_tags_insert" AFTER INSERT ON "docs" BEGIN INSERT INTO "doc_tags" ("doc_id", "tag", "created_at", "updated_at", "title") SELECT DISTINCT NEW."id", t.value, NEW."created_at", NEW."updated_at", NEW."title" FROM json_each(NEW."tags") t; END`,
  `CREATE TRIGGER "doc_tags_sort_keys" AFTER UPDATE OF "updated_at", "title" ON "docs" BEGIN UPDATE "doc_tags" SET "updated_at" = NEW."updated_at" WHERE "doc_id" = NEW."id" AND OLD."updated_at" IS NOT NEW."updated_at"; UPDATE "doc_tags" SET "title" = NEW."title" WHERE "doc_id" = NEW."id" AND OLD."title" IS NOT NEW."title"; END`,
  `CREATE TRIGGER "doc_tags_update" AFTER UPDATE OF "tags" ON "docs" WHEN OLD."tags" IS NOT NEW."tags" BEGIN DELETE FROM "doc_tags" WHERE "doc_id" = NEW."id" AND "tag" NOT IN (SELECT t.value FROM json_each(NEW."tags") t); INSERT INTO "doc_tags" ("doc_id", "tag", "created_at", "updated_at", "title") SELECT DISTINCT NEW."id", t.value, NEW."created_at", NEW."updated_at", NEW."title" FROM json_each(NEW."tags") t WHERE t.value NOT IN (SELECT o.value FROM json_each(OLD."tags") o); END`,
  `CREATE TRIGGER "docs_author_id_count_delete" AFTER DELETE ON "docs" BEGIN INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('docs.author:' || OLD."author_id", 0, -1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; END`,
  `CREATE TRIGGER "docs_author_id_count_insert" AFTER INSERT ON "docs" BEGIN INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('docs.author:' || NEW."author_id", 0, 1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; END`,
  `CREATE TRIGGER "docs_author_id_count_update" AFTER UPDATE OF "author_id" ON "docs" BEGIN INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('docs.author:' || OLD."author_id", 0, -1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('docs.author:' || NEW."author_id", 0, 1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; END`,
  `CREATE TRIGGER "docs_count_delete" AFTER DELETE ON "docs" BEGIN INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('docs', 0, -1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; END`,
  `CREATE TRIGGER "docs_count_insert" AFTER INSERT ON "docs" BEGIN INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('docs', 0, 1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; END`,
  `CREATE TRIGGER "docs_search_delete" AFTER DELETE ON "docs" BEGIN INSERT INTO "docs_search" ("docs_search", rowid, title, description) VALUES ('delete', OLD.rowid, OLD.title, OLD.description); END`,
  `CREATE TRIGGER "docs_search_insert" AFTER INSERT ON "docs" BEGIN INSERT INTO "docs_search" (rowid, title, description) VALUES (NEW.rowid, NEW.title, NEW.description); END`,
  `CREATE TRIGGER "docs_search_update" AFTER UPDATE OF title, description ON "docs" WHEN OLD.title IS NOT NEW.title OR OLD.description IS NOT NEW.description BEGIN INSERT INTO "docs_search" ("docs_search", rowid, title, description) VALUES ('delete', OLD.rowid, OLD.title, OLD.description); INSERT INTO "docs_search" (rowid, title, description) VALUES (NEW.rowid, NEW.title, NEW.description); END`,
  `CREATE TRIGGER "docs_tagset_delete" AFTER DELETE ON "docs" BEGIN DELETE FROM "docs_tagset" WHERE rowid = OLD.rowid; END`,
  `CREATE TRIGGER "docs_tagset_insert" AFTER INSERT ON "docs" BEGIN INSERT INTO "docs_tagset" (rowid, tags) VALUES (NEW.rowid, (SELECT group_concat(hex(a.value) || 'x' || hex(b.value), ' ') FROM json_each(NEW."tags") a, json_each(NEW."tags") b WHERE hex(a.value) < hex(b.value))); END`,
  `CREATE TRIGGER "docs_tagset_update" AFTER UPDATE OF "tags" ON "docs" WHEN OLD.tags IS NOT NEW.tags BEGIN UPDATE "docs_tagset" SET tags = (SELECT group_concat(hex(a.value) || 'x' || hex(b.value), ' ') FROM json_each(NEW."tags") a, json_each(NEW."tags") b WHERE hex(a.value) < hex(b.value)) WHERE rowid = NEW.rowid; END`,
  `CREATE TRIGGER "lesson_docs_doc_id_count_delete" AFTER DELETE ON "lesson_docs" BEGIN INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('lessons.doc:' || OLD."doc_id", 0, -1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; END`,
  `CREATE TRIGGER "lesson_docs_doc_id_count_insert" AFTER INSERT ON "lesson_docs" BEGIN INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('lessons.doc:' || NEW."doc_id", 0, 1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; END`,
  `CREATE TRIGGER "lesson_docs_doc_id_count_update" AFTER UPDATE OF "doc_id" ON "lesson_docs" BEGIN INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('lessons.doc:' || OLD."doc_id", 0, -1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('lessons.doc:' || NEW."doc_id", 0, 1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; END`,
  `CREATE TRIGGER "lesson_docs_sort_keys" AFTER UPDATE OF "updated_at", "title" ON "lessons" BEGIN UPDATE "lesson_docs" SET "updated_at" = NEW."updated_at" WHERE "lesson_id" = NEW."id" AND OLD."updated_at" IS NOT NEW."updated_at"; UPDATE "lesson_docs" SET "title" = NEW."title" WHERE "lesson_id" = NEW."id" AND OLD."title" IS NOT NEW."title"; END`,
  `CREATE TRIGGER "lessons_author_id_count_delete" AFTER DELETE ON "lessons" BEGIN INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('lessons.author:' || OLD."author_id", 0, -1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; END`,
  `CREATE TRIGGER "lessons_author_id_count_insert" AFTER INSERT ON "lessons" BEGIN INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('lessons.author:' || NEW."author_id", 0, 1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; END`,
  `CREATE TRIGGER "lessons_author_id_count_update" AFTER UPDATE OF "author_id" ON "lessons" BEGIN INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('lessons.author:' || OLD."author_id", 0, -1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('lessons.author:' || NEW."author_id", 0, 1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; END`,
  `CREATE TRIGGER "lessons_count_delete" AFTER DELETE ON "lessons" BEGIN INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('lessons', 0, -1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; END`,
  `CREATE TRIGGER "lessons_count_insert" AFTER INSERT ON "lessons" BEGIN INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('lessons', 0, 1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; END`,
  `CREATE TRIGGER "lessons_search_delete" AFTER DELETE ON "lessons" BEGIN INSERT INTO "lessons_search" ("lessons_search", rowid, title, description) VALUES ('delete', OLD.rowid, OLD.title, OLD.description); END`,
  `CREATE TRIGGER "lessons_search_insert" AFTER INSERT ON "lessons" BEGIN INSERT INTO "lessons_search" (rowid, title, description) VALUES (NEW.rowid, NEW.title, NEW.description); END`,
  `CREATE TRIGGER "lessons_search_update" AFTER UPDATE OF title, description ON "lessons" WHEN OLD.title IS NOT NEW.title OR OLD.description IS NOT NEW.description BEGIN INSERT INTO "lessons_search" ("lessons_search", rowid, title, description) VALUES ('delete', OLD.rowid, OLD.title, OLD.description); INSERT INTO "lessons_search" (rowid, title, description) VALUES (NEW.rowid, NEW.title, NEW.description); END`,
  `CREATE TRIGGER "users_count_delete" AFTER DELETE ON "users" BEGIN INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('users', 0, -1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; END`,
  `CREATE TRIGGER "users_count_insert" AFTER INSERT ON "users" BEGIN INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('users', 0, 1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; END`,
  `CREATE TRIGGER "users_role_count_delete" AFTER DELETE ON "users" BEGIN INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('users.role:' || OLD."role", 0, -1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; END`,
  `CREATE TRIGGER "users_role_count_insert" AFTER INSERT ON "users" BEGIN INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('users.role:' || NEW."role", 0, 1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; END`,
  `CREATE TRIGGER "users_role_count_update" AFTER UPDATE OF "role" ON "users" BEGIN INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('users.role:' || OLD."role", 0, -1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('users.role:' || NEW."role", 0, 1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; END`,
];

const triggerName = (trigger: string) =>
  /^CREATE TRIGGER ("\w+")/.exec(trigger)![1];

/** The search tables, renamed rather than filled again. */
const SEARCH_TABLES = ['docs_search', 'lessons_search'];

/** Counters whose name changed to the filter's: `docs.author:<id>` is `docs.authorId:<id>`. */
const RENAMED_COUNTERS = [
  ['docs.author:', 'docs.authorId:'],
  ['lessons.author:', 'lessons.authorId:'],
  ['lessons.doc:', 'lessons.docId:'],
];

/** The counters named `from…`. */
const named = (from: string) => `substr("name", 1, ${from.length}) = '${from}'`;

/** Each pair of a doc's tags, as TagPairs wrote them into `docs_tagset`. */
const TAG_PAIRS = `(SELECT group_concat(hex(a.value) || 'x' || hex(b.value), ' ') FROM json_each("docs"."tags") a, json_each("docs"."tags") b WHERE hex(a.value) < hex(b.value))`;

/**
 * Generated by `npm run migration:generate -- ListEngine`: the objects of the list engine, made
 * from the declarations (`@Listed()`), and the users' sort indexes it names; by hand: the objects
 * they replace are dropped first, the search tables renamed, `doc_tags` and `lesson_docs` kept (they
 * hold the rows the engine's triggers write), and the counters of a renamed filter dropped (they
 * are counted again under the new name). See docs/adr/0308.
 */
export class ListEngine1795819206714 implements MigrationInterface {
  name = 'ListEngine1795819206714';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const trigger of OLD_TRIGGERS)
      await queryRunner.query(`DROP TRIGGER ${triggerName(trigger)}`);
    await queryRunner.query(`DROP TABLE "docs_tagset"`);
    for (const table of SEARCH_TABLES)
      await queryRunner.query(
        `ALTER TABLE "${table}" RENAME TO "lists_${table}"`,
      );
    for (const [from] of RENAMED_COUNTERS)
      await queryRunner.query(`DELETE FROM "row_counts" WHERE ${named(from)}`);
    await queryRunner.query(`DROP INDEX "IDX_cf3c0d2c3fc145a3108902e8de"`);
    await queryRunner.query(`DROP INDEX "IDX_7c7ebc488017e5459324fa5063"`);
    await queryRunner.query(`DROP INDEX "IDX_6524099e0749dc054089240577"`);
    await queryRunner.query(`DROP INDEX "IDX_5de9763c46e706a127d40ca16e"`);
    await queryRunner.query(`DROP INDEX "IDX_31ef21fa4bfd3f0c22551382b8"`);
    await queryRunner.query(`DROP INDEX "IDX_0f6acf379b5bf2ad95eb41554f"`);
    await queryRunner.query(`DROP INDEX "IDX_6bd10bf9de6f1aa4d1d4100530"`);
    await queryRunner.query(`DROP INDEX "IDX_4de9618e11a641c85166335efd"`);
    await queryRunner.query(`DROP INDEX "IDX_08c627a6ac7cdeeabc92ebfb66"`);
    await queryRunner.query(`DROP INDEX "IDX_790f7f26b8a0c3f17a04b28420"`);
    await queryRunner.query(`DROP INDEX "IDX_893ee5c3e0f7bf880544addff1"`);
    await queryRunner.query(`DROP INDEX "IDX_42607e817e964c23efa982926e"`);
    await queryRunner.query(
      `CREATE INDEX "docs_created_at_id" ON "docs" ("created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "docs_author_id_created_at_id" ON "docs" ("author_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "docs_updated_at_id" ON "docs" ("updated_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "docs_author_id_updated_at_id" ON "docs" ("author_id", "updated_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "docs_title_id" ON "docs" ("title", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "docs_author_id_title_id" ON "docs" ("author_id", "title", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "lessons_created_at_id" ON "lessons" ("created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "lessons_author_id_created_at_id" ON "lessons" ("author_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "lessons_updated_at_id" ON "lessons" ("updated_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "lessons_author_id_updated_at_id" ON "lessons" ("author_id", "updated_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "lessons_title_id" ON "lessons" ("title", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "lessons_author_id_title_id" ON "lessons" ("author_id", "title", "id") `,
    );
    await queryRunner.query(
      `CREATE VIRTUAL TABLE "lists_docs_tag_pairs" USING fts5(pairs, content='', contentless_delete=1, detail=none, tokenize='ascii')`,
    );
    await queryRunner.query(`DELETE FROM "row_counts" WHERE "name" = 'users'`);
    await queryRunner.query(
      `INSERT INTO "row_counts" ("name", "shard", "count") SELECT 'users', 0, COUNT(*) FROM "users"`,
    );
    await queryRunner.query(
      `DELETE FROM "row_counts" WHERE substr("name", 1, 11) = 'users.role:'`,
    );
    await queryRunner.query(
      `INSERT INTO "row_counts" ("name", "shard", "count") SELECT 'users.role:' || "users"."role", 0, COUNT(*) FROM "users" GROUP BY "role"`,
    );
    await queryRunner.query(`DELETE FROM "row_counts" WHERE "name" = 'docs'`);
    await queryRunner.query(
      `INSERT INTO "row_counts" ("name", "shard", "count") SELECT 'docs', 0, COUNT(*) FROM "docs"`,
    );
    await queryRunner.query(
      `DELETE FROM "row_counts" WHERE substr("name", 1, 14) = 'docs.authorId:'`,
    );
    await queryRunner.query(
      `INSERT INTO "row_counts" ("name", "shard", "count") SELECT 'docs.authorId:' || "docs"."author_id", 0, COUNT(*) FROM "docs" GROUP BY "author_id"`,
    );
    await queryRunner.query(
      `DELETE FROM "row_counts" WHERE substr("name", 1, 9) = 'docs.tag:'`,
    );
    await queryRunner.query(
      `INSERT INTO "row_counts" ("name", "shard", "count") SELECT 'docs.tag:' || "doc_tags"."tag", 0, COUNT(*) FROM "doc_tags" GROUP BY "tag"`,
    );
    await queryRunner.query(
      `INSERT INTO "lists_docs_tag_pairs" (rowid, pairs) SELECT r.rowid, (SELECT group_concat(hex(a.value) || 'x' || hex(b.value), ' ') FROM json_each(r."tags") a, json_each(r."tags") b WHERE hex(a.value) < hex(b.value)) FROM "docs" r`,
    );
    await queryRunner.query(
      `DELETE FROM "row_counts" WHERE "name" = 'lessons'`,
    );
    await queryRunner.query(
      `INSERT INTO "row_counts" ("name", "shard", "count") SELECT 'lessons', 0, COUNT(*) FROM "lessons"`,
    );
    await queryRunner.query(
      `DELETE FROM "row_counts" WHERE substr("name", 1, 17) = 'lessons.authorId:'`,
    );
    await queryRunner.query(
      `INSERT INTO "row_counts" ("name", "shard", "count") SELECT 'lessons.authorId:' || "lessons"."author_id", 0, COUNT(*) FROM "lessons" GROUP BY "author_id"`,
    );
    await queryRunner.query(
      `DELETE FROM "row_counts" WHERE substr("name", 1, 14) = 'lessons.docId:'`,
    );
    await queryRunner.query(
      `INSERT INTO "row_counts" ("name", "shard", "count") SELECT 'lessons.docId:' || "lesson_docs"."doc_id", 0, COUNT(*) FROM "lesson_docs" GROUP BY "doc_id"`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "lists_users_count_insert" AFTER INSERT ON "users" BEGIN INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('users', 0, 1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('users.role:' || NEW."role", 0, 1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "lists_users_count_delete" AFTER DELETE ON "users" BEGIN INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('users', 0, -1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('users.role:' || OLD."role", 0, -1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "lists_users_count_role" AFTER UPDATE OF "role" ON "users" WHEN OLD."role" IS NOT NEW."role" BEGIN INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('users.role:' || OLD."role", 0, -1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('users.role:' || NEW."role", 0, 1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "lists_docs_count_insert" AFTER INSERT ON "docs" BEGIN INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('docs', 0, 1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('docs.authorId:' || NEW."author_id", 0, 1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "lists_docs_count_delete" AFTER DELETE ON "docs" BEGIN INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('docs', 0, -1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('docs.authorId:' || OLD."author_id", 0, -1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "lists_docs_count_author_id" AFTER UPDATE OF "author_id" ON "docs" WHEN OLD."author_id" IS NOT NEW."author_id" BEGIN INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('docs.authorId:' || OLD."author_id", 0, -1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('docs.authorId:' || NEW."author_id", 0, 1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "lists_doc_tags_insert" AFTER INSERT ON "docs" BEGIN INSERT INTO "doc_tags" ("doc_id", "tag", "created_at", "updated_at", "title") SELECT DISTINCT NEW."id", j.value, NEW."created_at", NEW."updated_at", NEW."title" FROM json_each(NEW."tags") j; END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "lists_doc_tags_update" AFTER UPDATE OF "tags" ON "docs" WHEN OLD."tags" IS NOT NEW."tags" BEGIN DELETE FROM "doc_tags" WHERE "doc_id" = NEW."id" AND "tag" NOT IN (SELECT n.value FROM json_each(NEW."tags") n); INSERT INTO "doc_tags" ("doc_id", "tag", "created_at", "updated_at", "title") SELECT DISTINCT NEW."id", j.value, NEW."created_at", NEW."updated_at", NEW."title" FROM json_each(NEW."tags") j WHERE j.value NOT IN (SELECT o.value FROM json_each(OLD."tags") o); END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "lists_doc_tags_sort_keys" AFTER UPDATE OF "created_at", "updated_at", "title" ON "docs" BEGIN UPDATE "doc_tags" SET "created_at" = NEW."created_at" WHERE "doc_id" = NEW."id" AND OLD."created_at" IS NOT NEW."created_at"; UPDATE "doc_tags" SET "updated_at" = NEW."updated_at" WHERE "doc_id" = NEW."id" AND OLD."updated_at" IS NOT NEW."updated_at"; UPDATE "doc_tags" SET "title" = NEW."title" WHERE "doc_id" = NEW."id" AND OLD."title" IS NOT NEW."title"; END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "lists_doc_tags_count_insert" AFTER INSERT ON "doc_tags" BEGIN INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('docs.tag:' || NEW."tag", 0, 1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "lists_doc_tags_count_delete" AFTER DELETE ON "doc_tags" BEGIN INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('docs.tag:' || OLD."tag", 0, -1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "lists_doc_tags_count_update" AFTER UPDATE OF "tag" ON "doc_tags" WHEN OLD."tag" IS NOT NEW."tag" BEGIN INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('docs.tag:' || OLD."tag", 0, -1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('docs.tag:' || NEW."tag", 0, 1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "lists_docs_tag_pairs_insert" AFTER INSERT ON "docs" BEGIN INSERT INTO "lists_docs_tag_pairs" (rowid, pairs) VALUES (NEW.rowid, (SELECT group_concat(hex(a.value) || 'x' || hex(b.value), ' ') FROM json_each(NEW."tags") a, json_each(NEW."tags") b WHERE hex(a.value) < hex(b.value))); END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "lists_docs_tag_pairs_update" AFTER UPDATE OF "tags" ON "docs" WHEN OLD."tags" IS NOT NEW."tags" BEGIN UPDATE "lists_docs_tag_pairs" SET pairs = (SELECT group_concat(hex(a.value) || 'x' || hex(b.value), ' ') FROM json_each(NEW."tags") a, json_each(NEW."tags") b WHERE hex(a.value) < hex(b.value)) WHERE rowid = NEW.rowid; END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "lists_docs_tag_pairs_delete" AFTER DELETE ON "docs" BEGIN DELETE FROM "lists_docs_tag_pairs" WHERE rowid = OLD.rowid; END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "lists_docs_search_insert" AFTER INSERT ON "docs" BEGIN INSERT INTO "lists_docs_search" (rowid, "title", "description") VALUES (NEW.rowid, NEW."title", NEW."description"); END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "lists_docs_search_delete" AFTER DELETE ON "docs" BEGIN INSERT INTO "lists_docs_search" ("lists_docs_search", rowid, "title", "description") VALUES ('delete', OLD.rowid, OLD."title", OLD."description"); END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "lists_docs_search_update" AFTER UPDATE OF "title", "description" ON "docs" WHEN OLD."title" IS NOT NEW."title" OR OLD."description" IS NOT NEW."description" BEGIN INSERT INTO "lists_docs_search" ("lists_docs_search", rowid, "title", "description") VALUES ('delete', OLD.rowid, OLD."title", OLD."description"); INSERT INTO "lists_docs_search" (rowid, "title", "description") VALUES (NEW.rowid, NEW."title", NEW."description"); END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "lists_lessons_count_insert" AFTER INSERT ON "lessons" BEGIN INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('lessons', 0, 1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('lessons.authorId:' || NEW."author_id", 0, 1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "lists_lessons_count_delete" AFTER DELETE ON "lessons" BEGIN INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('lessons', 0, -1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('lessons.authorId:' || OLD."author_id", 0, -1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "lists_lessons_count_author_id" AFTER UPDATE OF "author_id" ON "lessons" WHEN OLD."author_id" IS NOT NEW."author_id" BEGIN INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('lessons.authorId:' || OLD."author_id", 0, -1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('lessons.authorId:' || NEW."author_id", 0, 1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "lists_lesson_docs_insert" AFTER INSERT ON "lessons" BEGIN INSERT INTO "lesson_docs" ("lesson_id", "position", "doc_id", "created_at", "updated_at", "title") SELECT NEW."id", j.key, j.value, NEW."created_at", NEW."updated_at", NEW."title" FROM json_each(NEW."doc_ids") j; END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "lists_lesson_docs_update" AFTER UPDATE OF "doc_ids" ON "lessons" WHEN OLD."doc_ids" IS NOT NEW."doc_ids" BEGIN DELETE FROM "lesson_docs" WHERE "lesson_id" = NEW."id"; INSERT INTO "lesson_docs" ("lesson_id", "position", "doc_id", "created_at", "updated_at", "title") SELECT NEW."id", j.key, j.value, NEW."created_at", NEW."updated_at", NEW."title" FROM json_each(NEW."doc_ids") j; END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "lists_lesson_docs_sort_keys" AFTER UPDATE OF "created_at", "updated_at", "title" ON "lessons" BEGIN UPDATE "lesson_docs" SET "created_at" = NEW."created_at" WHERE "lesson_id" = NEW."id" AND OLD."created_at" IS NOT NEW."created_at"; UPDATE "lesson_docs" SET "updated_at" = NEW."updated_at" WHERE "lesson_id" = NEW."id" AND OLD."updated_at" IS NOT NEW."updated_at"; UPDATE "lesson_docs" SET "title" = NEW."title" WHERE "lesson_id" = NEW."id" AND OLD."title" IS NOT NEW."title"; END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "lists_lesson_docs_count_insert" AFTER INSERT ON "lesson_docs" BEGIN INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('lessons.docId:' || NEW."doc_id", 0, 1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "lists_lesson_docs_count_delete" AFTER DELETE ON "lesson_docs" BEGIN INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('lessons.docId:' || OLD."doc_id", 0, -1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "lists_lesson_docs_count_update" AFTER UPDATE OF "doc_id" ON "lesson_docs" WHEN OLD."doc_id" IS NOT NEW."doc_id" BEGIN INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('lessons.docId:' || OLD."doc_id", 0, -1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; INSERT INTO "row_counts" ("name", "shard", "count") VALUES ('lessons.docId:' || NEW."doc_id", 0, 1) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count"; END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "lists_lessons_search_insert" AFTER INSERT ON "lessons" BEGIN INSERT INTO "lists_lessons_search" (rowid, "title", "description") VALUES (NEW.rowid, NEW."title", NEW."description"); END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "lists_lessons_search_delete" AFTER DELETE ON "lessons" BEGIN INSERT INTO "lists_lessons_search" ("lists_lessons_search", rowid, "title", "description") VALUES ('delete', OLD.rowid, OLD."title", OLD."description"); END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "lists_lessons_search_update" AFTER UPDATE OF "title", "description" ON "lessons" WHEN OLD."title" IS NOT NEW."title" OR OLD."description" IS NOT NEW."description" BEGIN INSERT INTO "lists_lessons_search" ("lists_lessons_search", rowid, "title", "description") VALUES ('delete', OLD.rowid, OLD."title", OLD."description"); INSERT INTO "lists_lessons_search" (rowid, "title", "description") VALUES (NEW.rowid, NEW."title", NEW."description"); END`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "lists_users_count_insert"`);
    await queryRunner.query(`DROP TRIGGER "lists_users_count_delete"`);
    await queryRunner.query(`DROP TRIGGER "lists_users_count_role"`);
    await queryRunner.query(`DROP TRIGGER "lists_docs_count_insert"`);
    await queryRunner.query(`DROP TRIGGER "lists_docs_count_delete"`);
    await queryRunner.query(`DROP TRIGGER "lists_docs_count_author_id"`);
    await queryRunner.query(`DROP TRIGGER "lists_doc_tags_insert"`);
    await queryRunner.query(`DROP TRIGGER "lists_doc_tags_update"`);
    await queryRunner.query(`DROP TRIGGER "lists_doc_tags_sort_keys"`);
    await queryRunner.query(`DROP TRIGGER "lists_doc_tags_count_insert"`);
    await queryRunner.query(`DROP TRIGGER "lists_doc_tags_count_delete"`);
    await queryRunner.query(`DROP TRIGGER "lists_doc_tags_count_update"`);
    await queryRunner.query(`DROP TRIGGER "lists_docs_tag_pairs_insert"`);
    await queryRunner.query(`DROP TRIGGER "lists_docs_tag_pairs_update"`);
    await queryRunner.query(`DROP TRIGGER "lists_docs_tag_pairs_delete"`);
    await queryRunner.query(`DROP TRIGGER "lists_docs_search_insert"`);
    await queryRunner.query(`DROP TRIGGER "lists_docs_search_delete"`);
    await queryRunner.query(`DROP TRIGGER "lists_docs_search_update"`);
    await queryRunner.query(`DROP TRIGGER "lists_lessons_count_insert"`);
    await queryRunner.query(`DROP TRIGGER "lists_lessons_count_delete"`);
    await queryRunner.query(`DROP TRIGGER "lists_lessons_count_author_id"`);
    await queryRunner.query(`DROP TRIGGER "lists_lesson_docs_insert"`);
    await queryRunner.query(`DROP TRIGGER "lists_lesson_docs_update"`);
    await queryRunner.query(`DROP TRIGGER "lists_lesson_docs_sort_keys"`);
    await queryRunner.query(`DROP TRIGGER "lists_lesson_docs_count_insert"`);
    await queryRunner.query(`DROP TRIGGER "lists_lesson_docs_count_delete"`);
    await queryRunner.query(`DROP TRIGGER "lists_lesson_docs_count_update"`);
    await queryRunner.query(`DROP TRIGGER "lists_lessons_search_insert"`);
    await queryRunner.query(`DROP TRIGGER "lists_lessons_search_delete"`);
    await queryRunner.query(`DROP TRIGGER "lists_lessons_search_update"`);
    await queryRunner.query(`DROP TABLE "lists_docs_tag_pairs"`);
    await queryRunner.query(`DROP INDEX "lessons_author_id_title_id"`);
    await queryRunner.query(`DROP INDEX "lessons_title_id"`);
    await queryRunner.query(`DROP INDEX "lessons_author_id_updated_at_id"`);
    await queryRunner.query(`DROP INDEX "lessons_updated_at_id"`);
    await queryRunner.query(`DROP INDEX "lessons_author_id_created_at_id"`);
    await queryRunner.query(`DROP INDEX "lessons_created_at_id"`);
    await queryRunner.query(`DROP INDEX "docs_author_id_title_id"`);
    await queryRunner.query(`DROP INDEX "docs_title_id"`);
    await queryRunner.query(`DROP INDEX "docs_author_id_updated_at_id"`);
    await queryRunner.query(`DROP INDEX "docs_updated_at_id"`);
    await queryRunner.query(`DROP INDEX "docs_author_id_created_at_id"`);
    await queryRunner.query(`DROP INDEX "docs_created_at_id"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_42607e817e964c23efa982926e" ON "lessons" ("title", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_893ee5c3e0f7bf880544addff1" ON "lessons" ("updated_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_790f7f26b8a0c3f17a04b28420" ON "lessons" ("created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_08c627a6ac7cdeeabc92ebfb66" ON "lessons" ("author_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_4de9618e11a641c85166335efd" ON "lessons" ("author_id", "title", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_6bd10bf9de6f1aa4d1d4100530" ON "lessons" ("author_id", "updated_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_0f6acf379b5bf2ad95eb41554f" ON "docs" ("title", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_31ef21fa4bfd3f0c22551382b8" ON "docs" ("updated_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_5de9763c46e706a127d40ca16e" ON "docs" ("created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_6524099e0749dc054089240577" ON "docs" ("author_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_7c7ebc488017e5459324fa5063" ON "docs" ("author_id", "title", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_cf3c0d2c3fc145a3108902e8de" ON "docs" ("author_id", "updated_at", "id") `,
    );
    for (const table of SEARCH_TABLES)
      await queryRunner.query(
        `ALTER TABLE "lists_${table}" RENAME TO "${table}"`,
      );
    await queryRunner.query(
      `CREATE VIRTUAL TABLE "docs_tagset" USING fts5(tags, content='', contentless_delete=1, detail=none, tokenize='ascii')`,
    );
    await queryRunner.query(
      `INSERT INTO "docs_tagset" (rowid, tags) SELECT rowid, ${TAG_PAIRS} FROM "docs"`,
    );
    for (const [from, to] of RENAMED_COUNTERS)
      await queryRunner.query(
        `UPDATE "row_counts" SET "name" = '${from}' || substr("name", ${to.length + 1}) WHERE ${named(to)}`,
      );
    for (const trigger of OLD_TRIGGERS) await queryRunner.query(trigger);
  }
}
