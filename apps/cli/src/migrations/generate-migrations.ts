import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DataSource, type MigrationInterface } from 'typeorm';
import {
  checkListSchema,
  compareSchema,
  dropUnits,
  entityTables,
  listSchema,
  liveObjects,
  type LiveObject,
  restore,
  transition,
} from '#libs/lists/index.js';
import {
  databaseOptions,
  Dialect,
} from '../../../../src/database/database.options.js';
import {
  migrationNames,
  namesOf,
} from '../../../../src/database/migration-names.js';
import { createScratchDatabase } from '../../../../src/database/scratch-database.js';
import { CommandError } from '../command.js';
import {
  addToIndex,
  listedMigrations,
  migrationSource,
  Query,
  SchemaDiff,
} from './migration-source.js';

export interface GenerateMigrationsOptions {
  /** `AddDocs` or `add-docs`: the class is `AddDocs<timestamp>`, the file `<timestamp>-add-docs.ts`. */
  name: string;
  entities: Function[];
  /** The folder holding `sqlite/` and `postgres/`, each with its `index.ts`. */
  directory: string;
  /** A PostgreSQL server to diff on; without it only the sqlite migration is generated. */
  postgresServerUrl?: string;
  /** Start of the scratch database's name there (SCRATCH_DATABASE_PREFIX): `<prefix>_migration_<hex>`. */
  scratchDatabasePrefix?: string;
  /** The migration classes `directory` lists, per dialect (default: those of the running build). */
  migrations?: Partial<Record<Dialect, (new () => MigrationInterface)[]>>;
  /** How the migration was generated, written into its doc comment. */
  command: string;
  /** Progress, one line at a time. */
  log(line: string): void;
  timestamp?: number;
}

const NAME = /^[A-Za-z][A-Za-z0-9]*(?:[-_][A-Za-z0-9]+)*$/;

export const isMigrationName = (name: string): boolean => NAME.test(name);

const words = (name: string): string[] =>
  name.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z0-9]+/g) ?? [];

/** What the entities need on top of the database's schema: TypeORM's schema builder, dry run. */
async function schemaDiff(dataSource: DataSource): Promise<SchemaDiff> {
  const { upQueries, downQueries } = await dataSource.driver
    .createSchemaBuilder()
    .log();
  return { up: upQueries, down: [...downQueries].reverse() };
}

/** Runs queries as a migration would: one transaction, SQLite foreign key checks off. */
async function apply(dataSource: DataSource, queries: Query[]): Promise<void> {
  const runner = dataSource.createQueryRunner();
  try {
    await runner.beforeMigration();
    await runner.startTransaction();
    for (const { query, parameters } of queries)
      await runner.query(query, parameters);
    await runner.commitTransaction();
    await runner.afterMigration();
  } finally {
    await runner.release();
  }
}

const listing = (queries: Query[]): string =>
  queries.map(({ query }) => `  ${query}`).join('\n');

const byName = <T extends { name?: string }>(items: T[]): T[] =>
  [...items].sort((a, b) => (a.name ?? '').localeCompare(b.name ?? ''));

/** The schema as TypeORM reads it back, each list sorted by name: equal strings mean equal schemas. */
async function schemaSnapshot(dataSource: DataSource): Promise<string> {
  const runner = dataSource.createQueryRunner();
  try {
    const tables = byName(await runner.getTables());
    return JSON.stringify(
      tables.map((table) => ({
        ...table,
        columns: byName(table.columns),
        indices: byName(table.indices),
        foreignKeys: byName(table.foreignKeys),
        uniques: byName(table.uniques),
        checks: byName(table.checks),
        exclusions: byName(table.exclusions),
      })),
    );
  } finally {
    await runner.release();
  }
}

