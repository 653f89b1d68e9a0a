import type {
  EntityManager,
  ObjectLiteral,
  Repository,
  SelectQueryBuilder,
} from 'typeorm';

/**
 * The columns of `select` (else every selected column), as a list to select or return (escaped
 * by the driver), and the hydration of a row of them as TypeORM's (dates, JSON, transformers).
 */
export function hydration<E extends ObjectLiteral>(
  repository: Repository<E>,
  select?: readonly (keyof E & string)[],
) {
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
  const hydrate = (row: Record<string, unknown>): E => {
    const entity = metadata.create() as E;
    for (const column of columns) {
      column.setEntityValue(
        entity,
        driver.prepareHydratedValue(row[column.databaseName], column),
      );
    }
    return entity;
  };
  const names = columns
    .map((column) => driver.escape(column.databaseName))
    .join(', ');
  return { columns, names, hydrate };
}

/** `SELECT <columns> FROM <table> WHERE <primary key>`, built once with the driver's public escaping, and the hydration of its rows. */
function selection<E extends ObjectLiteral>(
  repository: Repository<E>,
  select?: readonly (keyof E & string)[],
) {
  const { metadata } = repository;
  const { driver } = repository.manager.dataSource;
  const { names, hydrate } = hydration(repository, select);
  const head = `SELECT ${names} FROM ${driver.escape(metadata.tableName)} WHERE ${driver.escape(metadata.primaryColumns[0].databaseName)}`;
  return { driver, head, hydrate };
}

/**
 * `repository.findOne({ where: { id }, select })` with its SQL built once (ADR 0404), run by
 * `manager` (a transaction's) if given. `forUpdate` locks the row until the transaction ends
 * (`FOR UPDATE`, PostgreSQL).
 */
export function findById<E extends ObjectLiteral>(
  repository: Repository<E>,
  select?: readonly (keyof E & string)[],
  forUpdate = false,
): (id: string, manager?: EntityManager) => Promise<E | null> {
  const { driver, head, hydrate } = selection(repository, select);
  const [sql] = driver.escapeQueryWithParameters(
    `${head} = :id${forUpdate ? ' FOR UPDATE' : ''}`,
    { id: '' },
  );
  return async (id, manager = repository.manager) => {
    const [row] = await manager.query<Record<string, unknown>[]>(sql, [id]);
    return row ? hydrate(row) : null;
  };
}

/** `repository.find({ where: { id: In(ids) }, select })`, in no order, without the query builder (ADR 0404). */
export function findByIds<E extends ObjectLiteral>(
  repository: Repository<E>,
  select?: readonly (keyof E & string)[],
): (ids: readonly string[]) => Promise<E[]> {
  const { driver, head, hydrate } = selection(repository, select);
  return async (ids) => {
    if (ids.length === 0) return [];
    const [sql, parameters] = driver.escapeQueryWithParameters(
      `${head} IN (:...ids)`,
      { ids },
    );
    const rows = await repository.query<Record<string, unknown>[]>(
      sql,
      parameters,
    );
    return rows.map(hydrate);
  };
}

/**
 * How a list reads the rows of a page: in the page's own query, with `select`ed columns (on the
 * alias `row`) that `hydrate` reads, or afterwards by id.
 */
export interface ListRows<E extends ObjectLiteral> {
  select: (builder: SelectQueryBuilder<E>) => SelectQueryBuilder<E>;
  /** The same columns as SQL (`"row"."<column>"`), and the table (`<table> "row"`), for a statement written by hand. */
  columns: string;
  from: string;
  hydrate: (row: Record<string, unknown>) => E;
  byIds: (ids: readonly string[]) => Promise<E[]>;
}

/** The `ListRows` of `repository`'s rows, with the columns of `select` (else every selected column). */
export function listRows<E extends ObjectLiteral>(
  repository: Repository<E>,
  select?: readonly (keyof E & string)[],
): ListRows<E> {
  const { columns, hydrate } = hydration(repository, select);
  const { driver } = repository.manager.dataSource;
  const row = driver.escape('row');
  return {
    select: (builder) => {
      builder.select([]);
      for (const column of columns)
        builder.addSelect(`row.${column.propertyPath}`, column.databaseName);
      return builder;
    },
    columns: columns
      .map((column) => `${row}.${driver.escape(column.databaseName)}`)
      .join(', '),
    from: `${driver.escape(repository.metadata.tableName)} ${row}`,
    hydrate,
    byIds: findByIds(repository, select),
  };
}
