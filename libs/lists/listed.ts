import { getMetadataArgsStorage, Index } from 'typeorm';
import {
  declaredColumn,
  isMemberFilter,
  type ListDeclaration,
  managedIndexes,
} from './declaration.js';
import { type Member, membersOf, memberTable } from './member-tables.js';

/** A listed entity: its declaration, and its member filters with their tables' entities. */
interface Listing {
  declaration: ListDeclaration<unknown>;
  members: Member[];
  tables: Function[];
}

const listings = new Map<Function, Listing>();

/**
 * Declares the list of an entity (put it above `@Entity()`, which must run first): what
 * `EntityList` plans pages from, and what the engine keeps in the database for it (see
 * libs/lists/README.md). It also declares to TypeORM the entity's sort indexes and the tables of
 * its member filters (`memberTables`), so that `migration:generate` writes them.
 */
export function Listed<E>(declaration: ListDeclaration<E>): ClassDecorator {
  return (target) => {
    const table = entityTable(target);
    const column = (field: string) => declaredColumn(target, field).name;
    // Named after their columns: `docs_author_id_title_id` is `(author_id, title, id)`.
    const index = (fields: string[]) =>
      Index([table, ...fields.map(column)].join('_'), fields)(target);
    const filters = Object.values(declaration.filters ?? {});
    for (const field of declaration.sort) {
      index([field, 'id']);
      for (const filter of filters)
        if (!isMemberFilter(filter) && !filter.unique)
          index([filter.field, field, 'id']);
    }
    const managed = managedIndexes(table, declaration);
    for (const name of managed) Index(name, { synchronize: false })(target);
    const members = membersOf(target, declaration);
    listings.set(target, {
      declaration: declaration as ListDeclaration<unknown>,
      members,
      tables: members.map((member) => memberTable(target, member)),
    });
  };
}

/** The table `@Entity()` names: decorators run bottom-up, so `@Listed()` goes above it. */
function entityTable(target: Function): string {
  const table = getMetadataArgsStorage().tables.find(
    (args) => args.target === target,
  );
  if (!table?.name)
    throw new Error(
      `@Listed() of ${target.name}: put it above @Entity('<table>'), which names the table`,
    );
  return table.name;
}

/** The declaration of an entity class and its member filters, if it is listed. */
export const listing = (target: Function): Listing | undefined =>
  listings.get(target);

/**
 * The entities of the tables of an entity's member filters, to register beside it:
 * `TypeOrmModule.forFeature([Doc, ...memberTables(Doc)])`.
 */
export const memberTables = (target: Function): Function[] =>
  listings.get(target)?.tables ?? [];