/** Fails unless the migration's `up` leaves nothing for TypeORM to change and nothing missing for the lists. */
async function verifyUp(dialect: Dialect, dataSource: DataSource) {
  const remaining = await schemaDiff(dataSource);
  if (remaining.up.length > 0) {
    throw new CommandError(
      `${dialect}: after the generated up(), TypeORM still wants to run:\n${listing(remaining.up)}\n` +
        'The migration would never converge: give the entity explicit column types and defaults, or write this migration by hand.',
    );
  }
  const problems = await checkListSchema(dataSource);
  if (problems.length > 0) {
    throw new CommandError(
      `${dialect}: after the generated up(), the lists still lack:\n${problems.map((line) => `  ${line}`).join('\n')}`,
    );
  }
}

/** Fails unless the migration's `down` brings back the schema, and the list engine's objects, it started from. */
async function verifyDown(
  dialect: Dialect,
  dataSource: DataSource,
  schema: string,
  objects: LiveObject[],
) {
  if (
    (await schemaSnapshot(dataSource)) !== schema ||
    objectsSnapshot(await liveObjects(dataSource)) !== objectsSnapshot(objects)
  ) {
    throw new CommandError(
      `${dialect}: the generated down() does not bring back the previous schema; write this migration by hand.`,
    );
  }
}

/**
 * TypeORM rebuilds a SQLite table by renaming it, and SQLite then rewrites the foreign keys of the
 * tables that reference it to the temporary name (down() would leave them dangling) unless
 * `legacy_alter_table` is on and foreign keys are off (as `runMigrations` has them).
 */
const keepingForeignKeys = (queries: Query[]): Query[] =>
  queries.some(({ query }) => / RENAME TO /.test(query))
    ? [
        { query: 'PRAGMA legacy_alter_table = ON' },
        ...queries,
        { query: 'PRAGMA legacy_alter_table = OFF' },
      ]
    : queries;

/** The table a SQLite statement of TypeORM's acts on (its rebuild copy `temporary_<name>` included). */
function tableOf(query: string, indexTables: Map<string, string>): string {
  const table =
    /^(?:CREATE TABLE|INSERT INTO|DROP TABLE|ALTER TABLE) "(?:temporary_)?([^"]+)"/.exec(
      query,
    );
  if (table) return table[1];
  const index = /^(?:CREATE (?:UNIQUE )?INDEX|DROP INDEX) "([^"]+)"/.exec(
    query,
  );
  return (index && indexTables.get(index[1])) ?? '';
}

/** The tables the diff creates (the first statement about each is its CREATE TABLE), and the table of each index it creates. */
function createdTables(queries: Query[]): {
  created: string[];
  indexTables: Map<string, string>;
} {
  const indexTables = new Map<string, string>();
  for (const { query } of queries) {
    const index =
      /^CREATE (?:UNIQUE )?INDEX "([^"]+)" ON "(?:temporary_)?([^"]+)"/.exec(
        query,
      );
    if (index) indexTables.set(index[1], index[2]);
  }
  const touched = new Set<string>();
  const created: string[] = [];
  for (const { query } of queries) {
    const table = tableOf(query, indexTables);
    if (!touched.has(table) && query.startsWith(`CREATE TABLE "${table}"`))
      created.push(table);
    touched.add(table);
  }
  return { created, indexTables };
}

/**
 * TypeORM creates a SQLite table, then rebuilds it to add its foreign keys, dropping and
 * recreating its indexes around the copy. For each table the diff creates, this keeps only the
 * final CREATE TABLE and CREATE INDEX statements, read back from a database the diff was applied to.
 */
async function foldNewTables(
  dataSource: DataSource,
  diff: SchemaDiff,
): Promise<SchemaDiff> {
  const { created, indexTables } = createdTables(diff.up);
  const definitions: Query[] = [];
  if (created.length > 0) {
    await apply(dataSource, diff.up);
    for (const table of created) {
      const rows = await dataSource.query<{ sql: string }[]>(
        `SELECT sql FROM sqlite_master WHERE tbl_name = ? AND sql IS NOT NULL ORDER BY type = 'index', name`,
        [table],
      );
      definitions.push(...rows.map(({ sql }) => ({ query: sql })));
    }
    await apply(dataSource, diff.down);
  }
  const others = (queries: Query[]) =>
    keepingForeignKeys(
      queries.filter(
        ({ query }) => !created.includes(tableOf(query, indexTables)),
      ),
    );
  return {
    up: [...definitions, ...others(diff.up)],
    down: [
      ...others(diff.down),
      ...created.reverse().map((table) => ({ query: `DROP TABLE "${table}"` })),
    ],
  };
}

