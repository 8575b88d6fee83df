import { redirect, useRevalidator } from 'react-router';
import { may } from '@alankar/shared/policy';
import type { Route } from './+types/overview';
import { requireViewer } from '~/features/auth/guard.server';
import { DashboardPanel } from '~/features/dashboard/dashboard-panel';
import { LatestOrders } from '~/features/dashboard/overview/latest-orders';
import { LowStock } from '~/features/dashboard/overview/low-stock';
import { OrdersByStatus } from '~/features/dashboard/overview/orders-by-status';
import { SalesChart } from '~/features/dashboard/overview/sales-chart';
import { SalesFigures } from '~/features/dashboard/overview/sales-figures';
import { WaitingPayments } from '~/features/dashboard/overview/waiting-payments';
import { FailedJobs } from '~/features/dashboard/overview/failed-jobs';
import { UnconfirmedOrders } from '~/features/dashboard/overview/unconfirmed-orders';
import { Backups } from '~/features/dashboard/overview/backups';
import { formatDhakaDateTime } from '@alankar/shared/dates';

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, context);
  // Customers' dashboard is their orders.
  if (!may(viewer, 'dashboard.view')) throw redirect('/dashboard/my-order');
  return { summary: await context.services.dashboard.summary(viewer) };
}

export default function Overview({ loaderData }: Route.ComponentProps) {
  const { summary } = loaderData;
  const { revalidate } = useRevalidator();
  return (
    <DashboardPanel title="Dashboard">
      <p className="-mt-4 mb-6 text-sm text-taupe">
        Figures in Dhaka time, as of <time dateTime={summary.asOf}>{formatDhakaDateTime(summary.asOf)}</time>.
      </p>
      <div className="space-y-6">
        <FailedJobs failed={summary.failedJobs} onRetried={() => void revalidate()} />
        {/* A backup that failed or is too old comes first; one that is fine waits at the end. */}
        {summary.backups.warning ? <Backups backups={summary.backups} /> : null}
        <SalesFigures sales={summary.sales} />
        <SalesChart days={summary.daily} />
        <OrdersByStatus counts={summary.ordersByStatus} />
        <div className="grid gap-6 xl:grid-cols-2">
          <WaitingPayments waiting={summary.waitingPayments} />
          <LowStock low={summary.lowStock} />
        </div>
        <UnconfirmedOrders
          key={summary.unconfirmedOrders.orders.map((order) => order._id).join()}
          unconfirmed={summary.unconfirmedOrders}
          onCancelled={() => void revalidate()}
        />
        <LatestOrders orders={summary.latestOrders} />
        {summary.backups.warning ? null : <Backups backups={summary.backups} />}
      </div>
    </DashboardPanel>
  );
}
