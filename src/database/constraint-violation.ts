/** Which database constraint an error broke, for PostgreSQL and SQLite alike. */
export type ConstraintViolation = 'unique' | 'foreign-key';

export function constraintViolation(
  error: unknown,
): ConstraintViolation | undefined {
  const driverError = (
    error as { driverError?: { code?: string; message?: string } }
  ).driverError;
  switch (driverError?.code) {
    case '23505':
    case 'SQLITE_CONSTRAINT_UNIQUE':
    case 'SQLITE_CONSTRAINT_PRIMARYKEY':
      return 'unique';
    case '23503':
    case 'SQLITE_CONSTRAINT_FOREIGNKEY':
      return 'foreign-key';
    case 'SQLITE_CONSTRAINT_TRIGGER':
      // SQLite reports ON DELETE RESTRICT through its trigger code.
      return driverError.message?.includes('FOREIGN KEY')
        ? 'foreign-key'
        : undefined;
    default:
      return undefined;
  }
}
