import {
  Column,
  type ColumnOptions,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
} from 'typeorm';
import {
  declaredColumn,
  type Field,
  isMemberFilter,
  type ListDeclaration,
  type MemberFilter,
} from './declaration.js';

/**
 * A member filter of a listed entity. Its table's properties are its columns' names (the key, the
 * value, `position`), but for the copies of the row's sort keys, named as the row's properties:
 * a walk along the table orders by the same field names as one along the row's.
 */
export interface Member {
  /** The query parameter. */
  name: string;
  filter: MemberFilter<unknown>;
  /** The JSON array column on the entity's table. */
  column: string;
  /** The sort keys copied, as `[property, column]`. */
  copies: [string, string][];
}

/** The member filters of a listed entity. */
export function membersOf<E>(
  target: Function,
  declaration: ListDeclaration<E>,
): Member[] {
  return Object.entries(declaration.filters ?? {}).flatMap(([name, filter]) =>
    isMemberFilter(filter)
      ? [
          {
            name,
            filter: filter as MemberFilter<unknown>,
            column: declaredColumn(target, filter.member).name,
            copies: declaration.sort.map(
              (field: Field<E>): [string, string] => [
                field,
                declaredColumn(target, field).name,
              ],
            ),
          },
        ]
      : [],
  );
}

/**
 * The entity of a member filter's table, made with TypeORM's decorators (an entity of its own
 * would need a relation to `target`, which TypeORM resolves among decorated classes only): one
 * row per (row, value), deleted with its row, with copies of the row's sort keys and an index
 * `(value, <sort key>, <row>)` per sort field.
 */
export function memberTable(target: Function, member: Member): Function {
  const { table, key, value, ordered, all, references } = member.filter;
  const entity = { [table]: class {} }[table];
  const property = (name: string, decorate: PropertyDecorator[]) =>
    decorate.forEach((decorator) => decorator(entity.prototype, name));
  property(key, [PrimaryColumn({ name: key, type: 'uuid' })]);
  const valueColumn = {
    name: value.name,
    type: value.type,
    ...(value.length !== undefined && { length: value.length }),
  };
  property(value.name, [
    ordered ? Column(valueColumn) : PrimaryColumn(valueColumn),
  ]);
  if (ordered) property('position', [PrimaryColumn({ type: 'integer' })]);
  for (const [field, column] of member.copies) {
    const { type, length, precision } = declaredColumn(target, field)
      .options as ColumnOptions;
    property(field, [Column({ name: column, type, length, precision })]);
  }
  const foreignKey = (
    name: string,
    to: () => Function,
    column: string,
    onDelete: 'CASCADE' | 'RESTRICT',
  ) =>
    property(name, [
      ManyToOne(to, { onDelete }),
      JoinColumn({
        name: column,
        foreignKeyConstraintName: `${table}_${column}_fkey`,
      }),
    ]);
  foreignKey('row', () => target, key, 'CASCADE');
  if (references) foreignKey('referenced', references, value.name, 'RESTRICT');
  for (const [field, column] of member.copies)
    Index(`${table}_${value.name}_${column}`, [value.name, field, key])(entity);
  // Several values: the rarest value's rows, by row id, sample how many rows have the others too.
  if (all) Index(`${table}_${value.name}`, [value.name, key])(entity);
  Entity(table)(entity);
  return entity;
}
