import { productListQuery } from '@alankar/shared/catalogue-schemas';
import { readQuery } from '~/lib/query.server';
import { pageNumber } from '~/lib/paging';

const pageQuery = productListQuery.omit({ size: true });

/**
 * The filter and the (1-based) page a shopper asked for in the page URL, read with the API's own
 * schema. A value that makes no sense (a made-up category, page -3 or 1e20) is dropped rather
 * than failing the page.
 */
export function readCatalogueQuery(url: URL) {
  const { q, category, sort, optionValue, page } = readQuery(url.searchParams, pageQuery);
  return { filter: { q, category, sort, optionValue }, page: pageNumber(page) };
}
