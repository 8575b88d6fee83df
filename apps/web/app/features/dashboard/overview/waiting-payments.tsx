import { Link } from 'react-router';
import { orderNumberLabel } from '@alankar/shared/order';
import type { DashboardSummary } from '@alankar/shared/dashboard-schemas';
import { formatDhakaDateTime } from '@alankar/shared/dates';
import { Price } from '~/ui/price';
import { AllClear, OverviewCard, ShownOf } from './overview-card';

/**
 * Payments staff still have to check, waiting longest first: bKash TrxIDs to find in the shop's bKash app, and
 * payments SSLCommerz took but marked risky.
 */
export function WaitingPayments({ waiting }: { waiting: DashboardSummary['waitingPayments'] }) {
  return (
    <OverviewCard
      id="verify-title"
      title="bKash payments to verify"
      note="Find each TrxID in the shop’s bKash app (or look at each payment SSLCommerz held), then confirm the order."
    >
      {waiting.orders.length === 0 ? (
        <AllClear>No bKash payment is waiting. All caught up.</AllClear>
      ) : (
        <>
          <ul className="divide-y divide-line border-y border-line" aria-label="Payments waiting for verification">
            {waiting.orders.map((order) => (
              <li key={order._id} className="flex items-start justify-between gap-4 py-3">
                <div className="min-w-0">
                  <p className="truncate">
                    <Link
                      to={`/order-details/${order._id}`}
                      className="font-semibold text-emerald underline-offset-4 hover:underline"
                    >
                      {orderNumberLabel(order.number)}
                    </Link>{' '}
                    <span className="text-ink">{order.customer}</span>
                  </p>
                  <p className="mt-0.5 text-xs text-taupe">
                    {order.paymentMethod === 'sslcommerz' ? 'Held by SSLCommerz, bank ref.' : 'TrxID'}{' '}
                    <span className="font-mono text-sm tracking-wide text-ink" data-testid="trx-id">
                      {order.trxID}
                    </span>
                  </p>
                  <p className="text-xs text-taupe">
                    <time dateTime={order.createdAt}>{formatDhakaDateTime(order.createdAt)}</time>
                  </p>
                </div>
                <Price amount={order.amount} className="shrink-0" />
              </li>
            ))}
          </ul>
          <ShownOf shown={waiting.orders.length} count={waiting.count} order="waiting longest first" />
        </>
      )}
    </OverviewCard>
  );
}