const queries = (statements: string[]): Query[] =>
  statements.map((query) => ({ query }));

/**
 * Refuses a NOT NULL column without a default added to a table that exists: the migration would
 * fail on a table holding rows (SQLite copies the rows into the rebuilt table without it).
 */
async function refuseColumnsWithoutDefault(
  dataSource: DataSource,
): Promise<void> {
  const runner = dataSource.createQueryRunner();
  try {
    const tables = new Map(
      (await runner.getTables()).map((table) => [table.name, table]),
    );
    const refused = dataSource.entityMetadatas.flatMap((metadata) => {
      const table = tables.get(metadata.tableName);
      if (!table) return [];
      return metadata.columns
        .filter(
          (column) =>
            !table.findColumnByName(column.databaseName) &&
            !column.isNullable &&
            column.default === undefined &&
            !column.isGenerated,
        )
        .map((column) => `${metadata.tableName}.${column.databaseName}`);
    });
    if (refused.length > 0) {
      throw new CommandError(
        `A NOT NULL column without a default cannot be added to a table that may hold rows: ${refused.join(', ')}.\n` +
          "Give it a default in the entity (e.g. @Column({ type: 'text', default: '' })) and keep the API's field required in its DTO, " +
          'make it nullable, or write this migration by hand (add it nullable, fill it, then set it NOT NULL).',
      );
    }
  } finally {
    await runner.release();
  }
}

/** The live objects of the list engine, by name and signature: equal strings mean equal objects. */
const objectsSnapshot = (objects: LiveObject[]): string =>
  JSON.stringify(
    objects
      .map(({ name, on, signature }) => [name, on ?? '', signature])
      .sort(),
  );

/**
 * The migration the entities need on a fresh database of the dialect with every existing
 * migration applied: TypeORM's schema diff, then what the list engine keeps (libs/lists) brought
 * to the declarations, including what a SQLite table rebuild dropped. `down()` undoes both, the
 * engine's objects made again as they were. Both directions are applied and checked here.
 */
async function diffFor(
  dialect: Dialect,
  options: GenerateMigrationsOptions,
): Promise<SchemaDiff> {
  const scratch = await createScratchDatabase(
    dialect === 'postgres' ? options.postgresServerUrl : undefined,
    { purpose: 'migration', prefix: options.scratchDatabasePrefix },
  );
  try {
    const database = databaseOptions(scratch.url);
    const dataSource = await new DataSource({
      ...database,
      migrations: options.migrations?.[dialect] ?? database.migrations,
      entities: options.entities,
    }).initialize();
    try {
      await dataSource.runMigrations({ transaction: 'each' });
      const before = await schemaSnapshot(dataSource);
      const objectsBefore = await liveObjects(dataSource);
      const raw = await schemaDiff(dataSource);
      if (raw.up.length > 0) await refuseColumnsWithoutDefault(dataSource);
      const diff =
        dialect === 'sqlite' && raw.up.length > 0
          ? await foldNewTables(dataSource, raw)
          : raw;
      await apply(dataSource, diff.up);
      const required = listSchema(dataSource);
      const difference = compareSchema(
        await liveObjects(dataSource),
        required,
        entityTables(dataSource),
      );
      const engineUp = queries(
        transition(await liveObjects(dataSource), difference),
      );
      if (diff.up.length === 0 && engineUp.length === 0) return diff;
      await apply(dataSource, engineUp);
      await verifyUp(dialect, dataSource);
      const engineDown = queries(dropUnits(difference.units, objectsBefore));
      await apply(dataSource, [...engineDown, ...diff.down]);
      const restored = queries(
        restore(await liveObjects(dataSource), objectsBefore, required),
      );
      await apply(dataSource, restored);
      await verifyDown(dialect, dataSource, before, objectsBefore);
      return {
        up: [...diff.up, ...engineUp],
        down: [...engineDown, ...diff.down, ...restored],
      };
    } finally {
      await dataSource.destroy();
    }
  } finally {
    await scratch.drop();
  }
}

