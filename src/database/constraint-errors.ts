import type { EntityManager, EntityMetadata } from 'typeorm';
import {
  callerGone,
  DomainError,
  invalidCredentials,
} from '../common/domain-error.js';

/** Whether the statement wrote the row that refers (`write`) or deleted the row referred to. */
type Side = 'write' | 'delete';

interface Violation {
  /** The resource the write was about, when there is one. */
  id?: string;
  manager: EntityManager;
}

type Explain = (violation: Violation) => DomainError | Promise<DomainError>;

const ownsContent = () =>
  new DomainError(
    'conflict',
    'USER.OWNS_CONTENT',
    'This user still owns docs or lessons.',
  );

async function docInUse({ id, manager }: Violation): Promise<DomainError> {
  const rows: { lessonId: string }[] = await manager
    .createQueryBuilder()
    .select('DISTINCT ld.lesson_id', 'lessonId')
    .from('lesson_docs', 'ld')
    .where('ld.doc_id = :id', { id })
    .getRawMany();
  const lessonIds = rows.map((row) => row.lessonId).sort();
  return new DomainError(
    'conflict',
    'DOC.IN_USE',
    `Lessons still use this doc: ${lessonIds.join(', ')}.`,
    { lessonIds },
  );
}

/** The one map from a database constraint (same name on both dialects) to the domain error it means. */
const CONSTRAINT_ERRORS: Record<string, Partial<Record<Side, Explain>>> = {
  users_email_key: {
    write: () =>
      new DomainError(
        'conflict',
        'USER.EMAIL_TAKEN',
        'This email is already registered.',
      ),
  },
  users_pseudo_key_key: {
    write: () =>
      new DomainError(
        'conflict',
        'USER.PSEUDO_TAKEN',
        'This pseudo is already taken.',
      ),
  },
  docs_reference_key: {
    write: () =>
      new DomainError(
        'conflict',
        'DOC.REFERENCE_TAKEN',
        'Another doc already has this reference.',
      ),
  },
  // A sign-in whose user was deleted once its password was checked.
  sessions_user_id_fkey: { write: invalidCredentials },
  lesson_docs_doc_id_fkey: {
    write: () =>
      new DomainError(
        'invalid',
        'LESSON.UNKNOWN_DOCS',
        'A doc of docIds does not exist.',
      ),
    delete: docInUse,
  },
};

/** Every owned resource's `author_id`, whatever its name: the author was deleted while writing, or still owns it. */
const AUTHOR: Partial<Record<Side, Explain>> = {
  write: callerGone,
  delete: ownsContent,
};

/** What a constraint means: from the map, or by its shape. */
function explanationOf(
  name: string,
  side: Side,
  manager: EntityManager,
): Explain | undefined {
  const named = CONSTRAINT_ERRORS[name]?.[side];
  if (named) return named;
  const key = manager.dataSource.entityMetadatas
    .flatMap((metadata) => metadata.foreignKeys)
    .find((foreignKey) => foreignKey.name === name);
  const isAuthor =
    key?.columnNames.join() === 'author_id' &&
    key.referencedEntityMetadata.tableName === 'users';
  return isAuthor ? AUTHOR[side] : undefined;
}

interface QueryError {
  query?: string;
  driverError?: { code?: string; message?: string; constraint?: string };
}

/** The write and its table, also inside a `WITH … AS (…)` (see `deleteReturning`). */
const STATEMENT =
  /^\s*(?:WITH\s+"?\w+"?\s+AS\s+\(\s*)?(INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+"?(\w+)"?/i;

const sameColumns = (names: string[], columns: string[]) =>
  names.length === columns.length &&
  names.every((name) => columns.includes(name));

/** Candidate constraint names: PostgreSQL names the one; SQLite names columns of a unique, nothing of a foreign key. */
function constraintsOf(
  { driverError }: QueryError,
  side: Side,
  table: string,
  manager: EntityManager,
): string[] {
  if (driverError?.constraint) return [driverError.constraint];
  const metadatas = manager.dataSource.entityMetadatas;
  const tableOf = (name: string): EntityMetadata | undefined =>
    metadatas.find((metadata) => metadata.tableName === name);
  const message = driverError?.message ?? '';
  const unique = /^UNIQUE constraint failed: (.+)$/.exec(message);
  if (unique) {
    const columns = unique[1].split(', ').map((column) => column.split('.'));
    return (
      tableOf(columns[0][0])
        ?.uniques.filter((constraint) =>
          sameColumns(
            constraint.columns.map((column) => column.databaseName),
            columns.map(([, column]) => column),
          ),
        )
        .map((constraint) => constraint.name) ?? []
    );
  }
  if (!message.includes('FOREIGN KEY')) return [];
  return side === 'write'
    ? (tableOf(table)?.foreignKeys.map((key) => key.name) ?? [])
    : metadatas
        .flatMap((metadata) => metadata.foreignKeys)
        .filter(
          (key) =>
            key.referencedEntityMetadata.tableName === table &&
            key.onDelete !== 'CASCADE',
        )
        .map((key) => key.name);
}

/**
 * Throws the domain error a broken constraint means (`CONSTRAINT_ERRORS`), or `error` itself.
 * Call it once the transaction is over: explaining may read the database.
 */
export async function throwDomainError(
  error: unknown,
  manager: EntityManager,
  id?: string,
): Promise<never> {
  const { query } = error as QueryError;
  const statement = query && STATEMENT.exec(query);
  if (!statement) throw error;
  const side: Side = /^DELETE/i.test(statement[1]) ? 'delete' : 'write';
  const explain = constraintsOf(
    error as QueryError,
    side,
    statement[2],
    manager,
  )
    .map((name) => explanationOf(name, side, manager))
    .find((found) => found !== undefined);
  if (!explain) throw error;
  throw await explain({ id, manager });
}
