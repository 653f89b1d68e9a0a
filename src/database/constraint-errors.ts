import {
  type EntityManager,
  type EntityMetadata,
  type ObjectLiteral,
  QueryFailedError,
  type Repository,
} from 'typeorm';
import {
  callerGone,
  DomainError,
  invalidCredentials,
} from '../common/domain-error.js';

/** Whether the statement wrote the row that refers (`write`) or deleted the row referred to. */
export type Side = 'write' | 'delete';

interface Violation {
  /** The resource the write was about, when there is one. */
  id?: string;
  manager: EntityManager;
  /** The tables whose foreign key may have refused it (PostgreSQL names one; SQLite none). */
  tables: EntityMetadata[];
}

type Explain = (violation: Violation) => DomainError | Promise<DomainError>;

/** A user who still owns rows of the tables that refer to it by `author_id`: they are named. */
async function ownsContent({
  id,
  manager,
  tables,
}: Violation): Promise<DomainError> {
  const owned: string[] = [];
  for (const table of tables)
    if (
      await manager
        .getRepository(table.target)
        .existsBy({ authorId: id } as ObjectLiteral)
    )
      owned.push(table.tableName);
  return new DomainError(
    'conflict',
    'USER.OWNS_CONTENT',
    `This user still owns ${owned.join(', ') || 'content'}: delete it first.`,
    { owns: owned },
  );
}

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
  idempotency_keys_user_id_fkey: { write: callerGone },
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

type ForeignKey = EntityMetadata['foreignKeys'][number];

const isAuthor = (key: ForeignKey) =>
  key.columnNames.join() === 'author_id' &&
  key.referencedEntityMetadata.tableName === 'users';

const sameColumns = (names: string[], columns: string[]) =>
  names.length === columns.length &&
  names.every((name) => columns.includes(name));

/**
 * The constraints that may have refused a statement on `table`: PostgreSQL names the one; SQLite
 * names the columns of a unique (in its message), nothing of a foreign key.
 */
function constraintsOf(
  driverError: { message?: string; constraint?: string },
  side: Side,
  table: EntityMetadata,
  metadatas: EntityMetadata[],
): { unique: string[]; foreignKeys: ForeignKey[] } {
  const keys = metadatas.flatMap((metadata) => metadata.foreignKeys);
  if (driverError.constraint)
    return {
      unique: [driverError.constraint],
      foreignKeys: keys.filter((key) => key.name === driverError.constraint),
    };
  const message = driverError.message ?? '';
  const unique = /^UNIQUE constraint failed: (.+)$/.exec(message);
  if (unique) {
    const columns = unique[1].split(', ').map((column) => column.split('.'));
    return {
      unique: table.uniques
        .filter((constraint) =>
          sameColumns(
            constraint.columns.map((column) => column.databaseName),
            columns.map(([, column]) => column),
          ),
        )
        .map((constraint) => constraint.name),
      foreignKeys: [],
    };
  }
  if (!message.includes('FOREIGN KEY')) return { unique: [], foreignKeys: [] };
  return {
    unique: [],
    foreignKeys:
      side === 'write'
        ? table.foreignKeys
        : keys.filter(
            (key) =>
              key.referencedEntityMetadata === table &&
              key.onDelete !== 'CASCADE',
          ),
  };
}

/**
 * Throws the domain error a broken constraint means (`CONSTRAINT_ERRORS`, or an author's foreign
 * key), or `error` itself. `repository` is the one whose table the statement wrote (`write`) or
 * deleted from. Call it once the transaction is over: explaining may read the database.
 */
export async function throwDomainError(
  error: unknown,
  repository: Repository<ObjectLiteral>,
  side: Side = 'write',
  id?: string,
): Promise<never> {
  if (!(error instanceof QueryFailedError)) throw error;
  const { manager, metadata } = repository;
  const driverError = error.driverError as {
    message?: string;
    constraint?: string;
  };
  const { unique, foreignKeys } = constraintsOf(
    driverError,
    side,
    metadata,
    manager.connection.entityMetadatas,
  );
  const named = [...unique, ...foreignKeys.map((key) => key.name)]
    .map((name) => CONSTRAINT_ERRORS[name]?.[side])
    .find((explain) => explain !== undefined);
  const authors = foreignKeys.filter(isAuthor);
  const explain = named ?? (authors.length > 0 ? AUTHOR[side] : undefined);
  if (!explain) throw error;
  throw await explain({
    id,
    manager,
    tables: authors.map((key) => key.entityMetadata),
  });
}
