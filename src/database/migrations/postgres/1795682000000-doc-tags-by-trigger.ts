import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Written by hand: `doc_tags` kept in step with `docs.tags` by the database, as the counters
 * are, rather than by the service (a doc's write is one statement); a deleted doc's rows go by
 * its foreign key. The rows are already in step. See docs/adr/0509.
 */
export class DocTagsByTrigger1795682000000 implements MigrationInterface {
  name = 'DocTagsByTrigger1795682000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE FUNCTION "doc_tags_of_docs"() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF TG_OP = 'UPDATE' THEN
            DELETE FROM doc_tags WHERE doc_id = NEW.id
              AND tag NOT IN (SELECT jsonb_array_elements_text(CAST(NEW.tags AS jsonb)));
          END IF;
          INSERT INTO doc_tags (doc_id, tag)
            SELECT DISTINCT NEW.id, tag FROM jsonb_array_elements_text(CAST(NEW.tags AS jsonb)) tag
            ON CONFLICT DO NOTHING;
          RETURN NULL;
        END
      $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "doc_tags_insert" AFTER INSERT ON "docs" FOR EACH ROW EXECUTE FUNCTION "doc_tags_of_docs"()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "doc_tags_update" AFTER UPDATE OF "tags" ON "docs" FOR EACH ROW WHEN (OLD.tags IS DISTINCT FROM NEW.tags) EXECUTE FUNCTION "doc_tags_of_docs"()`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "doc_tags_update" ON "docs"`);
    await queryRunner.query(`DROP TRIGGER "doc_tags_insert" ON "docs"`);
    await queryRunner.query(`DROP FUNCTION "doc_tags_of_docs"()`);
  }
}
