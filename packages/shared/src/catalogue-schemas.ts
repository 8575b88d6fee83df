import { z } from 'zod';
import { optionalParam, safeText } from './text';
import { pageParam, sizeParam } from './paging';
import { CATEGORIES, MAX_PAGE_SIZE, PRODUCT_SORTS } from './catalogue';

export const productListQuery = z.object({
  q: optionalParam(safeText.max(100, 'Search text must be at most 100 characters')),
  category: optionalParam(
    z.enum(CATEGORIES, { message: `Category must be one of: ${CATEGORIES.join(', ')}` }),
  ),
  page: pageParam,
  size: sizeParam(MAX_PAGE_SIZE),
  sort: optionalParam(z.enum(PRODUCT_SORTS, { message: `Sort must be one of: ${PRODUCT_SORTS.join(', ')}` })),
});
export type ProductListQuery = z.output<typeof productListQuery>;

export const productIdParams = z.object({
  id: safeText.uuid('Product id is not valid'),
});
