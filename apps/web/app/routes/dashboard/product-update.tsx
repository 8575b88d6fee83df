import { data, Link, useRevalidator } from 'react-router';
import { productIdParams } from '@alankar/shared/catalogue-schemas';
import type { Route } from './+types/product-update';
import { requireAllowed } from '~/features/auth/guard.server';
import { DashboardPanel } from '~/features/dashboard/dashboard-panel';
import { StaffOnlyBoundary } from '~/features/dashboard/staff-boundary';
import { ProductForm } from '~/features/dashboard/products/product-form';
import { api } from '~/lib/api-client';
import { refusedSave } from '~/features/dashboard/save-feedback';
import { readParamsOr404 } from '~/lib/query.server';
import { showAlert } from '~/ui/alerts';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAllowed(request, context);
  const { id } = readParamsOr404(params, productIdParams);
  const product = await context.services.catalogue.getProduct(id);
  if (!product) throw data(null, { status: 404 });
  return { product };
}

export function meta() {
  return [{ title: 'Update Product · Alankar' }, { name: 'robots', content: 'noindex' }];
}

export default function ProductUpdate({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  const { revalidate } = useRevalidator();
  return (
    <DashboardPanel title="Update Product">
      <p className="mb-4 text-sm">
        <Link to={`/products/${product._id}`} className="text-emerald underline underline-offset-4">
          See it in the shop
        </Link>
      </p>
      <ProductForm
        // Drawn afresh from the piece as saved: new variants get their ids, and the next stock change starts from it.
        key={`${product._id}-${product.lastUpdated}`}
        initial={product}
        submitLabel="Update Product"
        onSave={async ({ stock, ...fields }) => {
          // The stock is sent as the change from what this form showed, so orders placed meanwhile still count.
          // (A piece with options sends its variants' stock instead, and no stock of its own.)
          const stockChange = typeof stock === 'number' ? stock - product.stock : undefined;
          try {
            await api(`/products/${product._id}`, {
              method: 'PUT',
              body: {
                ...fields,
                ...(stockChange === undefined ? { stock } : stockChange === 0 ? {} : { stockChange }),
              },
            });
          } catch (error) {
            const { stockChange: stockProblem, ...rest } = refusedSave(error, 'The piece was not updated');
            return stockProblem ? { ...rest, stock: stockProblem } : rest;
          }
          showAlert({ kind: 'success', title: 'Updated', text: 'Update Successfully!' });
          void revalidate();
          return null;
        }}
      />
    </DashboardPanel>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffOnlyBoundary error={error} title="Update Product" />;
}
