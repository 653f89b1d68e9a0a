export {
  type ListDeclaration,
  type MemberFilter,
  type ValueFilter,
} from './declaration.js';
export { listing, Listed, memberTables } from './listed.js';
export { MAX_CURSOR_TEXT } from './page.js';
export {
  EntityList,
  type ListQuery,
  type PageOptions,
  RANKED_MATCHES,
} from './entity-list.js';
export { valuePairs, valuePairsMatch } from './filters.js';
export { readCounter, readCounters } from './counters.js';
export { findById, hydration } from './rows.js';
export { listSchema, type Dialect, type Unit } from './schema.js';
export {
  assertListSchema,
  checkListSchema,
  compareSchema,
  entityTables,
  ListSchemaError,
  liveObjects,
  type LiveObject,
} from './schema-check.js';
export { dropUnits, restore, transition } from './schema-transition.js';
export { sqliteFunctions } from './search.js';
export {
  fold,
  matches,
  MAX_SEARCH_WORDS,
  parseSearch,
  searchedText,
  type SearchTerm,
  snippetOf,
} from './search-text.js';
