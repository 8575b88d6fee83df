import { Link } from 'react-router';
import type { Route } from './+types/home';
import { Hero } from '~/features/home/hero';
import { CatalogueFilters } from '~/features/catalogue/catalogue-filters';
import { ProductGrid } from '~/features/catalogue/product-grid';
import { readCatalogueQuery } from '~/features/catalogue/catalogue-query';
import { useFilterLoading } from '~/features/catalogue/use-filter-loading';
import { pageMeta } from '~/ui/seo';

const NEW_ARRIVALS = 10;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = readCatalogueQuery(url);
  const { products, count } = await context.services.catalogue.listProducts({ ...query, page: 0, size: NEW_ARRIVALS });
  return { products, count, origin: url.origin, search: url.search };
}

export function meta({ data }: Route.MetaArgs) {
  return pageMeta({
    title: 'Alankar · Fine jewellery in Dhaka',
    description:
      'Earrings, necklaces, rings and bracelets in silver, gold plate and pearls. Cash on delivery, bKash or card; free delivery above Tk 2,000.',
    image: data?.products[0]?.image,
    origin: data?.origin,
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { products, count, search } = loaderData;
  const loading = useFilterLoading();
  return (
    <>
      <Hero />
      <section id="new-arrivals" aria-labelledby="new-arrivals-title" className="mx-auto max-w-7xl scroll-mt-20 px-4 py-16 sm:px-6">
        <div className="mb-8 text-center">
          <h2 id="new-arrivals-title" className="text-4xl sm:text-5xl">
            New Arrivals
          </h2>
          <p className="mt-2 text-taupe">Add our products to weekly lineup</p>
        </div>
        <div className="mb-6">
          <CatalogueFilters anchor="new-arrivals" />
        </div>
        <ProductGrid products={products} loading={loading} eagerCount={2} />
        {count > products.length ? (
          <div className="mt-10 text-center">
            <Link to={`/properties${search}`} className="btn btn-outline px-8">
              See all {count} pieces
            </Link>
          </div>
        ) : null}
      </section>
    </>
  );
}
