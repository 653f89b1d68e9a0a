import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The list objects that ListIndexes … ListsAlongEverySortKey wrote by hand, replaced by those of the
 * list engine (libs/lists): dropped by up(), made again by down() (the role cache's triggers stay).
 */
const OLD_TRIGGERS: [name: string, table: string, definition: string][] = [
  [
    `doc_tags_count`,
    `doc_tags`,
    `CREATE TRIGGER doc_tags_count AFTER INSERT OR DELETE OR UPDATE OF tag ON doc_tags FOR EACH ROW EXECUTE FUNCTION doc_tags_count()`,
  ],
  [
    `doc_tags_insert`,
    `docs`,
    `CREATE TRIGGER doc_tags_insert AFTER INSERT ON docs FOR EACH ROW EXECUTE FUNCTION doc_tags_of_docs()`,
  ],
  [
    `doc_tags_sort_keys`,
    `docs`,
    `CREATE TRIGGER doc_tags_sort_keys AFTER UPDATE OF updated_at, title ON docs FOR EACH ROW WHEN (((old.updated_at IS DISTINCT FROM new.updated_at) OR ((old.title)::text IS DISTINCT FROM (new.title)::text))) EXECUTE FUNCTION doc_tags_sort_keys()`,
  ],
  [
    `doc_tags_update`,
    `docs`,
    `CREATE TRIGGER doc_tags_update AFTER UPDATE OF tags ON docs FOR EACH ROW WHEN ((old.tags IS DISTINCT FROM new.tags)) EXECUTE FUNCTION doc_tags_of_docs()`,
  ],
  [
    `docs_count`,
    `docs`,
    `CREATE TRIGGER docs_count AFTER INSERT OR DELETE OR UPDATE OF author_id ON docs FOR EACH ROW EXECUTE FUNCTION docs_count()`,
  ],
  [
    `lesson_docs_count`,
    `lesson_docs`,
    `CREATE TRIGGER lesson_docs_count AFTER INSERT OR DELETE OR UPDATE OF doc_id ON lesson_docs FOR EACH ROW EXECUTE FUNCTION lesson_docs_count()`,
  ],
  [
    `lesson_docs_sort_keys`,
    `lessons`,
    `CREATE TRIGGER lesson_docs_sort_keys AFTER UPDATE OF updated_at, title ON lessons FOR EACH ROW WHEN (((old.updated_at IS DISTINCT FROM new.updated_at) OR ((old.title)::text IS DISTINCT FROM (new.title)::text))) EXECUTE FUNCTION lesson_docs_sort_keys()`,
  ],
  [
    `lessons_count`,
    `lessons`,
    `CREATE TRIGGER lessons_count AFTER INSERT OR DELETE OR UPDATE OF author_id ON lessons FOR EACH ROW EXECUTE FUNCTION lessons_count()`,
  ],
  [
    `users_count`,
    `users`,
    `CREATE TRIGGER users_count AFTER INSERT OR DELETE OR UPDATE OF role ON users FOR EACH ROW EXECUTE FUNCTION users_count()`,
  ],
];

const OLD_FUNCTIONS: [name: string, definition: string][] = [
  [
    `doc_tag_pairs`,
    `CREATE OR REPLACE FUNCTION doc_tag_pairs(tags jsonb)
 RETURNS text[]
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
AS $function$
      BEGIN
        RETURN (SELECT COALESCE(array_agg(a.hex || 'x' || b.hex), '{}')
          FROM (SELECT encode(convert_to(value, 'UTF8'), 'hex') AS hex FROM jsonb_array_elements_text(tags)) a,
            (SELECT encode(convert_to(value, 'UTF8'), 'hex') AS hex FROM jsonb_array_elements_text(tags)) b
          WHERE a.hex COLLATE "C" < b.hex COLLATE "C");
      END
      $function$`,
  ],
  [
    `doc_tags_count`,
    `CREATE OR REPLACE FUNCTION doc_tags_count()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$ BEGIN
    IF TG_OP = 'INSERT' THEN PERFORM row_counts_add('docs.tag:' || NEW."tag", 1);
    ELSIF TG_OP = 'DELETE' THEN PERFORM row_counts_add('docs.tag:' || OLD."tag", -1);
    ELSE PERFORM row_counts_add('docs.tag:' || OLD."tag", -1); PERFORM row_counts_add('docs.tag:' || NEW."tag", 1);
    END IF;
    RETURN NULL;
  END $function$`,
  ],
  [
    `doc_tags_of_docs`,
    `CREATE OR REPLACE FUNCTION doc_tags_of_docs()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    BEGIN
      IF TG_OP = 'UPDATE' THEN
        DELETE FROM doc_tags WHERE doc_id = NEW.id
          AND tag NOT IN (SELECT jsonb_array_elements_text(CAST(NEW.tags AS jsonb)));
      END IF;
      INSERT INTO doc_tags (doc_id, tag, created_at, updated_at, title)
        SELECT DISTINCT NEW.id, tag, NEW.created_at, NEW.updated_at, NEW.title FROM jsonb_array_elements_text(CAST(NEW.tags AS jsonb)) tag
        ON CONFLICT DO NOTHING;
      RETURN NULL;
    END
  $function$`,
  ],
  [
    `doc_tags_sort_keys`,
    `CREATE OR REPLACE FUNCTION doc_tags_sort_keys()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
          BEGIN
            UPDATE doc_tags SET updated_at = NEW.updated_at, title = NEW.title WHERE doc_id = NEW.id;
            RETURN NULL;
          END
        $function$`,
  ],
  [
    `docs_count`,
    `CREATE OR REPLACE FUNCTION docs_count()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$ BEGIN
    IF TG_OP = 'INSERT' THEN PERFORM row_counts_add('docs', 1); PERFORM row_counts_add('docs.author:' || NEW."author_id", 1);
    ELSIF TG_OP = 'DELETE' THEN PERFORM row_counts_add('docs', -1); PERFORM row_counts_add('docs.author:' || OLD."author_id", -1);
    ELSE PERFORM row_counts_add('docs.author:' || OLD."author_id", -1); PERFORM row_counts_add('docs.author:' || NEW."author_id", 1);
    END IF;
    RETURN NULL;
  END $function$`,
  ],
  [
    `lesson_docs_count`,
    `CREATE OR REPLACE FUNCTION lesson_docs_count()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$ BEGIN
    IF TG_OP = 'INSERT' THEN PERFORM row_counts_add('lessons.doc:' || NEW."doc_id", 1);
    ELSIF TG_OP = 'DELETE' THEN PERFORM row_counts_add('lessons.doc:' || OLD."doc_id", -1);
    ELSE PERFORM row_counts_add('lessons.doc:' || OLD."doc_id", -1); PERFORM row_counts_add('lessons.doc:' || NEW."doc_id", 1);
    END IF;
    RETURN NULL;
  END $function$`,
  ],
  [
    `lesson_docs_sort_keys`,
    `CREATE OR REPLACE FUNCTION lesson_docs_sort_keys()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
          BEGIN
            UPDATE lesson_docs SET updated_at = NEW.updated_at, title = NEW.title WHERE lesson_id = NEW.id;
            RETURN NULL;
          END
        $function$`,
  ],
  [
    `lessons_count`,
    `CREATE OR REPLACE FUNCTION lessons_count()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$ BEGIN
    IF TG_OP = 'INSERT' THEN PERFORM row_counts_add('lessons', 1); PERFORM row_counts_add('lessons.author:' || NEW."author_id", 1);
    ELSIF TG_OP = 'DELETE' THEN PERFORM row_counts_add('lessons', -1); PERFORM row_counts_add('lessons.author:' || OLD."author_id", -1);
    ELSE PERFORM row_counts_add('lessons.author:' || OLD."author_id", -1); PERFORM row_counts_add('lessons.author:' || NEW."author_id", 1);
    END IF;
    RETURN NULL;
  END $function$`,
  ],
  [
    `users_count`,
    `CREATE OR REPLACE FUNCTION users_count()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$ BEGIN
    IF TG_OP = 'INSERT' THEN PERFORM row_counts_add('users', 1); PERFORM row_counts_add('users.role:' || NEW."role", 1);
    ELSIF TG_OP = 'DELETE' THEN PERFORM row_counts_add('users', -1); PERFORM row_counts_add('users.role:' || OLD."role", -1);
    ELSE PERFORM row_counts_add('users.role:' || OLD."role", -1); PERFORM row_counts_add('users.role:' || NEW."role", 1);
    END IF;
    RETURN NULL;
  END $function$`,
  ],
];

/** The index of several tags on the old `doc_tag_pairs()`. */
const OLD_TAG_PAIRS_INDEX = `CREATE INDEX docs_tag_pairs_gin ON docs USING gin (doc_tag_pairs((tags)::jsonb))`;

/** The trigram indexes, renamed rather than built again. */
const TRIGRAM_INDEXES = [
  'docs_title_trgm',
  'docs_description_trgm',
  'lessons_title_trgm',
  'lessons_description_trgm',
];

/** Counters whose name changed to the filter's: `docs.author:<id>` is `docs.authorId:<id>`. */
const RENAMED_COUNTERS = [
  ['docs.author:', 'docs.authorId:'],
  ['lessons.author:', 'lessons.authorId:'],
  ['lessons.doc:', 'lessons.docId:'],
];

/** The counters named `from…`. */
const named = (from: string) => `substr("name", 1, ${from.length}) = '${from}'`;

/**
 * Generated by `npm run migration:generate -- ListEngine`: the objects of the list engine, made
 * from the declarations (`@Listed()`), and the users' sort indexes it names; by hand: the objects
 * they replace are dropped first, the trigram indexes renamed, `doc_tags` and `lesson_docs` kept
 * (they hold the rows the engine's triggers write), and the counters of a renamed filter dropped
 * (they are counted again under the new name). See docs/adr/0308.
 */
export class ListEngine1795819206714 implements MigrationInterface {
  name = 'ListEngine1795819206714';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER INDEX "IDX_5de9763c46e706a127d40ca16e" RENAME TO "docs_created_at_id"`,
    );
    await queryRunner.query(
      `ALTER INDEX "IDX_6524099e0749dc054089240577" RENAME TO "docs_author_id_created_at_id"`,
    );
    await queryRunner.query(
      `ALTER INDEX "IDX_31ef21fa4bfd3f0c22551382b8" RENAME TO "docs_updated_at_id"`,
    );
    await queryRunner.query(
      `ALTER INDEX "IDX_cf3c0d2c3fc145a3108902e8de" RENAME TO "docs_author_id_updated_at_id"`,
    );
    await queryRunner.query(
      `ALTER INDEX "IDX_0f6acf379b5bf2ad95eb41554f" RENAME TO "docs_title_id"`,
    );
    await queryRunner.query(
      `ALTER INDEX "IDX_7c7ebc488017e5459324fa5063" RENAME TO "docs_author_id_title_id"`,
    );
    await queryRunner.query(
      `ALTER INDEX "IDX_790f7f26b8a0c3f17a04b28420" RENAME TO "lessons_created_at_id"`,
    );
    await queryRunner.query(
      `ALTER INDEX "IDX_08c627a6ac7cdeeabc92ebfb66" RENAME TO "lessons_author_id_created_at_id"`,
    );
    await queryRunner.query(
      `ALTER INDEX "IDX_893ee5c3e0f7bf880544addff1" RENAME TO "lessons_updated_at_id"`,
    );
    await queryRunner.query(
      `ALTER INDEX "IDX_6bd10bf9de6f1aa4d1d4100530" RENAME TO "lessons_author_id_updated_at_id"`,
    );
    await queryRunner.query(
      `ALTER INDEX "IDX_42607e817e964c23efa982926e" RENAME TO "lessons_title_id"`,
    );
    await queryRunner.query(
      `ALTER INDEX "IDX_4de9618e11a641c85166335efd" RENAME TO "lessons_author_id_title_id"`,
    );
    for (const [name, table] of OLD_TRIGGERS)
      await queryRunner.query(`DROP TRIGGER "${name}" ON "${table}"`);
    await queryRunner.query(`DROP INDEX "docs_tag_pairs_gin"`);
    for (const [name] of OLD_FUNCTIONS)
      await queryRunner.query(`DROP FUNCTION "${name}"`);
    for (const index of TRIGRAM_INDEXES)
      await queryRunner.query(
        `ALTER INDEX "${index}" RENAME TO "lists_${index}"`,
      );
    for (const [from] of RENAMED_COUNTERS)
      await queryRunner.query(`DELETE FROM "row_counts" WHERE ${named(from)}`);
    await queryRunner.query(
      `CREATE FUNCTION "lists_users_count"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP = 'INSERT' THEN PERFORM row_counts_add('users', 1); PERFORM row_counts_add('users.role:' || NEW."role", 1); ELSIF TG_OP = 'DELETE' THEN PERFORM row_counts_add('users', -1); PERFORM row_counts_add('users.role:' || OLD."role", -1); ELSE IF OLD."role" IS DISTINCT FROM NEW."role" THEN PERFORM row_counts_add('users.role:' || OLD."role", -1); PERFORM row_counts_add('users.role:' || NEW."role", 1); END IF; END IF; RETURN NULL; END $$`,
    );
    await queryRunner.query(
      `CREATE FUNCTION "lists_docs_count"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP = 'INSERT' THEN PERFORM row_counts_add('docs', 1); PERFORM row_counts_add('docs.authorId:' || NEW."author_id", 1); ELSIF TG_OP = 'DELETE' THEN PERFORM row_counts_add('docs', -1); PERFORM row_counts_add('docs.authorId:' || OLD."author_id", -1); ELSE IF OLD."author_id" IS DISTINCT FROM NEW."author_id" THEN PERFORM row_counts_add('docs.authorId:' || OLD."author_id", -1); PERFORM row_counts_add('docs.authorId:' || NEW."author_id", 1); END IF; END IF; RETURN NULL; END $$`,
    );
    await queryRunner.query(
      `CREATE FUNCTION "lists_doc_tags_write"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP = 'UPDATE' THEN DELETE FROM "doc_tags" WHERE "doc_id" = NEW."id" AND "tag" NOT IN (SELECT jsonb_array_elements_text(CAST(NEW."tags" AS jsonb))); END IF; INSERT INTO "doc_tags" ("doc_id", "tag", "created_at", "updated_at", "title") SELECT DISTINCT NEW."id", j.v, NEW."created_at", NEW."updated_at", NEW."title" FROM jsonb_array_elements_text(CAST(NEW."tags" AS jsonb)) WITH ORDINALITY j(v, n) ON CONFLICT DO NOTHING; RETURN NULL; END $$`,
    );
    await queryRunner.query(
      `CREATE FUNCTION "lists_doc_tags_sort_keys"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE "doc_tags" SET "created_at" = NEW."created_at", "updated_at" = NEW."updated_at", "title" = NEW."title" WHERE "doc_id" = NEW."id"; RETURN NULL; END $$`,
    );
    await queryRunner.query(
      `CREATE FUNCTION "lists_doc_tags_count"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP = 'INSERT' THEN PERFORM row_counts_add('docs.tag:' || NEW."tag", 1); ELSIF TG_OP = 'DELETE' THEN PERFORM row_counts_add('docs.tag:' || OLD."tag", -1); ELSIF OLD."tag" IS DISTINCT FROM NEW."tag" THEN PERFORM row_counts_add('docs.tag:' || OLD."tag", -1); PERFORM row_counts_add('docs.tag:' || NEW."tag", 1); END IF; RETURN NULL; END $$`,
    );
    await queryRunner.query(
      `CREATE FUNCTION "lists_docs_tag_pairs"(list jsonb) RETURNS text[] LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$ BEGIN RETURN (SELECT COALESCE(array_agg(a.hex || 'x' || b.hex), '{}') FROM (SELECT encode(convert_to(value, 'UTF8'), 'hex') AS hex FROM jsonb_array_elements_text(list)) a, (SELECT encode(convert_to(value, 'UTF8'), 'hex') AS hex FROM jsonb_array_elements_text(list)) b WHERE a.hex COLLATE "C" < b.hex COLLATE "C"); END $$`,
    );
    await queryRunner.query(
      `CREATE INDEX "lists_docs_tag_pairs" ON "docs" USING gin ("lists_docs_tag_pairs"(CAST("tags" AS jsonb)))`,
    );
    await queryRunner.query(
      `COMMENT ON INDEX "lists_docs_tag_pairs" IS 'lists:928c03364ca0abf2'`,
    );
    await queryRunner.query(
      `COMMENT ON INDEX "lists_docs_title_trgm" IS 'lists:866d68679e71a9b4'`,
    );
    await queryRunner.query(
      `COMMENT ON INDEX "lists_docs_description_trgm" IS 'lists:5bcaf6a9ea507b6b'`,
    );
    await queryRunner.query(
      `CREATE FUNCTION "lists_lessons_count"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP = 'INSERT' THEN PERFORM row_counts_add('lessons', 1); PERFORM row_counts_add('lessons.authorId:' || NEW."author_id", 1); ELSIF TG_OP = 'DELETE' THEN PERFORM row_counts_add('lessons', -1); PERFORM row_counts_add('lessons.authorId:' || OLD."author_id", -1); ELSE IF OLD."author_id" IS DISTINCT FROM NEW."author_id" THEN PERFORM row_counts_add('lessons.authorId:' || OLD."author_id", -1); PERFORM row_counts_add('lessons.authorId:' || NEW."author_id", 1); END IF; END IF; RETURN NULL; END $$`,
    );
    await queryRunner.query(
      `CREATE FUNCTION "lists_lesson_docs_write"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP = 'UPDATE' THEN DELETE FROM "lesson_docs" WHERE "lesson_id" = NEW."id"; END IF; INSERT INTO "lesson_docs" ("lesson_id", "position", "doc_id", "created_at", "updated_at", "title") SELECT NEW."id", j.n - 1, CAST(j.v AS uuid), NEW."created_at", NEW."updated_at", NEW."title" FROM jsonb_array_elements_text(CAST(NEW."doc_ids" AS jsonb)) WITH ORDINALITY j(v, n); RETURN NULL; END $$`,
    );
    await queryRunner.query(
      `CREATE FUNCTION "lists_lesson_docs_sort_keys"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE "lesson_docs" SET "created_at" = NEW."created_at", "updated_at" = NEW."updated_at", "title" = NEW."title" WHERE "lesson_id" = NEW."id"; RETURN NULL; END $$`,
    );
    await queryRunner.query(
      `CREATE FUNCTION "lists_lesson_docs_count"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP = 'INSERT' THEN PERFORM row_counts_add('lessons.docId:' || NEW."doc_id", 1); ELSIF TG_OP = 'DELETE' THEN PERFORM row_counts_add('lessons.docId:' || OLD."doc_id", -1); ELSIF OLD."doc_id" IS DISTINCT FROM NEW."doc_id" THEN PERFORM row_counts_add('lessons.docId:' || OLD."doc_id", -1); PERFORM row_counts_add('lessons.docId:' || NEW."doc_id", 1); END IF; RETURN NULL; END $$`,
    );
    await queryRunner.query(
      `COMMENT ON INDEX "lists_lessons_title_trgm" IS 'lists:d971358d5a246ce0'`,
    );
    await queryRunner.query(
      `COMMENT ON INDEX "lists_lessons_description_trgm" IS 'lists:aa75b41c6746a4a5'`,
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
      `CREATE TRIGGER "lists_users_count" AFTER INSERT OR DELETE OR UPDATE OF "role" ON "users" FOR EACH ROW EXECUTE FUNCTION "lists_users_count"()`,
    );
    await queryRunner.query(
      `COMMENT ON TRIGGER "lists_users_count" ON "users" IS 'lists:fd64f0c898a42ec8'`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "lists_docs_count" AFTER INSERT OR DELETE OR UPDATE OF "author_id" ON "docs" FOR EACH ROW EXECUTE FUNCTION "lists_docs_count"()`,
    );
    await queryRunner.query(
      `COMMENT ON TRIGGER "lists_docs_count" ON "docs" IS 'lists:fdf90a520da962f4'`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "lists_doc_tags_insert" AFTER INSERT ON "docs" FOR EACH ROW EXECUTE FUNCTION "lists_doc_tags_write"()`,
    );
    await queryRunner.query(
      `COMMENT ON TRIGGER "lists_doc_tags_insert" ON "docs" IS 'lists:e1e1e702d32eff6c'`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "lists_doc_tags_update" AFTER UPDATE OF "tags" ON "docs" FOR EACH ROW WHEN (OLD."tags" IS DISTINCT FROM NEW."tags") EXECUTE FUNCTION "lists_doc_tags_write"()`,
    );
    await queryRunner.query(
      `COMMENT ON TRIGGER "lists_doc_tags_update" ON "docs" IS 'lists:7ea5ea1783fe96a2'`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "lists_doc_tags_sort_keys" AFTER UPDATE OF "created_at", "updated_at", "title" ON "docs" FOR EACH ROW WHEN (OLD."created_at" IS DISTINCT FROM NEW."created_at" OR OLD."updated_at" IS DISTINCT FROM NEW."updated_at" OR OLD."title" IS DISTINCT FROM NEW."title") EXECUTE FUNCTION "lists_doc_tags_sort_keys"()`,
    );
    await queryRunner.query(
      `COMMENT ON TRIGGER "lists_doc_tags_sort_keys" ON "docs" IS 'lists:1b599400dd4ce379'`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "lists_doc_tags_count" AFTER INSERT OR DELETE OR UPDATE OF "tag" ON "doc_tags" FOR EACH ROW EXECUTE FUNCTION "lists_doc_tags_count"()`,
    );
    await queryRunner.query(
      `COMMENT ON TRIGGER "lists_doc_tags_count" ON "doc_tags" IS 'lists:828894635790c67e'`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "lists_lessons_count" AFTER INSERT OR DELETE OR UPDATE OF "author_id" ON "lessons" FOR EACH ROW EXECUTE FUNCTION "lists_lessons_count"()`,
    );
    await queryRunner.query(
      `COMMENT ON TRIGGER "lists_lessons_count" ON "lessons" IS 'lists:415b9d29f74a3825'`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "lists_lesson_docs_insert" AFTER INSERT ON "lessons" FOR EACH ROW EXECUTE FUNCTION "lists_lesson_docs_write"()`,
    );
    await queryRunner.query(
      `COMMENT ON TRIGGER "lists_lesson_docs_insert" ON "lessons" IS 'lists:87327157d21b113d'`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "lists_lesson_docs_update" AFTER UPDATE OF "doc_ids" ON "lessons" FOR EACH ROW WHEN (OLD."doc_ids" IS DISTINCT FROM NEW."doc_ids") EXECUTE FUNCTION "lists_lesson_docs_write"()`,
    );
    await queryRunner.query(
      `COMMENT ON TRIGGER "lists_lesson_docs_update" ON "lessons" IS 'lists:5b4980ac4efbdfed'`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "lists_lesson_docs_sort_keys" AFTER UPDATE OF "created_at", "updated_at", "title" ON "lessons" FOR EACH ROW WHEN (OLD."created_at" IS DISTINCT FROM NEW."created_at" OR OLD."updated_at" IS DISTINCT FROM NEW."updated_at" OR OLD."title" IS DISTINCT FROM NEW."title") EXECUTE FUNCTION "lists_lesson_docs_sort_keys"()`,
    );
    await queryRunner.query(
      `COMMENT ON TRIGGER "lists_lesson_docs_sort_keys" ON "lessons" IS 'lists:8ddf48c399b6945d'`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "lists_lesson_docs_count" AFTER INSERT OR DELETE OR UPDATE OF "doc_id" ON "lesson_docs" FOR EACH ROW EXECUTE FUNCTION "lists_lesson_docs_count"()`,
    );
    await queryRunner.query(
      `COMMENT ON TRIGGER "lists_lesson_docs_count" ON "lesson_docs" IS 'lists:c982aeaa06ab5a76'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER INDEX "docs_created_at_id" RENAME TO "IDX_5de9763c46e706a127d40ca16e"`,
    );
    await queryRunner.query(
      `ALTER INDEX "docs_author_id_created_at_id" RENAME TO "IDX_6524099e0749dc054089240577"`,
    );
    await queryRunner.query(
      `ALTER INDEX "docs_updated_at_id" RENAME TO "IDX_31ef21fa4bfd3f0c22551382b8"`,
    );
    await queryRunner.query(
      `ALTER INDEX "docs_author_id_updated_at_id" RENAME TO "IDX_cf3c0d2c3fc145a3108902e8de"`,
    );
    await queryRunner.query(
      `ALTER INDEX "docs_title_id" RENAME TO "IDX_0f6acf379b5bf2ad95eb41554f"`,
    );
    await queryRunner.query(
      `ALTER INDEX "docs_author_id_title_id" RENAME TO "IDX_7c7ebc488017e5459324fa5063"`,
    );
    await queryRunner.query(
      `ALTER INDEX "lessons_created_at_id" RENAME TO "IDX_790f7f26b8a0c3f17a04b28420"`,
    );
    await queryRunner.query(
      `ALTER INDEX "lessons_author_id_created_at_id" RENAME TO "IDX_08c627a6ac7cdeeabc92ebfb66"`,
    );
    await queryRunner.query(
      `ALTER INDEX "lessons_updated_at_id" RENAME TO "IDX_893ee5c3e0f7bf880544addff1"`,
    );
    await queryRunner.query(
      `ALTER INDEX "lessons_author_id_updated_at_id" RENAME TO "IDX_6bd10bf9de6f1aa4d1d4100530"`,
    );
    await queryRunner.query(
      `ALTER INDEX "lessons_title_id" RENAME TO "IDX_42607e817e964c23efa982926e"`,
    );
    await queryRunner.query(
      `ALTER INDEX "lessons_author_id_title_id" RENAME TO "IDX_4de9618e11a641c85166335efd"`,
    );
    await queryRunner.query(`DROP TRIGGER "lists_users_count" ON "users"`);
    await queryRunner.query(`DROP TRIGGER "lists_docs_count" ON "docs"`);
    await queryRunner.query(`DROP TRIGGER "lists_doc_tags_insert" ON "docs"`);
    await queryRunner.query(`DROP TRIGGER "lists_doc_tags_update" ON "docs"`);
    await queryRunner.query(
      `DROP TRIGGER "lists_doc_tags_sort_keys" ON "docs"`,
    );
    await queryRunner.query(
      `DROP TRIGGER "lists_doc_tags_count" ON "doc_tags"`,
    );
    await queryRunner.query(`DROP TRIGGER "lists_lessons_count" ON "lessons"`);
    await queryRunner.query(
      `DROP TRIGGER "lists_lesson_docs_insert" ON "lessons"`,
    );
    await queryRunner.query(
      `DROP TRIGGER "lists_lesson_docs_update" ON "lessons"`,
    );
    await queryRunner.query(
      `DROP TRIGGER "lists_lesson_docs_sort_keys" ON "lessons"`,
    );
    await queryRunner.query(
      `DROP TRIGGER "lists_lesson_docs_count" ON "lesson_docs"`,
    );
    await queryRunner.query(`DROP INDEX "lists_docs_tag_pairs"`);
    await queryRunner.query(`DROP FUNCTION "lists_users_count"()`);
    await queryRunner.query(`DROP FUNCTION "lists_docs_count"()`);
    await queryRunner.query(`DROP FUNCTION "lists_doc_tags_write"()`);
    await queryRunner.query(`DROP FUNCTION "lists_doc_tags_sort_keys"()`);
    await queryRunner.query(`DROP FUNCTION "lists_doc_tags_count"()`);
    await queryRunner.query(`DROP FUNCTION "lists_docs_tag_pairs"(jsonb)`);
    await queryRunner.query(`DROP FUNCTION "lists_lessons_count"()`);
    await queryRunner.query(`DROP FUNCTION "lists_lesson_docs_write"()`);
    await queryRunner.query(`DROP FUNCTION "lists_lesson_docs_sort_keys"()`);
    await queryRunner.query(`DROP FUNCTION "lists_lesson_docs_count"()`);
    for (const index of TRIGRAM_INDEXES) {
      await queryRunner.query(
        `ALTER INDEX "lists_${index}" RENAME TO "${index}"`,
      );
      await queryRunner.query(`COMMENT ON INDEX "${index}" IS NULL`);
    }
    for (const [from, to] of RENAMED_COUNTERS)
      await queryRunner.query(
        `UPDATE "row_counts" SET "name" = '${from}' || substr("name", ${to.length + 1}) WHERE ${named(to)}`,
      );
    for (const [, definition] of OLD_FUNCTIONS)
      await queryRunner.query(definition);
    await queryRunner.query(OLD_TAG_PAIRS_INDEX);
    for (const [, , definition] of OLD_TRIGGERS)
      await queryRunner.query(definition);
  }
}
