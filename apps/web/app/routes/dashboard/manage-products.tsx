import { Form, useRevalidator } from 'react-router';
import { CATEGORIES, CATEGORY_LABELS } from '@alankar/shared/catalogue';
import { productListQuery } from '@alankar/shared/catalogue-schemas';
import type { Route } from './+types/manage-products';
import { requireAllowed } from '~/features/auth/guard.server';
import { DashboardPanel } from '~/features/dashboard/dashboard-panel';
import { StaffOnlyBoundary } from '~/features/dashboard/staff-boundary';
import { ProductsTable } from '~/features/dashboard/products/products-table';
import { pageCount, pageNumber } from '~/lib/paging';
import { readQuery } from '~/lib/query.server';
import { Pager } from '~/ui/pager';

const PAGE_SIZE = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAllowed(request, context);
  const query = readQuery(
    new URL(request.url).searchParams,
    productListQuery.pick({ q: true, category: true, page: true }),
  );
  const page = pageNumber(query.page);
  const { products, count } = await context.services.catalogue.listProducts({
    q: query.q,
    category: query.category,
    page: page - 1,
    size: PAGE_SIZE,
  });
  return {
    products,
    count,
    page,
    pages: pageCount(count, PAGE_SIZE),
    q: query.q ?? '',
    category: query.category ?? '',
  };
}

export function meta() {
  return [{ title: 'Manage Products · Alankar' }, { name: 'robots', content: 'noindex' }];
}

export default function ManageProducts({ loaderData }: Route.ComponentProps) {
  const { products, count, page, pages, q, category } = loaderData;
  const { revalidate } = useRevalidator();
  return (
    <DashboardPanel title="Manage Products">
      <Form method="get" role="search" aria-label="Find products" className="mb-4 flex flex-wrap items-end gap-3">
        <div className="min-w-48 flex-1">
          <label htmlFor="product-search" className="mb-1.5 block text-sm font-medium">
            Search by title
          </label>
          <input id="product-search" key={q} name="q" type="search" defaultValue={q} className="field" />
        </div>
        <div>
          <label htmlFor="product-category" className="mb-1.5 block text-sm font-medium">
            Category
          </label>
          <select id="product-category" key={category} name="category" defaultValue={category} className="field pr-8">
            <option value="">All</option>
            {CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {CATEGORY_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-outline">
          Search
        </button>
      </Form>
      <p className="mb-4 text-taupe" aria-live="polite">
        Total products found {count}
      </p>
      {products.length === 0 ? (
        <p className="border border-dashed border-line bg-white p-8 text-center text-taupe">
          No products match. Try another title or category.
        </p>
      ) : (
        <ProductsTable products={products} onChanged={() => void revalidate()} />
      )}
      <Pager page={page} pages={pages} label="Products page" />
    </DashboardPanel>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffOnlyBoundary error={error} title="Manage Products" />;
}
