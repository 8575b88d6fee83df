import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { Order } from '@alankar/shared/order-schemas';
import { api, ApiError } from '~/lib/api-client';
import { ConfirmDialog } from '~/ui/confirm-dialog';
import { showToast } from '~/ui/toast';
import { questionFor } from './status-question';

/** Staff: confirm a pending order (asking first when that marks its payment received); once confirmed it says so. */
export function ConfirmOrderButton({ order }: { order: Order }) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const status = order.order_status;
  const question = questionFor(order, 'confirmed');

  // A returned order's next step is taking it back into stock (the courier panel).
  if (status === 'returned') return null;
  if (status !== 'pending') {
    return (
      <button type="button" disabled className="btn btn-primary w-full sm:w-auto">
        {status === 'cancelled' ? 'Order cancelled' : 'Order confirmed Successfully'}
      </button>
    );
  }

  async function confirm() {
    setAsking(false);
    setBusy(true);
    setError(null);
    try {
      const { modifiedCount } = await api<{ modifiedCount: number }>(`/orders/${order._id}`, {
        method: 'PUT',
        body: { status: 'confirmed' },
      });
      if (modifiedCount > 0) showToast('Order Confirm Successfully!');
      await revalidator.revalidate();
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : 'The order was not confirmed. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <button
        type="button"
        onClick={() => (question ? setAsking(true) : void confirm())}
        disabled={busy}
        className="btn btn-primary w-full sm:w-auto"
      >
        {busy ? 'Confirming…' : 'Confirm Order'}
      </button>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
      {question ? (
        <ConfirmDialog
          open={asking}
          title={question.title}
          text={question.text}
          confirmLabel={question.confirmLabel}
          cancelLabel={question.cancelLabel}
          tone={question.tone}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </div>
  );
}
