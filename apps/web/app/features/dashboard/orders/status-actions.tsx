import { useState } from 'react';
import { isProviderMethod, nextStatuses, orderNumberLabel, PROVIDER_NAMES, type OrderStatus } from '@alankar/shared/order';
import { formatTk } from '@alankar/shared/money';
import { refundable } from '~/features/orders/refund-math';
import type { Order } from '@alankar/shared/order-schemas';
import { api, ApiError } from '~/lib/api-client';
import { ConfirmDialog } from '~/ui/confirm-dialog';
import { showToast } from '~/ui/toast';
import { questionFor } from './status-question';

/** What staff press to move an order to each status. */
const ACTION: Record<OrderStatus, string> = {
  pending: 'Set pending',
  confirmed: 'Confirm',
  shipped: 'Mark shipped',
  delivered: 'Mark delivered',
  returned: 'Mark returned',
  cancelled: 'Cancel',
};

const DONE: Record<OrderStatus, string> = {
  pending: 'is pending again',
  confirmed: 'is confirmed',
  shipped: 'is marked shipped',
  delivered: 'is marked delivered',
  returned: 'is marked returned; press “Received back” when the parcel is in the shop',
  cancelled: 'is cancelled; its pieces are back in stock',
};

/**
 * The changes the order state machine allows from where the order is. The server decides; when it refuses (someone
 * else moved the order meanwhile) its reason is shown. A change that marks the order paid, or cancels it, asks first;
 * cancelling an order a provider was paid for can give the money back in the same step.
 */
export function StatusActions({ order, onChanged }: { order: Order; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<OrderStatus | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const label = orderNumberLabel(order.number);
  const next = nextStatuses(order.order_status);
  const paid = refundable(order);
  const provider = isProviderMethod(order.paymentMethod) ? PROVIDER_NAMES[order.paymentMethod] : null;
  const [refundToo, setRefundToo] = useState(true);
  const question = asking ? questionFor(order, asking) : null;

  async function change(status: OrderStatus) {
    setAsking(null);
    setBusy(true);
    const refund = status === 'cancelled' && paid > 0 && refundToo;
    try {
      // One call: the server cancels the order once the money is back, or changes nothing.
      await api(`/orders/${order._id}`, { method: 'PUT', body: refund ? { status, refund } : { status } });
      setProblem(null);
      showToast(`Order ${label} ${DONE[status]}${refund ? `, and ${formatTk(paid)} went back through ${provider}` : ''}`);
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
          onClick={() => (questionFor(order, status) ? setAsking(status) : void change(status))}
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
        open={question !== null}
        title={question?.title ?? ''}
        text={question?.text}
        confirmLabel={question?.confirmLabel ?? ''}
        cancelLabel={question?.cancelLabel}
        tone={question?.tone}
        onConfirm={() => asking && void change(asking)}
        onCancel={() => setAsking(null)}
      >
        {asking === 'cancelled' && paid > 0 ? (
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
