import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Lessons1795308000000 implements MigrationInterface {
  name = 'Lessons1795308000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "lessons" ("id" uuid NOT NULL, "title" character varying(200) NOT NULL, "description" character varying(2000) NOT NULL DEFAULT '', "doc_ids" text NOT NULL, "author_id" uuid NOT NULL, "created_at" TIMESTAMP(3) NOT NULL, "updated_at" TIMESTAMP(3) NOT NULL, "version" integer NOT NULL, CONSTRAINT "PK_9b9a8d455cac672d262d7275730" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "lessons_author_id" ON "lessons" ("author_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "lessons_title_id" ON "lessons" ("title", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "lessons_updated_at_id" ON "lessons" ("updated_at", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "lessons_created_at_id" ON "lessons" ("created_at", "id")`,
    );
    await queryRunner.query(
      `CREATE TABLE "lesson_docs" ("lesson_id" uuid NOT NULL, "position" integer NOT NULL, "doc_id" uuid NOT NULL, CONSTRAINT "PK_a29410bfc0a661ef1e27d10319e" PRIMARY KEY ("lesson_id", "position"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "lesson_docs_doc_id" ON "lesson_docs" ("doc_id")`,
    );
    await queryRunner.query(
      `ALTER TABLE "lessons" ADD CONSTRAINT "lessons_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "lesson_docs" ADD CONSTRAINT "lesson_docs_lesson_id_fkey" FOREIGN KEY ("lesson_id") REFERENCES "lessons"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "lesson_docs" ADD CONSTRAINT "lesson_docs_doc_id_fkey" FOREIGN KEY ("doc_id") REFERENCES "docs"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "lesson_docs"`);
    await queryRunner.query(`DROP TABLE "lessons"`);
  }
}
