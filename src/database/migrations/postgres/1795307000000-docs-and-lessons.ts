import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DocsAndLessons1795307000000 implements MigrationInterface {
  name = 'DocsAndLessons1795307000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "docs" ("id" uuid NOT NULL, "title" character varying(200) NOT NULL, "description" character varying(2000) NOT NULL DEFAULT '', "author_id" uuid NOT NULL, "created_at" TIMESTAMP(3) NOT NULL, "updated_at" TIMESTAMP(3) NOT NULL, "version" integer NOT NULL, "reference" character varying(100), "tags" text NOT NULL, "content" text NOT NULL DEFAULT '', CONSTRAINT "docs_reference_key" UNIQUE ("reference"), CONSTRAINT "PK_3a13e0daf5db0055b25d829f2f2" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_74ebbfd6dc5c0add5b1dd3dab1" ON "docs" ("author_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_0f6acf379b5bf2ad95eb41554f" ON "docs" ("title", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_31ef21fa4bfd3f0c22551382b8" ON "docs" ("updated_at", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_5de9763c46e706a127d40ca16e" ON "docs" ("created_at", "id")`,
    );
    await queryRunner.query(
      `CREATE TABLE "doc_tags" ("doc_id" uuid NOT NULL, "tag" character varying(40) NOT NULL, CONSTRAINT "PK_7f0a8c12596c8a1ac69c2cd845d" PRIMARY KEY ("doc_id", "tag"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "doc_tags_tag" ON "doc_tags" ("tag", "doc_id")`,
    );
    await queryRunner.query(
      `CREATE TABLE "lessons" ("id" uuid NOT NULL, "title" character varying(200) NOT NULL, "description" character varying(2000) NOT NULL DEFAULT '', "author_id" uuid NOT NULL, "created_at" TIMESTAMP(3) NOT NULL, "updated_at" TIMESTAMP(3) NOT NULL, "version" integer NOT NULL, "doc_ids" text NOT NULL, CONSTRAINT "PK_9b9a8d455cac672d262d7275730" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_39bda7f12377adf856f95a91e6" ON "lessons" ("author_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_42607e817e964c23efa982926e" ON "lessons" ("title", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_893ee5c3e0f7bf880544addff1" ON "lessons" ("updated_at", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_790f7f26b8a0c3f17a04b28420" ON "lessons" ("created_at", "id")`,
    );
    await queryRunner.query(
      `CREATE TABLE "lesson_docs" ("lesson_id" uuid NOT NULL, "position" integer NOT NULL, "doc_id" uuid NOT NULL, CONSTRAINT "PK_a29410bfc0a661ef1e27d10319e" PRIMARY KEY ("lesson_id", "position"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "lesson_docs_doc_id" ON "lesson_docs" ("doc_id")`,
    );
    await queryRunner.query(
      `ALTER TABLE "docs" ADD CONSTRAINT "FK_74ebbfd6dc5c0add5b1dd3dab15" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "doc_tags" ADD CONSTRAINT "doc_tags_doc_id_fkey" FOREIGN KEY ("doc_id") REFERENCES "docs"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "lessons" ADD CONSTRAINT "FK_39bda7f12377adf856f95a91e6d" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
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
    await queryRunner.query(`DROP TABLE "doc_tags"`);
    await queryRunner.query(`DROP TABLE "docs"`);
  }
}
