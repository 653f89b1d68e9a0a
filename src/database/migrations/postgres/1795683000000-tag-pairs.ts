import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Written by hand: the GIN index of several-tag filters holds each pair of a doc's tags
 * (`doc_tag_pairs`: `<hex>x<hex>`, the lower first) instead of each tag, so that two tags read
 * their own docs only. See docs/adr/0302.
 */
export class TagPairs1795683000000 implements MigrationInterface {
  name = 'TagPairs1795683000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // PL/pgSQL keeps its plan for the session: a SQL function is planned again in each write.
    await queryRunner.query(`
      CREATE FUNCTION doc_tag_pairs(tags jsonb) RETURNS text[]
      LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
      BEGIN
        RETURN (SELECT COALESCE(array_agg(a.hex || 'x' || b.hex), '{}')
          FROM (SELECT encode(convert_to(value, 'UTF8'), 'hex') AS hex FROM jsonb_array_elements_text(tags)) a,
            (SELECT encode(convert_to(value, 'UTF8'), 'hex') AS hex FROM jsonb_array_elements_text(tags)) b
          WHERE a.hex COLLATE "C" < b.hex COLLATE "C");
      END
      $$`);
    await queryRunner.query(
      `CREATE INDEX "docs_tag_pairs_gin" ON "docs" USING gin (doc_tag_pairs(CAST("tags" AS jsonb)))`,
    );
    await queryRunner.query(`DROP INDEX "docs_tags_gin"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "docs_tags_gin" ON "docs" USING gin ((CAST("tags" AS jsonb)) jsonb_path_ops)`,
    );
    await queryRunner.query(`DROP INDEX "docs_tag_pairs_gin"`);
    await queryRunner.query(`DROP FUNCTION doc_tag_pairs(jsonb)`);
  }
}
