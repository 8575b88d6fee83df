import { Form, useSearchParams, useSubmit } from 'react-router';
import { DEFAULT_PAGE_SIZE, PRODUCT_SORTS, type ProductSort, toCardData } from '@alankar/shared/catalogue';
import { langOfPath } from '@alankar/shared/lang';
import { metaWords, type Words } from '~/words/words';
import { useWords } from '~/words/use-words';
import { langOfRequest } from '~/lib/chosen-lang.server';
import type { Route } from './+types/properties';
import { CatalogueFilters } from '~/features/catalogue/catalogue-filters';
import { ProductGrid } from '~/features/catalogue/product-grid';
import { readCatalogueQuery } from '~/features/catalogue/catalogue-query';
import { pageCount } from '~/lib/paging';
import { CATALOGUE_PARAMS } from '~/features/catalogue/catalogue-params';
import { usePendingParams } from '~/lib/use-pending-params';
import { pageMeta } from '~/lib/seo';
import { Pager } from '~/ui/pager';
import { pageWords } from '~/words/words.server';

const SORT_LABELS: Record<ProductSort, keyof Words['catalogue']> = {
  newest: 'sortNewest',
  'price-asc': 'sortPriceAsc',
  'price-desc': 'sortPriceDesc',
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langOfRequest(request);
  const origin = context.origin;
  const { filter, page } = readCatalogueQuery(url);
  const [{ products, count }, sizes] = await Promise.all([
    context.services.catalogue.listProducts({ ...filter, page: page - 1, size: DEFAULT_PAGE_SIZE }),
    // The sizes and lengths to filter by, once a category is chosen (rings' sizes, chains' lengths).
    filter.category ? context.services.catalogue.optionValues(filter.category) : Promise.resolve([]),
  ]);
  return {
    products: products.map((product) => toCardData(product, lang)),
    count,
    page,
    pages: pageCount(count, DEFAULT_PAGE_SIZE),
    sizes,
    origin,
    words: pageWords(request, ['catalogue']),
  };
}

export function meta({ data, matches, location }: Route.MetaArgs) {
  const t = metaWords(matches).catalogue;
  return pageMeta({
    title: t?.documentTitle ?? 'Alankar',
    description: t?.description ?? '',
    image: data?.products[0]?.image,
    origin: data?.origin,
    lang: langOfPath(location.pathname),
  });
}

export default function Properties({ loaderData }: Route.ComponentProps) {
  const { products, count, page, pages, sizes } = loaderData;
  const loading = usePendingParams(CATALOGUE_PARAMS);
  const { t, fill } = useWords();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <header className="mb-8 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-4xl sm:text-5xl">{t.catalogue.heading}</h1>
          <p className="mt-1 text-taupe" aria-live="polite">
            {fill(count === 1 ? t.catalogue.onePiece : t.catalogue.manyPieces, { count })}
          </p>
        </div>
        <SortSelect />
      </header>
      <div className="mb-6">
        <CatalogueFilters sizes={sizes} />
      </div>
      <ProductGrid products={products} loading={loading} eagerCount={2} heading="h2" />
      <Pager page={page} pages={pages} />
    </div>
  );
}

function SortSelect() {
  const [params] = useSearchParams();
  const submit = useSubmit();
  const { t } = useWords();
  const sort = params.get('sort') ?? 'newest';
  return (
    <Form method="get" preventScrollReset onChange={(event) => void submit(event.currentTarget, { preventScrollReset: true })}>
      {['q', 'category', 'optionValue'].map((key) =>
        params.get(key) ? <input key={key} type="hidden" name={key} value={params.get(key) ?? ''} /> : null,
      )}
      <label className="flex items-center gap-2 text-sm text-taupe">
        {t.catalogue.sortBy}
        <select key={sort} name="sort" defaultValue={sort} className="field w-auto pr-8 text-ink">
          {PRODUCT_SORTS.map((value) => (
            <option key={value} value={value}>
              {t.catalogue[SORT_LABELS[value]]}
            </option>
          ))}
        </select>
      </label>
      <noscript>
        <button type="submit" className="btn btn-outline ml-2">
          {t.catalogue.sort}
        </button>
      </noscript>
    </Form>
  );
}
