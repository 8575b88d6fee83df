import { productListQuery, type ProductListQuery } from '@alankar/shared/catalogue-schemas';

/**
 * The filter a shopper asked for in the page URL. A value that makes no sense (a made-up
 * category, page -3) is dropped rather than failing the page.
 */
export function readCatalogueQuery(url: URL): ProductListQuery {
  const query: ProductListQuery = {};
  for (const key of ['q', 'category', 'sort'] as const) {
    const value = url.searchParams.get(key);
    if (value === null) continue;
    const parsed = productListQuery.shape[key].safeParse(value);
    if (parsed.success && parsed.data !== undefined) Object.assign(query, { [key]: parsed.data });
  }
  return query;
}
