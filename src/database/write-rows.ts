import type { EntityManager, ObjectLiteral, Repository } from 'typeorm';

/**
 * `manager.insert(entity, rows)` with its SQL built once per row count (ADR 0409): every
 * insertable column of each row, converted as TypeORM stores it (dates, JSON, transformers),
 * with nothing read back.
 */
export function insertRows<E extends ObjectLiteral>(
  repository: Repository<E>,
): (manager: EntityManager, rows: readonly E[]) => Promise<void> {
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
  return async (manager, rows) => {
    if (rows.length === 0) return;
    await manager.query(
      statement(rows.length),
      rows.flatMap((row) =>
        columns.map((column) =>
          driver.preparePersistentValue(column.getEntityValue(row), column),
        ),
      ),
    );
  };
}

/** `manager.delete(entity, { <primary key>: id })` with its SQL built once (ADR 0409). */
export function deleteById<E extends ObjectLiteral>(
  repository: Repository<E>,
): (manager: EntityManager, id: string) => Promise<void> {
  const { metadata } = repository;
  const { driver } = repository.manager.dataSource;
  const [sql] = driver.escapeQueryWithParameters(
    `DELETE FROM ${driver.escape(metadata.tableName)} WHERE ${driver.escape(metadata.primaryColumns[0].databaseName)} = :id`,
    { id: '' },
  );
  return async (manager, id) => {
    await manager.query(sql, [id]);
  };
}
