import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Written by hand: a list of lessons by `docId` checks each walked lesson's own `doc_ids`, no
 * longer the `(lesson_id, doc_id)` index, which goes (ADR 0303). `doc_ids` is lowered as the API
 * now writes it: PostgreSQL's `uuid` foreign keys took ids in upper case, and the column holds
 * nothing but UUIDs. `down` keeps the lowered ids.
 */
export class LessonWalkByDocIds1795684000000 implements MigrationInterface {
  name = 'LessonWalkByDocIds1795684000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "lessons" SET "doc_ids" = lower("doc_ids") WHERE "doc_ids" <> lower("doc_ids")`,
    );
    await queryRunner.query(`DROP INDEX "lesson_docs_lesson_id_doc_id"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "lesson_docs_lesson_id_doc_id" ON "lesson_docs" ("lesson_id", "doc_id")`,
    );
  }
}
