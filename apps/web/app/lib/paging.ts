/** Pages in shop URLs count from 1 (the API counts from 0); anything else means page 1. */
export function readPageNumber(url: URL, param = 'page'): number {
  const page = Number(url.searchParams.get(param) ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** How many pages `count` items fill, at least one. */
export function pageCount(count: number, size: number): number {
  return Math.max(1, Math.ceil(count / size));
}
