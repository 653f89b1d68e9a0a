import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A doc's tags as the tokens of `docs_tagset`: one per tag (`pairs` false), or one per pair of tags. */
const tokens = (row: 'NEW' | 'docs', pairs: boolean) =>
  pairs
    ? `(SELECT group_concat(hex(a.value) || 'x' || hex(b.value), ' ') FROM json_each(${row}."tags") a, json_each(${row}."tags") b WHERE hex(a.value) < hex(b.value))`
    : `(SELECT group_concat(hex(value), ' ') FROM json_each(${row}."tags"))`;

const TRIGGERS = (pairs: boolean) => [
  [
    'docs_tagset_insert',
    `CREATE TRIGGER "docs_tagset_insert" AFTER INSERT ON "docs" BEGIN INSERT INTO "docs_tagset" (rowid, tags) VALUES (NEW.rowid, ${tokens('NEW', pairs)}); END`,
  ],
  [
    'docs_tagset_update',
    `CREATE TRIGGER "docs_tagset_update" AFTER UPDATE OF "tags" ON "docs" WHEN OLD.tags IS NOT NEW.tags BEGIN UPDATE "docs_tagset" SET tags = ${tokens('NEW', pairs)} WHERE rowid = NEW.rowid; END`,
  ],
];

/**
 * Written by hand: `docs_tagset` holds a token per pair of a doc's tags (`<hex>x<hex>`, the
 * lower first) instead of one per tag, so that two tags read their own docs only. See
 * docs/adr/0302.
 */
export class TagPairs1795683000000 implements MigrationInterface {
  name = 'TagPairs1795683000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.rebuild(queryRunner, true);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await this.rebuild(queryRunner, false);
  }

  private async rebuild(queryRunner: QueryRunner, pairs: boolean) {
    for (const [name, trigger] of TRIGGERS(pairs)) {
      await queryRunner.query(`DROP TRIGGER "${name}"`);
      await queryRunner.query(trigger);
    }
    await queryRunner.query(
      `INSERT INTO "docs_tagset" ("docs_tagset") VALUES ('delete-all')`,
    );
    await queryRunner.query(
      `INSERT INTO "docs_tagset" (rowid, tags) SELECT rowid, ${tokens('docs', pairs)} FROM "docs"`,
    );
  }
}
