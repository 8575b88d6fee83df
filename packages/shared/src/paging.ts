import { z } from 'zod';
import { optionalParam } from './text';

/** `page` in list queries: counted from 0, as the original API did. */
export const pageParam = optionalParam(
  z.coerce.number('Page must be a number').int('Page must be a whole number').min(0, 'Page starts at 0').max(100_000),
);

export function sizeParam(max: number) {
  return optionalParam(
    z.coerce
      .number('Size must be a number')
      .int('Size must be a whole number')
      .min(1, 'Size must be at least 1')
      .max(max, `Size must be at most ${max}`),
  );
}

export function isPaged(query: { page?: number; size?: number }): boolean {
  return query.page !== undefined || query.size !== undefined;
}
