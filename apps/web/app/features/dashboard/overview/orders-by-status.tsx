import { ORDER_STATUSES, type OrderStatus } from '@alankar/shared/order';
import type { DashboardSummary } from '@alankar/shared/dashboard-schemas';
import { ORDER_STATUS_LABELS } from '~/features/orders/order-format';
import { OverviewCard } from './overview-card';

const DOT: Record<OrderStatus, string> = {
  pending: 'bg-amber-400',
  confirmed: 'bg-emerald',
  shipped: 'bg-sky-500',
  delivered: 'bg-success',
  returned: 'bg-rose-800',
  cancelled: 'bg-danger',
};

/** How many orders are at each step, all time. */
export function OrdersByStatus({ counts }: { counts: DashboardSummary['ordersByStatus'] }) {
  return (
    <OverviewCard id="status-title" title="Orders by status" note="Every order, where it stands now.">
      <dl className="divide-y divide-line sm:grid sm:grid-cols-6 sm:divide-x sm:divide-y-0">
        {ORDER_STATUSES.map((status) => (
          <div
            key={status}
            className="flex items-center justify-between py-2.5 sm:flex-col-reverse sm:items-start sm:gap-1 sm:px-4 sm:py-1 sm:first:pl-0"
          >
            <dt className="flex items-center gap-2 text-sm text-taupe">
              <span aria-hidden="true" className={`size-2 rounded-full ${DOT[status]}`} />
              {ORDER_STATUS_LABELS[status]}
            </dt>
            <dd className="font-serif text-2xl lining-nums tabular-nums sm:text-3xl" data-testid={`status-${status}`}>
              {counts[status].toLocaleString('en-US')}
            </dd>
          </div>
        ))}
      </dl>
    </OverviewCard>
  );
}
