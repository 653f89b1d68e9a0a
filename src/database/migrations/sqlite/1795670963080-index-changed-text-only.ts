import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The update triggers of the FTS5 tables, fired on any write of their columns (`up`: only on a change). */
const TRIGGERS = (onChange: boolean) => [
  ...['docs', 'lessons'].map((table) => {
    const search = `${table}_search`;
    const when = onChange
      ? 'WHEN OLD.title IS NOT NEW.title OR OLD.description IS NOT NEW.description '
      : '';
    return [
      `${search}_update`,
      `CREATE TRIGGER "${search}_update" AFTER UPDATE OF title, description ON "${table}" ${when}BEGIN INSERT INTO "${search}" ("${search}", rowid, title, description) VALUES ('delete', OLD.rowid, OLD.title, OLD.description); INSERT INTO "${search}" (rowid, title, description) VALUES (NEW.rowid, NEW.title, NEW.description); END`,
    ];
  }),
  [
    'docs_tagset_update',
    `CREATE TRIGGER "docs_tagset_update" AFTER UPDATE OF "tags" ON "docs" ${onChange ? 'WHEN OLD.tags IS NOT NEW.tags ' : ''}BEGIN UPDATE "docs_tagset" SET tags = (SELECT group_concat(hex(value), ' ') FROM json_each(NEW."tags")) WHERE rowid = NEW.rowid; END`,
  ],
];

/**
 * Written by hand: an update rewrites the search index and the tag set of a row only when its
 * title, description or tags change, not on every write that sets them (a `PUT` that keeps
 * them). See docs/adr/0409.
 */
export class IndexChangedTextOnly1795670963080 implements MigrationInterface {
  name = 'IndexChangedTextOnly1795670963080';

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.replace(queryRunner, true);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await this.replace(queryRunner, false);
  }

  private async replace(queryRunner: QueryRunner, onChange: boolean) {
    for (const [name, trigger] of TRIGGERS(onChange)) {
      await queryRunner.query(`DROP TRIGGER "${name}"`);
      await queryRunner.query(trigger);
    }
  }
}
