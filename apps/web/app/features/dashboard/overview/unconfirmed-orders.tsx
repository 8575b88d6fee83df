import { useState } from 'react';
import { Link } from 'react-router';
import { orderNumberLabel } from '@alankar/shared/order';
import type { CancelManyResult } from '@alankar/shared/order-schemas';
import type { DashboardSummary } from '@alankar/shared/dashboard-schemas';
import { formatDhakaDateTime } from '@alankar/shared/dates';
import { api, ApiError } from '~/lib/api-client';
import { ConfirmDialog } from '~/ui/confirm-dialog';
import { Price } from '~/ui/price';
import { showToast } from '~/ui/toast';
import { OverviewCard, ShownOf } from './overview-card';

/**
 * Cash-on-delivery orders nobody confirmed for over a day: likely fake, and holding stock. Staff look, then cancel the
 * ones they choose at once (their pieces go back on sale). Shown only when there are some.
 */
export function UnconfirmedOrders({
  unconfirmed,
  onCancelled,
}: {
  unconfirmed: DashboardSummary['unconfirmedOrders'];
  onCancelled: () => void;
}) {
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(unconfirmed.orders.map((order) => order._id)));
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (unconfirmed.orders.length === 0) return null;

  function toggle(id: string) {
    setChosen((before) => {
      const next = new Set(before);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  async function cancel() {
    setAsking(false);
    setBusy(true);
    try {
      const result = await api<CancelManyResult>('/orders/cancellations', { method: 'POST', body: { ids: [...chosen] } });
      const refused = result.refused.length > 0 ? ` ${result.refused.length} could not be: ${result.refused[0]!.reason}` : '';
      showToast(`${result.cancelled.length} ${result.cancelled.length === 1 ? 'order' : 'orders'} cancelled.${refused}`);
      onCancelled();
    } catch (error) {
      showToast(error instanceof ApiError ? error.message : 'Nothing was cancelled. Try again.', 'error');
    }
    setBusy(false);
  }

  const many = `${chosen.size} ${chosen.size === 1 ? 'order' : 'orders'}`;
  return (
    <OverviewCard
      id="unconfirmed-title"
      title="Cash orders nobody confirmed"
      note="Waiting for confirmation for over a day. Call the customer, or cancel them to put their pieces back on sale."
    >
      <ul className="divide-y divide-line border-y border-line" aria-label="Cash orders waiting over a day">
        {unconfirmed.orders.map((order) => {
          const label = orderNumberLabel(order.number);
          return (
            <li key={order._id} className="flex items-center gap-3 py-3">
              <input
                type="checkbox"
                checked={chosen.has(order._id)}
                onChange={() => toggle(order._id)}
                aria-label={`Choose order ${label}`}
                className="size-5 shrink-0 accent-emerald"
              />
              <div className="min-w-0 flex-1">
                <p className="truncate">
                  <Link
                    to={`/order-details/${order._id}`}
                    className="font-semibold text-emerald underline-offset-4 hover:underline"
                  >
                    {label}
                  </Link>{' '}
                  {order.customer}
                </p>
                <p className="text-xs text-taupe">
                  <time dateTime={order.createdAt}>{formatDhakaDateTime(order.createdAt)}</time>
                </p>
              </div>
              <Price amount={order.total} className="shrink-0" />
            </li>
          );
        })}
      </ul>
      <ShownOf shown={unconfirmed.orders.length} count={unconfirmed.count} order="waiting longest first" />
      <button
        type="button"
        disabled={busy || chosen.size === 0}
        onClick={() => setAsking(true)}
        className="btn mt-4 w-full border border-danger text-danger sm:w-auto"
      >
        {busy ? 'Cancelling…' : `Cancel ${many}`}
      </button>
      <ConfirmDialog
        open={asking}
        title={`Cancel ${many}?`}
        text="Their pieces go back into stock, and each customer is told by email."
        confirmLabel={`Cancel ${many}`}
        cancelLabel="Keep them"
        onConfirm={() => void cancel()}
        onCancel={() => setAsking(false)}
      />
    </OverviewCard>
  );
}
