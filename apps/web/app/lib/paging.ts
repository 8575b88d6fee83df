/**
 * Pages in shop URLs count from 1 (the API counts from 0). `page` is the value the shared schema
 * let through, or undefined; anything below 1 means page 1.
 */
export function pageNumber(page: number | undefined): number {
  return page !== undefined && page >= 1 ? page : 1;
}

/** How many pages `count` items fill, at least one. */
export function pageCount(count: number, size: number): number {
  return Math.max(1, Math.ceil(count / size));
}
