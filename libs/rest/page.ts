/** Which page of a list is asked for: what `PageQuery` validates. */
export interface PageRequest {
  page: number;
  limit: number;
  /** A `prev` or `next` cursor of this list; `page` is then ignored. */
  cursor?: string;
}

/** One page of a list, as a service returns it; `@Paginated()`'s answer sends `items` and turns the rest into headers. */
export interface Page<T> {
  items: T[];
  limit: number;
  /** The page number asked for by `page`; absent on a page reached by a cursor. */
  page?: number;
  /** Items matching the query on all pages; absent when they were not counted (beyond a cap). */
  total?: number;
  /** The cursors of the pages after and before this one, where there are rows. */
  next?: string;
  prev?: string;
}
