/** Which database constraint an error broke, for PostgreSQL and SQLite alike. */
export type ConstraintViolation = 'unique' | 'foreign-key';

export function constraintViolation(
  error: unknown,
): ConstraintViolation | undefined {
  const code = (error as { driverError?: { code?: string } }).driverError?.code;
  switch (code) {
    case '23505':
    case 'SQLITE_CONSTRAINT_UNIQUE':
    case 'SQLITE_CONSTRAINT_PRIMARYKEY':
      return 'unique';
    case '23503':
    case 'SQLITE_CONSTRAINT_FOREIGNKEY':
      return 'foreign-key';
    default:
      return undefined;
  }
}
