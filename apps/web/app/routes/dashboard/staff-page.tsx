import { data } from 'react-router';
import type { Route } from './+types/staff-page';
import { requireViewer } from '~/features/auth/guard.server';
import { ComingSoonPanel, DashboardPanel, NotAllowed } from '~/features/dashboard/dashboard-panel';

const TITLES: Record<string, string> = {
  'add-product': 'Add Product',
  'manage-products': 'Manage Products',
  'product-update': 'Update Product',
  'add-blog': 'Add Blog',
  'manage-blogs': 'Manage Blogs',
  'blog-update': 'Update Blog',
  'manage-all-order': 'Manage All Orders',
  settings: 'Settings',
};

/** Every staff-only dashboard page: customers get a clear "not allowed" (and a 403). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, context);
  const section = new URL(request.url).pathname.split('/')[2] ?? '';
  const title = TITLES[section] ?? 'Dashboard';
  if (viewer.role !== 'admin') return data({ allowed: false, title }, { status: 403 });
  return { allowed: true, title };
}

export default function StaffPage({ loaderData }: Route.ComponentProps) {
  return (
    <DashboardPanel title={loaderData.title}>
      {loaderData.allowed ? <ComingSoonPanel text="This part of the dashboard is being built." /> : <NotAllowed />}
    </DashboardPanel>
  );
}
