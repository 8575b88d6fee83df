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

/** Every page when there are few; otherwise the first, the last and the current one with its neighbours. */
export function pagesToShow(page: number, pages: number): (number | 'gap')[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const shown = new Set([1, page - 1, page, page + 1, pages].filter((target) => target >= 1 && target <= pages));
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((target, i) => (i > 0 && target - sorted[i - 1]! > 1 ? ['gap' as const, target] : [target]));
}
