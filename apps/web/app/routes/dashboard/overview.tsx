import { redirect } from 'react-router';
import type { Route } from './+types/overview';
import { requireViewer } from '~/features/auth/guard.server';
import { ComingSoonPanel, DashboardPanel } from '~/features/dashboard/dashboard-panel';

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, context);
  // Customers' dashboard is their orders.
  if (viewer.role !== 'admin') throw redirect('/dashboard/my-order');
  return null;
}

export default function Overview() {
  return (
    <DashboardPanel title="Dashboard">
      <ComingSoonPanel text="Sales, orders waiting for confirmation and low stock will show here." />
    </DashboardPanel>
  );
}
