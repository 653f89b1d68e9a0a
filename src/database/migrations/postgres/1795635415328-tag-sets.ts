import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Written by hand: a GIN index of each doc's tags as `jsonb`, for lists filtered by several tags
 * (`@>`). See docs/adr/0302.
 */
export class TagSets1795635415328 implements MigrationInterface {
  name = 'TagSets1795635415328';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "docs_tags_gin" ON "docs" USING gin ((CAST("tags" AS jsonb)) jsonb_path_ops)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "docs_tags_gin"`);
  }
}
