import { isRouteErrorResponse } from 'react-router';
import { DashboardPanel, NotAllowed } from './dashboard-panel';

/** A staff page's error boundary: a customer's 403 becomes "not allowed" inside the dashboard; anything else goes up. */
export function StaffOnlyBoundary({ error, title }: { error: unknown; title: string }) {
  if (!isRouteErrorResponse(error) || error.status !== 403) throw error;
  return (
    <DashboardPanel title={title}>
      <NotAllowed />
    </DashboardPanel>
  );
}
