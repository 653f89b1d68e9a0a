import {
  type LiveObject,
  objectKey,
  type SchemaDifference,
} from './schema-check.js';
import type { DbObject, Unit } from './schema.js';

/** Triggers go first (they use the rest), tables and functions last. */
const DROP_ORDER: DbObject['kind'][] = [
  'trigger',
  'index',
  'table',
  'function',
];

const byDropOrder = <T extends { kind: DbObject['kind'] }>(objects: T[]) =>
  [...objects].sort(
    (a, b) => DROP_ORDER.indexOf(a.kind) - DROP_ORDER.indexOf(b.kind),
  );

/**
 * The statements that bring a database from `live` to what the declarations require (`difference`
 * of the two): stale objects dropped, each unit that lacks an object made again whole: its
 * objects that exist dropped, the others made, its content filled, then its triggers made (so that
 * fills fire none of the triggers being made).
 */
export function transition(
  live: LiveObject[],
  difference: SchemaDifference,
): string[] {
  const present = new Set(live.map(objectKey));
  const { units, stale } = difference;
  const objects = units.flatMap((unit) => unit.objects);
  const made = (triggers: boolean) =>
    objects
      .filter((object) => (object.kind === 'trigger') === triggers)
      .flatMap((object) => object.create);
  return [
    ...byDropOrder(stale).map((object) => object.drop),
    ...byDropOrder(
      objects.filter((object) => present.has(objectKey(object))),
    ).map((object) => object.drop),
    ...made(false),
    ...units.flatMap((unit: Unit) => unit.fill),
    ...made(true),
  ];
}

/**
 * Drops every object of `units`: what a `down()` undoes first. What the fills of a new unit wrote
 * elsewhere (counters) goes too; a unit that had objects in `before` keeps it, exact as its
 * triggers kept it, for the objects `restore` brings back.
 */
export function dropUnits(units: Unit[], before: LiveObject[]): string[] {
  const existed = new Set(before.map(objectKey));
  return [
    ...byDropOrder(units.flatMap((unit) => unit.objects)).map(
      (object) => object.drop,
    ),
    ...units
      .filter((unit) => !unit.objects.some((o) => existed.has(objectKey(o))))
      .flatMap((unit) => unit.clear ?? []),
  ];
}

/**
 * The statements that bring a database whose objects are `live` back to `target` (the objects it
 * held before): those missing or different made again as they were, the others dropped. A unit
 * of `units` whose objects are all restored so is filled again too; so is each other object the
 * rows alone can fill (`LiveObject.refill`).
 */
export function restore(
  live: LiveObject[],
  target: LiveObject[],
  units: Unit[],
): string[] {
  const wanted = new Map(target.map((object) => [objectKey(object), object]));
  const now = new Map(live.map((object) => [objectKey(object), object]));
  const remade = target.filter(
    (object) => now.get(objectKey(object))?.signature !== object.signature,
  );
  const keys = new Set(remade.map(objectKey));
  const unwanted = live.filter(
    (object) => !wanted.has(objectKey(object)) || keys.has(objectKey(object)),
  );
  const refilled = units.filter(
    (unit) =>
      unit.fill.length > 0 &&
      unit.objects.some((object) => keys.has(objectKey(object))) &&
      unit.objects.every(
        (object) =>
          wanted.get(objectKey(object))?.signature === object.signature,
      ),
  );
  const filled = new Set(
    refilled.flatMap((unit) => unit.objects.map(objectKey)),
  );
  return [
    ...byDropOrder(unwanted).map((object) => object.drop),
    ...remade
      .filter((object) => object.kind !== 'trigger')
      .flatMap((object) => object.create),
    ...refilled.flatMap((unit) => unit.fill),
    ...remade
      .filter((object) => !filled.has(objectKey(object)))
      .flatMap((object) => object.refill ?? []),
    ...remade
      .filter((object) => object.kind === 'trigger')
      .flatMap((object) => object.create),
  ];
}
