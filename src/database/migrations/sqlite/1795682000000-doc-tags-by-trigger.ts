import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tags of `docs`, one row each in `doc_tags` (a deleted doc's go by its foreign key). */
const TRIGGERS = [
  `CREATE TRIGGER "doc_tags_insert" AFTER INSERT ON "docs" BEGIN INSERT INTO "doc_tags" ("doc_id", "tag") SELECT DISTINCT NEW."id", t.value FROM json_each(NEW."tags") t; END`,
  `CREATE TRIGGER "doc_tags_update" AFTER UPDATE OF "tags" ON "docs" WHEN OLD."tags" IS NOT NEW."tags" BEGIN DELETE FROM "doc_tags" WHERE "doc_id" = NEW."id" AND "tag" NOT IN (SELECT t.value FROM json_each(NEW."tags") t); INSERT INTO "doc_tags" ("doc_id", "tag") SELECT DISTINCT NEW."id", t.value FROM json_each(NEW."tags") t WHERE t.value NOT IN (SELECT o.value FROM json_each(OLD."tags") o); END`,
];

/**
 * Written by hand: `doc_tags` kept in step with `docs.tags` by the database, as the search index
 * and the tag sets are, rather than by the service (a doc's write is one statement). The rows
 * are already in step. See docs/adr/0509.
 */
export class DocTagsByTrigger1795682000000 implements MigrationInterface {
  name = 'DocTagsByTrigger1795682000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const trigger of TRIGGERS) await queryRunner.query(trigger);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const trigger of TRIGGERS)
      await queryRunner.query(
        `DROP TRIGGER ${/^CREATE TRIGGER ("\w+")/.exec(trigger)![1]}`,
      );
  }
}
