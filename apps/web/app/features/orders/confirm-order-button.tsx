import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { OrderStatus } from '@alankar/shared/order';
import { api, ApiError } from '~/lib/api-client';
import { showToast } from '~/ui/toast';

/** Staff: confirm a pending order; once confirmed the button stays, disabled, saying so. */
export function ConfirmOrderButton({ orderId, status }: { orderId: string; status: OrderStatus }) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (status !== 'pending') {
    return (
      <button type="button" disabled className="btn btn-primary w-full sm:w-auto">
        {status === 'cancelled' ? 'Order cancelled' : 'Order confirmed Successfully'}
      </button>
    );
  }

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      const { modifiedCount } = await api<{ modifiedCount: number }>(`/orders/${orderId}`, {
        method: 'PUT',
        body: { status: 'confirmed' },
      });
      if (modifiedCount > 0) showToast('Order Confirm Successfully!');
      await revalidator.revalidate();
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <button type="button" onClick={() => void confirm()} disabled={busy} className="btn btn-primary w-full sm:w-auto">
        {busy ? 'Confirming…' : 'Confirm Order'}
      </button>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
