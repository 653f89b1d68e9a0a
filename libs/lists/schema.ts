import type { DataSource, EntityMetadata } from 'typeorm';
import { isMemberFilter, searchedFields } from './declaration.js';
import { listing } from './listed.js';
import type { DialectUnits, ListedTable, Unit } from './schema-objects.js';
import { postgresUnits } from './schema-postgres.js';
import { sqliteUnits } from './schema-sqlite.js';

export * from './schema-objects.js';

export type Dialect = 'sqlite' | 'postgres';

export const dialectOf = (dataSource: DataSource): Dialect =>
  dataSource.options.type === 'postgres' ? 'postgres' : 'sqlite';

function listedTable(metadata: EntityMetadata): ListedTable | undefined {
  const target = metadata.target;
  if (typeof target !== 'function') return undefined;
  const listed = listing(target);
  if (!listed) return undefined;
  const { declaration, members } = listed;
  const column = (field: string) => {
    const found = metadata.findColumnWithPropertyName(field);
    if (!found) throw new Error(`${metadata.name} has no column ${field}`);
    return found.databaseName;
  };
  const counted = Object.entries(declaration.filters ?? {}).flatMap(
    ([name, filter]): [string, string][] => {
      if (isMemberFilter(filter) || !filter.count) return [];
      if (metadata.findColumnWithPropertyName(filter.field)?.isNullable)
        throw new Error(
          `${metadata.name}.${filter.field} is counted by value: it must be NOT NULL`,
        );
      return [[name, column(filter.field)]];
    },
  );
  return {
    table: metadata.tableName,
    declaration,
    column,
    counted,
    members,
    searched: searchedFields(declaration).map(([field]) => column(field)),
    weights: searchedFields(declaration).map(([, weight]) => weight),
    key: {
      name: metadata.primaryColumns[0].databaseName,
      type: metadata.primaryColumns[0].type as string,
    },
    created: declaration.search ? column('createdAt') : '',
  };
}

/** Every listed table of the data source's entities. */
export const listedTables = (dataSource: DataSource): ListedTable[] =>
  dataSource.entityMetadatas.flatMap((metadata) => listedTable(metadata) ?? []);

/**
 * What the engine keeps in the database for the declared lists (see README.md): the counters'
 * table and, per listed table, its counters' triggers, the triggers that write its member tables,
 * the index of several member values, and the index of `q`.
 */
export function listSchema(dataSource: DataSource): Unit[] {
  const dialect: DialectUnits =
    dialectOf(dataSource) === 'postgres' ? postgresUnits : sqliteUnits;
  return [
    ...dialect.shared,
    ...listedTables(dataSource).flatMap((listed) => {
      const { table, members } = listed;
      return [
        dialect.counters(listed),
        ...members.map((member) => dialect.memberWriter(table, member)),
        ...members.map((member) => dialect.memberCounters(table, member)),
        ...members.flatMap((member) =>
          member.filter.all ? [dialect.memberPairs(table, member)] : [],
        ),
        ...(listed.searched.length > 0 ? [dialect.search(listed)] : []),
      ];
    }),
  ];
}
