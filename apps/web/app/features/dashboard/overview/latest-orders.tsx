import { Link } from 'react-router';
import { orderNumberLabel } from '@alankar/shared/order';
import type { DashboardSummary } from '@alankar/shared/dashboard-schemas';
import { OrderStatusBadge, PaymentStatusBadge } from '~/features/orders/status-badges';
import { formatDhakaDateTime } from '@alankar/shared/dates';
import { Price } from '~/ui/price';
import { AllClear, OverviewCard } from './overview-card';

/** The newest orders, each a link to its summary. */
export function LatestOrders({ orders }: { orders: DashboardSummary['latestOrders'] }) {
  return (
    <OverviewCard id="latest-title" title="Latest orders">
      {orders.length === 0 ? (
        <AllClear>No orders yet. They will show here as soon as they come in.</AllClear>
      ) : (
        <ul className="divide-y divide-line border-y border-line" aria-label="Latest orders">
          {orders.map((order) => (
            <li key={order._id} className="py-3">
              <div className="flex items-baseline justify-between gap-4">
                <p className="min-w-0 truncate">
                  <Link
                    to={`/order-details/${order._id}`}
                    className="font-semibold text-emerald underline-offset-4 hover:underline"
                  >
                    {orderNumberLabel(order.number)}
                  </Link>{' '}
                  <span>{order.customer}</span>
                </p>
                <Price amount={order.total} className="shrink-0" />
              </div>
              <div className="mt-1.5 flex flex-wrap items-center justify-between gap-x-4 gap-y-1.5">
                <p className="text-xs text-taupe">
                  <time dateTime={order.createdAt}>{formatDhakaDateTime(order.createdAt)}</time>
                </p>
                <div className="flex flex-wrap gap-1.5">
                  <OrderStatusBadge status={order.order_status} />
                  <PaymentStatusBadge status={order.payment_status} />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4 text-right">
        <Link
          to="/dashboard/manage-all-order"
          className="text-sm font-semibold tracking-wide text-emerald underline-offset-4 hover:underline"
        >
          Manage all orders
        </Link>
      </p>
    </OverviewCard>
  );
}
