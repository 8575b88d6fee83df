import type { Route } from './+types/add-product';
import { requireAllowed } from '~/features/auth/guard.server';
import { DashboardPanel } from '~/features/dashboard/dashboard-panel';
import { StaffOnlyBoundary } from '~/features/dashboard/staff-boundary';
import { ProductForm } from '~/features/dashboard/products/product-form';
import { api, ApiError } from '~/lib/api-client';
import { showToast } from '~/ui/toast';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAllowed(request, context);
  return null;
}

export function meta() {
  return [{ title: 'Add Product · Alankar' }, { name: 'robots', content: 'noindex' }];
}

export default function AddProduct() {
  return (
    <DashboardPanel title="Add Product">
      <ProductForm
        submitLabel="Add Product"
        onSave={async (fields) => {
          try {
            await api('/products', { method: 'POST', body: fields });
          } catch (error) {
            showToast("This didn't work.");
            return error instanceof ApiError ? error.fields : {};
          }
          showToast('Successfully Added!');
          return null;
        }}
      />
    </DashboardPanel>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffOnlyBoundary error={error} title="Add Product" />;
}
