/** Which page of a list is asked for: what `PageQuery` validates. */
export interface PageRequest {
  page: number;
  limit: number;
  /** A `prev` or `next` cursor of this list; `page` is then ignored. */
  cursor?: string;
}

/** Where an item of a `q` list matched: a short plain text of one field, with the matched words' ranges. */
export interface Snippet {
  /** The field the text is taken from: the first, by weight, where a term matches. */
  field: string;
  /** At most 160 code points of that field, around its first match. */
  text: string;
  /** The matched words in `text`, in order: `start` and `length` in code points. */
  matches: { start: number; length: number }[];
}

/** One page of a list, as a service returns it; `@Paginated()`'s answer sends `items` and turns the rest into headers. */
export interface Page<T> {
  items: T[];
  limit: number;
  /** The page number asked for by `page`; absent on a page reached by a cursor. */
  page?: number;
  /** Items matching the query on all pages; absent when they were not counted (beyond a cap). */
  total?: number;
  /** Each item's snippet, in a `q` list (`undefined` for an item no longer matching). */
  snippets?: (Snippet | undefined)[];
  /** A `q` list in the order of relevance ranked only the newest this many matches: more match (`Search-Ranked-Only`). */
  rankedOnly?: number;
  /** The cursors of the pages after and before this one, where there are rows. */
  next?: string;
  prev?: string;
}
