import type { Route } from './+types/my-orders';
import { requireViewer } from '~/features/auth/guard.server';
import { ComingSoonPanel, DashboardPanel } from '~/features/dashboard/dashboard-panel';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireViewer(request, context);
  return null;
}

export default function MyOrders() {
  return (
    <DashboardPanel title="My Orders">
      <ComingSoonPanel text="Your orders, their status and delivery details will show here." />
    </DashboardPanel>
  );
}