async function formatted(source: string, file: string): Promise<string> {
  // Loaded on use: Prettier is a dev dependency, absent where the CLI only migrates and seeds.
  const prettier = await import('prettier');
  return prettier.format(source, {
    ...(await prettier.resolveConfig(file)),
    filepath: file,
  });
}

interface DialectIndex {
  dialect: Dialect;
  file: string;
  source: string;
  listed: string[];
}

/** A dialect's `index.ts`, checked against the migrations applied (the build's): a stale build would diff against old migrations. */
async function readIndex(
  { directory, migrations }: GenerateMigrationsOptions,
  dialect: Dialect,
): Promise<DialectIndex> {
  const file = join(directory, dialect, 'index.ts');
  const source = await readFile(file, 'utf8');
  const listed = listedMigrations(source, file);
  const given = migrations?.[dialect];
  const loaded = given ? namesOf(given) : migrationNames(dialect);
  if (listed.join() !== loaded.join()) {
    throw new CommandError(
      `${file} lists ${listed.join(', ') || 'no migration'}, but the running build applies ${loaded.join(', ') || 'none'}: run \`npm run build\` first.`,
    );
  }
  return { dialect, file, source, listed };
}

/** Class and module names; the timestamp also orders the migration after every listed one. */
function naming(
  name: string,
  indexes: DialectIndex[],
  now: number,
): { className: string; module: string } {
  const latest = Math.max(
    0,
    ...indexes.flatMap(({ listed }) =>
      listed.map((className) => Number(className.slice(-13)) || 0),
    ),
  );
  const timestamp = Math.max(now, latest + 1);
  const parts = words(name);
  return {
    className: `${parts.map((word) => word[0].toUpperCase() + word.slice(1)).join('')}${timestamp}`,
    module: `${timestamp}-${parts.map((word) => word.toLowerCase()).join('-')}`,
  };
}

/**
 * Writes `<directory>/<dialect>/<timestamp>-<name>.ts` for every dialect whose schema the entities
 * change, and lists it in that dialect's `index.ts`. Returns the files written.
 */
export async function generateMigrations(
  options: GenerateMigrationsOptions,
): Promise<string[]> {
  const dialects: Dialect[] = options.postgresServerUrl
    ? ['sqlite', 'postgres']
    : ['sqlite'];
  const indexes: DialectIndex[] = [];
  for (const dialect of dialects)
    indexes.push(await readIndex(options, dialect));

  const changes: { index: DialectIndex; diff: SchemaDiff }[] = [];
  for (const index of indexes) {
    options.log(
      `${index.dialect}: diffing the entities against a fresh database with every migration applied`,
    );
    const diff = await diffFor(index.dialect, options);
    options.log(`${index.dialect}: ${diff.up.length} statement(s)`);
    if (diff.up.length > 0) changes.push({ index, diff });
  }
  if (changes.length === 0) {
    const names = options.entities.map((entity) => entity.name).join(', ');
    throw new CommandError(
      `No schema changes: the ${dialects.join(' and ')} migrations already match the entities (${names || 'none found'}). ` +
        'Is the new entity in TypeOrmModule.forFeature() of a module that AppModule imports?',
    );
  }

  const { className, module } = naming(
    options.name,
    indexes,
    options.timestamp ?? Date.now(),
  );
  const written: string[] = [];
  for (const { index, diff } of changes) {
    const file = join(options.directory, index.dialect, `${module}.ts`);
    await writeFile(
      file,
      await formatted(migrationSource(className, options.command, diff), file),
    );
    await writeFile(
      index.file,
      await formatted(
        addToIndex(index.source, index.file, className, module),
        index.file,
      ),
    );
    written.push(file, index.file);
  }
  return written;
}
