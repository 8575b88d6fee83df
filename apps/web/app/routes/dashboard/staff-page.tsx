import { useLocation } from 'react-router';
import type { Route } from './+types/staff-page';
import { requireAdmin } from '~/features/auth/guard.server';
import { ComingSoonPanel, DashboardPanel } from '~/features/dashboard/dashboard-panel';
import { StaffOnlyBoundary } from '~/features/dashboard/staff-boundary';

const TITLES: Record<string, string> = {
  'manage-all-order': 'Manage All Orders',
};

const titleOf = (pathname: string) => TITLES[pathname.split('/')[2] ?? ''] ?? 'Dashboard';

/** Every staff-only dashboard page: customers get a clear "not allowed" (and a 403). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return { title: titleOf(new URL(request.url).pathname) };
}

export default function StaffPage({ loaderData }: Route.ComponentProps) {
  return (
    <DashboardPanel title={loaderData.title}>
      <ComingSoonPanel text="This part of the dashboard is being built." />
    </DashboardPanel>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffOnlyBoundary error={error} title={titleOf(useLocation().pathname)} />;
}
