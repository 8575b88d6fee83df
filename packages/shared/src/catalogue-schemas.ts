import { z } from 'zod';
import { optionalParam, safeText } from './text';
import { CATEGORIES, MAX_PAGE_SIZE, PRODUCT_SORTS } from './catalogue';

export const productListQuery = z.object({
  q: optionalParam(safeText.max(100, 'Search text must be at most 100 characters')),
  category: optionalParam(
    z.enum(CATEGORIES, { message: `Category must be one of: ${CATEGORIES.join(', ')}` }),
  ),
  page: optionalParam(
    z.coerce.number('Page must be a number').int('Page must be a whole number').min(0, 'Page starts at 0').max(100_000),
  ),
  size: optionalParam(
    z.coerce
      .number('Size must be a number')
      .int('Size must be a whole number')
      .min(1, 'Size must be at least 1')
      .max(MAX_PAGE_SIZE, `Size must be at most ${MAX_PAGE_SIZE}`),
  ),
  sort: optionalParam(z.enum(PRODUCT_SORTS, { message: `Sort must be one of: ${PRODUCT_SORTS.join(', ')}` })),
});
export type ProductListQuery = z.output<typeof productListQuery>;

export const productIdParams = z.object({
  id: safeText.uuid('Product id is not valid'),
});
