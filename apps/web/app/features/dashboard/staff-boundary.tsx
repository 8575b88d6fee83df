import { isRouteErrorResponse } from 'react-router';
import { ErrorPage } from '~/ui/error-page';
import { DashboardPanel, NotAllowed } from './dashboard-panel';

/**
 * A staff page's error boundary: a customer's 403 becomes "not allowed" inside the dashboard; anything else (an
 * unknown id's 404…) is the shop's usual error page. Rethrowing instead would fail the whole server render.
 */
export function StaffOnlyBoundary({ error, title }: { error: unknown; title: string }) {
  if (!isRouteErrorResponse(error) || error.status !== 403) return <ErrorPage error={error} />;
  return (
    <DashboardPanel title={title}>
      <NotAllowed />
    </DashboardPanel>
  );
}
