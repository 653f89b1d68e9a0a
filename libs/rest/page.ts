/** Which page of a list is asked for: what `PageQuery` validates. */
export interface PageRequest {
  page: number;
  limit: number;
}

/** One page of a list, as a service returns it; `@Paginated()` sends `items` and turns the rest into headers. */
export interface Page<T> extends PageRequest {
  items: T[];
  /** Items matching the query on all pages. */
  total: number;
}

/** The rows a page covers, as TypeORM's `skip` and `take` (SQL `OFFSET` and `LIMIT`). */
export function pageWindow({ page, limit }: PageRequest): {
  skip: number;
  take: number;
} {
  return { skip: (page - 1) * limit, take: limit };
}

/** A page from what TypeORM's `findAndCount()` or `getManyAndCount()` resolve to. */
export function pageOf<T>(
  { page, limit }: PageRequest,
  [items, total]: [T[], number],
): Page<T> {
  return { items, total, page, limit };
}

/** The same page with each item turned into another shape (entity → DTO). */
export function mapPage<T, U>(page: Page<T>, map: (item: T) => U): Page<U> {
  return { ...page, items: page.items.map(map) };
}
