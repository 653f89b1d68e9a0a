import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DocsAndLessons1795307000000 implements MigrationInterface {
  name = 'DocsAndLessons1795307000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "docs" ("id" varchar PRIMARY KEY NOT NULL, "title" varchar(200) NOT NULL, "description" varchar(2000) NOT NULL DEFAULT (''), "author_id" varchar NOT NULL, "created_at" datetime(3) NOT NULL, "updated_at" datetime(3) NOT NULL, "version" integer NOT NULL, "reference" varchar(100), "tags" text NOT NULL, "content" text NOT NULL DEFAULT (''), CONSTRAINT "docs_reference_key" UNIQUE ("reference"), CONSTRAINT "FK_74ebbfd6dc5c0add5b1dd3dab15" FOREIGN KEY ("author_id") REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
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
      `CREATE TABLE "doc_tags" ("doc_id" varchar NOT NULL, "tag" varchar(40) NOT NULL, CONSTRAINT "doc_tags_doc_id_fkey" FOREIGN KEY ("doc_id") REFERENCES "docs" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("doc_id", "tag"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "doc_tags_tag" ON "doc_tags" ("tag", "doc_id")`,
    );
    await queryRunner.query(
      `CREATE TABLE "lessons" ("id" varchar PRIMARY KEY NOT NULL, "title" varchar(200) NOT NULL, "description" varchar(2000) NOT NULL DEFAULT (''), "author_id" varchar NOT NULL, "created_at" datetime(3) NOT NULL, "updated_at" datetime(3) NOT NULL, "version" integer NOT NULL, "doc_ids" text NOT NULL, CONSTRAINT "FK_39bda7f12377adf856f95a91e6d" FOREIGN KEY ("author_id") REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
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
      `CREATE TABLE "lesson_docs" ("lesson_id" varchar NOT NULL, "position" integer NOT NULL, "doc_id" varchar NOT NULL, CONSTRAINT "lesson_docs_lesson_id_fkey" FOREIGN KEY ("lesson_id") REFERENCES "lessons" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "lesson_docs_doc_id_fkey" FOREIGN KEY ("doc_id") REFERENCES "docs" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, PRIMARY KEY ("lesson_id", "position"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "lesson_docs_doc_id" ON "lesson_docs" ("doc_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "lesson_docs"`);
    await queryRunner.query(`DROP TABLE "lessons"`);
    await queryRunner.query(`DROP TABLE "doc_tags"`);
    await queryRunner.query(`DROP TABLE "docs"`);
  }
}
