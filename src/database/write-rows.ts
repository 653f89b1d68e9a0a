import type { EntityMetadata, ObjectLiteral, Repository } from 'typeorm';
import { hydration } from '#libs/lists/index.js';
import type { Statement } from './event-rows.js';

/**
 * The statement of `manager.insert(entity, rows)`, its SQL built once per row count (ADR 0409):
 * every insertable column of each row, converted as TypeORM stores it (dates, JSON,
 * transformers), with nothing read back.
 */
export function insertStatement<E extends ObjectLiteral>(
  repository: Repository<E>,
): (rows: readonly E[]) => Statement {
  const { metadata } = repository;
  const { driver } = repository.manager.dataSource;
  const columns = metadata.columns.filter((column) => column.isInsert);
  const head = `INSERT INTO ${driver.escape(metadata.tableName)} (${columns.map((column) => driver.escape(column.databaseName)).join(', ')}) VALUES `;
  const statements = new Map<number, string>();
  const statement = (count: number) => {
    let sql = statements.get(count);
    if (sql === undefined) {
      const names = Array.from(
        { length: count * columns.length },
        (_, i) => `v${i}`,
      );
      const tuples = Array.from(
        { length: count },
        (_, row) =>
          `(${names
            .slice(row * columns.length, (row + 1) * columns.length)
            .map((name) => `:${name}`)
            .join(', ')})`,
      );
      [sql] = driver.escapeQueryWithParameters(
        head + tuples.join(', '),
        Object.fromEntries(names.map((name) => [name, null])),
      );
      statements.set(count, sql);
    }
    return sql;
  };
  return (rows) => [
    statement(rows.length),
    rows.flatMap((row) =>
      columns.map((column) =>
        driver.preparePersistentValue(column.getEntityValue(row), column),
      ),
    ),
  ];
}

/**
 * The statement `DELETE FROM <table> WHERE <primary key> = :id AND <column> = :value …
 * RETURNING <every selected column>`, its SQL built once per set of columns tested (ADR 0409):
 * the row as it was (`hydration(repository)` reads it) if it deleted one. A condition whose
 * value is `undefined` is left out (`null` never matches).
 */
export function deleteStatement<E extends ObjectLiteral>(
  repository: Repository<E>,
): <K extends keyof E & string>(
  id: string,
  where?: Partial<Record<K, unknown>>,
) => Statement {
  const { metadata } = repository;
  const { driver } = repository.manager.dataSource;
  const { names } = hydration(repository);
  const statements = new Map<
    string,
    { sql: string; tested: EntityMetadata['columns'] }
  >();
  const statement = (properties: string[]) => {
    const key = properties.join();
    let built = statements.get(key);
    if (built === undefined) {
      const tested = properties.map((property) =>
        metadata.findColumnWithPropertyName(property)!,
      );
      const conditions = [metadata.primaryColumns[0], ...tested].map(
        (column, i) => `${driver.escape(column.databaseName)} = :v${i}`,
      );
      const [sql] = driver.escapeQueryWithParameters(
        `DELETE FROM ${driver.escape(metadata.tableName)} WHERE ${conditions.join(' AND ')} RETURNING ${names}`,
        Object.fromEntries(conditions.map((_, i) => [`v${i}`, null])),
      );
      built = { sql, tested };
      statements.set(key, built);
    }
    return built;
  };
  return (id, where = {}) => {
    const given = Object.entries(where).filter(
      ([, value]) => value !== undefined,
    );
    const { sql, tested } = statement(given.map(([property]) => property));
    return [
      sql,
      [
        id,
        ...given.map(([, value], i) =>
          driver.preparePersistentValue(value, tested[i]),
        ),
      ],
    ];
  };
}
