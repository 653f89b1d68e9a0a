import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Docs1795307000000 implements MigrationInterface {
  name = 'Docs1795307000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "docs" ("id" varchar PRIMARY KEY NOT NULL, "reference" varchar(100), "title" varchar(200) NOT NULL, "description" varchar(2000) NOT NULL DEFAULT (''), "tags" text NOT NULL, "content" text NOT NULL DEFAULT (''), "author_id" varchar NOT NULL, "created_at" datetime(3) NOT NULL, "updated_at" datetime(3) NOT NULL, "version" integer NOT NULL, CONSTRAINT "docs_reference_key" UNIQUE ("reference"), CONSTRAINT "docs_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `CREATE INDEX "docs_author_id" ON "docs" ("author_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "docs_created_at_id" ON "docs" ("created_at", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "docs_updated_at_id" ON "docs" ("updated_at", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "docs_title_id" ON "docs" ("title", "id")`,
    );
    await queryRunner.query(
      `CREATE TABLE "doc_tags" ("doc_id" varchar NOT NULL, "tag" varchar(40) NOT NULL, CONSTRAINT "doc_tags_doc_id_fkey" FOREIGN KEY ("doc_id") REFERENCES "docs" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("doc_id", "tag"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "doc_tags_tag" ON "doc_tags" ("tag", "doc_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "doc_tags"`);
    await queryRunner.query(`DROP TABLE "docs"`);
  }
}
