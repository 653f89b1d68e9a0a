import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A doc's tags as the tokens of `docs_tagset`: each tag's UTF-8 bytes in hex, one token per tag. */
const tokens = (row: 'NEW' | 'docs') =>
  `(SELECT group_concat(hex(value), ' ') FROM json_each(${row}."tags"))`;

const TRIGGERS = [
  `CREATE TRIGGER "docs_tagset_insert" AFTER INSERT ON "docs" BEGIN INSERT INTO "docs_tagset" (rowid, tags) VALUES (NEW.rowid, ${tokens('NEW')}); END`,
  `CREATE TRIGGER "docs_tagset_update" AFTER UPDATE OF "tags" ON "docs" BEGIN UPDATE "docs_tagset" SET tags = ${tokens('NEW')} WHERE rowid = NEW.rowid; END`,
  `CREATE TRIGGER "docs_tagset_delete" AFTER DELETE ON "docs" BEGIN DELETE FROM "docs_tagset" WHERE rowid = OLD.rowid; END`,
];

/**
 * Written by hand: `docs_tagset`, the tags of each doc in an FTS5 table (contentless, rowids
 * only), kept in step by triggers, for lists filtered by several tags. See docs/adr/0302.
 */
export class TagSets1795635415328 implements MigrationInterface {
  name = 'TagSets1795635415328';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE VIRTUAL TABLE "docs_tagset" USING fts5(tags, content='', contentless_delete=1, detail=none, tokenize='ascii')`,
    );
    await queryRunner.query(
      `INSERT INTO "docs_tagset" (rowid, tags) SELECT rowid, ${tokens('docs')} FROM "docs"`,
    );
    for (const trigger of TRIGGERS) await queryRunner.query(trigger);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const trigger of TRIGGERS)
      await queryRunner.query(
        `DROP TRIGGER ${/^CREATE TRIGGER ("\w+")/.exec(trigger)![1]}`,
      );
    await queryRunner.query(`DROP TABLE "docs_tagset"`);
  }
}
