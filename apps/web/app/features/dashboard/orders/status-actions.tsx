import { useState } from 'react';
import { isProviderMethod, nextStatuses, orderNumberLabel, PROVIDER_NAMES, type OrderStatus } from '@alankar/shared/order';
import { formatTk } from '@alankar/shared/money';
import { refundable } from '~/features/orders/refund-math';
import type { Order } from '@alankar/shared/order-schemas';
import { api, ApiError } from '~/lib/api-client';
import { ConfirmDialog } from '~/ui/confirm-dialog';
import { showToast } from '~/ui/toast';

/** What staff press to move an order to each status. */
const ACTION: Record<OrderStatus, string> = {
  pending: 'Set pending',
  confirmed: 'Confirm',
  shipped: 'Mark shipped',
  delivered: 'Mark delivered',
  cancelled: 'Cancel',
};

const DONE: Record<OrderStatus, string> = {
  pending: 'is pending again',
  confirmed: 'is confirmed',
  shipped: 'is marked shipped',
  delivered: 'is marked delivered',
  cancelled: 'is cancelled; its pieces are back in stock',
};

/**
 * The changes the order state machine allows from where the order is. The server decides; when it refuses
 * (someone else moved the order meanwhile) its reason is shown.
 */
export function StatusActions({ order, onChanged }: { order: Order; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const label = orderNumberLabel(order.number);
  const next = nextStatuses(order.order_status);
  // Cancelling an order paid through a provider offers to give the money back at once.
  const paid = refundable(order);
  const provider = isProviderMethod(order.paymentMethod) ? PROVIDER_NAMES[order.paymentMethod] : null;
  const [refundToo, setRefundToo] = useState(true);

  async function change(status: OrderStatus) {
    setCancelling(false);
    setBusy(true);
    try {
      await api(`/orders/${order._id}`, { method: 'PUT', body: { status } });
      setProblem(null);
      showToast(`Order ${label} ${DONE[status]}`);
      if (status === 'cancelled' && paid > 0 && refundToo) {
        await api(`/orders/${order._id}/refunds`, { method: 'POST', body: { amount: paid, reason: 'Order cancelled' } });
        showToast(`${formatTk(paid)} refunded through ${provider}`);
      }
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : 'Not changed. Try again.');
    }
    onChanged();
    setBusy(false);
  }

  // After a refused change the list reloads, and the order may have no next step left: the reason still shows.
  if (next.length === 0 && !problem) return null;
  return (
    <div className="flex flex-wrap gap-x-4 gap-y-2">
      {next.map((status) => (
        <button
          key={status}
          type="button"
          disabled={busy}
          onClick={() => (status === 'cancelled' ? setCancelling(true) : void change(status))}
          className={`font-medium whitespace-nowrap underline-offset-4 hover:underline disabled:opacity-50 ${
            status === 'cancelled' ? 'text-danger' : 'text-emerald'
          }`}
        >
          {ACTION[status]}
          <span className="sr-only"> order {label}</span>
        </button>
      ))}
      {problem ? (
        <p role="alert" className="w-full text-xs text-danger">
          {problem}
        </p>
      ) : null}
      <ConfirmDialog
        open={cancelling}
        title={`Cancel order ${label}?`}
        text="Its pieces go back into stock, and the customer is told by email."
        confirmLabel="Cancel order"
        cancelLabel="Keep order"
        onConfirm={() => void change('cancelled')}
        onCancel={() => setCancelling(false)}
      >
        {paid > 0 ? (
          <label className="mt-4 flex items-start gap-3 text-sm">
            <input
              type="checkbox"
              checked={refundToo}
              onChange={(event) => setRefundToo(event.target.checked)}
              className="mt-0.5 size-4 accent-emerald"
            />
            <span>
              Also refund {formatTk(paid)} to the customer, through {provider}
            </span>
          </label>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
