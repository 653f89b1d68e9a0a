import type { ObjectLiteral, Repository } from 'typeorm';

/**
 * `repository.findOne({ where: { id }, select })` with its SQL built once (ADR 0404): columns only,
 * hydrated as TypeORM does (dates, JSON, transformers).
 */
export function findById<E extends ObjectLiteral>(
  repository: Repository<E>,
  select?: readonly (keyof E & string)[],
): (id: string) => Promise<E | null> {
  const { metadata } = repository;
  const { driver } = repository.manager.dataSource;
  const columns = select
    ? select.map((property) => {
        const column = metadata.findColumnWithPropertyName(property);
        if (!column)
          throw new Error(`${metadata.name} has no column ${property}`);
        return column;
      })
    : metadata.columns.filter((column) => column.isSelect);
  const [sql] = driver.escapeQueryWithParameters(
    `SELECT ${columns.map((column) => driver.escape(column.databaseName)).join(', ')} FROM ${driver.escape(metadata.tableName)} WHERE ${driver.escape(metadata.primaryColumns[0].databaseName)} = :id`,
    { id: '' },
  );
  return async (id) => {
    const [row] = await repository.query<Record<string, unknown>[]>(sql, [id]);
    if (!row) return null;
    const entity = metadata.create() as E;
    for (const column of columns) {
      column.setEntityValue(
        entity,
        driver.prepareHydratedValue(row[column.databaseName], column),
      );
    }
    return entity;
  };
}
