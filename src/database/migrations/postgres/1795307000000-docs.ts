import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Docs1795307000000 implements MigrationInterface {
  name = 'Docs1795307000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "docs" ("id" uuid NOT NULL, "reference" character varying(100), "title" character varying(200) NOT NULL, "description" character varying(2000) NOT NULL DEFAULT '', "tags" text NOT NULL, "content" text NOT NULL DEFAULT '', "author_id" uuid NOT NULL, "created_at" TIMESTAMP(3) NOT NULL, "updated_at" TIMESTAMP(3) NOT NULL, "version" integer NOT NULL, CONSTRAINT "docs_reference_key" UNIQUE ("reference"), CONSTRAINT "PK_3a13e0daf5db0055b25d829f2f2" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "docs_author_id" ON "docs" ("author_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "docs_title_id" ON "docs" ("title", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "docs_updated_at_id" ON "docs" ("updated_at", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "docs_created_at_id" ON "docs" ("created_at", "id")`,
    );
    await queryRunner.query(
      `CREATE TABLE "doc_tags" ("doc_id" uuid NOT NULL, "tag" character varying(40) NOT NULL, CONSTRAINT "PK_7f0a8c12596c8a1ac69c2cd845d" PRIMARY KEY ("doc_id", "tag"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "doc_tags_tag" ON "doc_tags" ("tag", "doc_id")`,
    );
    await queryRunner.query(
      `ALTER TABLE "docs" ADD CONSTRAINT "docs_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "doc_tags" ADD CONSTRAINT "doc_tags_doc_id_fkey" FOREIGN KEY ("doc_id") REFERENCES "docs"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "doc_tags"`);
    await queryRunner.query(`DROP TABLE "docs"`);
  }
}
