import type { Route } from './+types/add-product';
import { requireAllowed } from '~/features/auth/guard.server';
import { DashboardPanel } from '~/features/dashboard/dashboard-panel';
import { StaffOnlyBoundary } from '~/features/dashboard/staff-boundary';
import { ProductForm } from '~/features/dashboard/products/product-form';
import { api } from '~/lib/api-client';
import { showToast } from '~/ui/toast';
import { refusedSave } from '~/features/dashboard/save-feedback';

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
            return refusedSave(error, 'The piece was not added');
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
