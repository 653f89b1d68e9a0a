import { applyDecorators } from '@nestjs/common';
import { JoinColumn, ManyToOne, type ObjectType } from 'typeorm';

/**
 * A relation kept by a foreign key from `column` to the target's id: `RESTRICT` refuses to delete
 * a row still referenced, `CASCADE` deletes the referencing rows with it.
 */
export const ForeignKey = <T>(
  target: () => ObjectType<T>,
  column: string,
  onDelete: 'CASCADE' | 'RESTRICT',
  constraintName?: string,
) =>
  applyDecorators(
    ManyToOne(target, { onDelete }),
    JoinColumn({ name: column, foreignKeyConstraintName: constraintName }),
  );
