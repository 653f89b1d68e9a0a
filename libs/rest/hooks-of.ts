/** A route's Fastify hooks of one kind as an array, to add one to them (`onRoute`). */
export const hooksOf = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : ([] as T[]).concat(hooks);
