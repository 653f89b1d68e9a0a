import type { Dialect } from './database.options.js';

/** SQL that creates something (`up`) and removes it again (`down`, in the order to run it). */
export interface SchemaStatements {
  up: string[];
  down: string[];
}

/** SQLite: adds `delta` to a counter of `row_counts`, in a trigger body. */
const add = (name: string, delta: string) =>
  `INSERT INTO "row_counts" ("name", "shard", "count") VALUES (${name}, 0, ${delta}) ON CONFLICT ("name", "shard") DO UPDATE SET "count" = "count" + excluded."count";`;

function sqlite(table: string): SchemaStatements {
  const author = (row: 'NEW' | 'OLD') =>
    `'${table}.author:' || ${row}."author_id"`;
  const search = `${table}_search`;
  const insert = `INSERT INTO "${search}" (rowid, title, description) VALUES (NEW.rowid, NEW.title, NEW.description);`;
  const remove = `INSERT INTO "${search}" ("${search}", rowid, title, description) VALUES ('delete', OLD.rowid, OLD.title, OLD.description);`;
  const triggers: [name: string, definition: string][] = [
    [
      `${table}_count_insert`,
      `AFTER INSERT ON "${table}" BEGIN ${add(`'${table}'`, '1')} ${add(author('NEW'), '1')} END`,
    ],
    [
      `${table}_count_delete`,
      `AFTER DELETE ON "${table}" BEGIN ${add(`'${table}'`, '-1')} ${add(author('OLD'), '-1')} END`,
    ],
    [
      `${table}_count_update`,
      `AFTER UPDATE OF "author_id" ON "${table}" BEGIN ${add(author('OLD'), '-1')} ${add(author('NEW'), '1')} END`,
    ],
    [`${search}_insert`, `AFTER INSERT ON "${table}" BEGIN ${insert} END`],
    [`${search}_delete`, `AFTER DELETE ON "${table}" BEGIN ${remove} END`],
    [
      `${search}_update`,
      `AFTER UPDATE OF title, description ON "${table}" WHEN OLD.title IS NOT NEW.title OR OLD.description IS NOT NEW.description BEGIN ${remove} ${insert} END`,
    ],
  ];
  return {
    up: [
      `CREATE VIRTUAL TABLE "${search}" USING fts5(title, description, content='${table}', content_rowid='rowid', tokenize='trigram')`,
      ...triggers.map(
        ([name, definition]) => `CREATE TRIGGER "${name}" ${definition}`,
      ),
    ],
    down: [
      ...triggers.map(([name]) => `DROP TRIGGER "${name}"`),
      `DROP TABLE "${search}"`,
      `DELETE FROM "row_counts" WHERE "name" = '${table}' OR "name" LIKE '${table}.%'`,
    ],
  };
}

function postgres(table: string): SchemaStatements {
  const adds = (row: 'NEW' | 'OLD', delta: number, authorOnly = false) =>
    [
      ...(authorOnly ? [] : [`'${table}'`]),
      `'${table}.author:' || ${row}."author_id"`,
    ]
      .map((name) => `PERFORM row_counts_add(${name}, ${delta});`)
      .join(' ');
  const counting = `BEGIN
    IF TG_OP = 'INSERT' THEN ${adds('NEW', 1)}
    ELSIF TG_OP = 'DELETE' THEN ${adds('OLD', -1)}
    ELSE ${adds('OLD', -1, true)} ${adds('NEW', 1, true)}
    END IF;
    RETURN NULL;
  END`;
  return {
    up: [
      `CREATE FUNCTION "${table}_count"() RETURNS trigger LANGUAGE plpgsql AS $$ ${counting} $$`,
      `CREATE TRIGGER "${table}_count" AFTER INSERT OR DELETE OR UPDATE OF "author_id" ON "${table}" FOR EACH ROW EXECUTE FUNCTION "${table}_count"()`,
      `CREATE INDEX "${table}_title_trgm" ON "${table}" USING gin (lower("title") gin_trgm_ops)`,
      `CREATE INDEX "${table}_description_trgm" ON "${table}" USING gin (lower("description") gin_trgm_ops)`,
    ],
    down: [
      `DROP INDEX "${table}_description_trgm"`,
      `DROP INDEX "${table}_title_trgm"`,
      `DROP TRIGGER "${table}_count" ON "${table}"`,
      `DROP FUNCTION "${table}_count"()`,
      `DELETE FROM row_counts WHERE name = '${table}' OR name LIKE '${table}.%'`,
    ],
  };
}

/**
 * What the lists of a new owned resource's table need beyond the table (`OwnedResourceService`):
 * its counters (the whole table, per author) kept by triggers, and the index that serves `q`
 * (SQLite FTS5 trigram table, PostgreSQL pg_trgm GIN indexes). As the ListIndexes migrations
 * made them for docs and lessons; migration:generate adds them to a migration that creates one.
 */
export const ownedListSupport = (
  dialect: Dialect,
  table: string,
): SchemaStatements =>
  dialect === 'postgres' ? postgres(table) : sqlite(table);
