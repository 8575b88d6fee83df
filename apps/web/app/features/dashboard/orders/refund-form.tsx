import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { PROVIDER_NAMES, isProviderMethod } from '@alankar/shared/order';
import type { Order } from '@alankar/shared/order-schemas';
import { refundBody } from '@alankar/shared/order-schemas';
import { formatTk } from '@alankar/shared/money';
import { api, ApiError } from '~/lib/api-client';
import { ConfirmDialog } from '~/ui/confirm-dialog';
import { FormField } from '~/ui/form-field';
import { showToast } from '~/ui/toast';
import { refundable } from '~/features/orders/refund-math';

/** Staff: give all or part of a provider payment back, after a question. */
export function RefundForm({ order }: { order: Order }) {
  const revalidator = useRevalidator();
  const left = refundable(order);
  const [amount, setAmount] = useState(String(left));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (left === 0 || !isProviderMethod(order.paymentMethod)) return null;
  const provider = PROVIDER_NAMES[order.paymentMethod];
  const body = { amount: Number(amount), reason };

  function review(event: React.FormEvent) {
    event.preventDefault();
    const checked = refundBody.safeParse(body);
    const fields: Record<string, string> = {};
    for (const issue of checked.error?.issues ?? []) fields[String(issue.path[0])] ??= issue.message;
    if (!fields.amount && body.amount > left) fields.amount = `At most ${formatTk(left)}`;
    setErrors(fields);
    setProblem(null);
    if (Object.keys(fields).length === 0) setAsking(true);
  }

  async function refund() {
    setAsking(false);
    setBusy(true);
    try {
      await api(`/orders/${order._id}/refunds`, { method: 'POST', body });
      showToast(`${formatTk(body.amount)} refunded through ${provider}`);
      setReason('');
      await revalidator.revalidate();
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(error.fields);
        setProblem(error.message);
      } else setProblem('The refund did not go through. Try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-label="Refund" className="bg-white p-5 ring-1 ring-line">
      <h2 className="text-xl">Refund</h2>
      <p className="mt-1 text-sm text-taupe">
        Up to {formatTk(left)} goes back to the customer through {provider}.
      </p>
      <form noValidate onSubmit={review} className="mt-4 space-y-4">
        <FormField
          label="Amount (Tk)"
          inputMode="numeric"
          value={amount}
          onChange={(event) => setAmount(event.target.value.replace(/[^\d]/g, ''))}
          error={errors.amount}
        />
        <FormField
          label="Reason"
          value={reason}
          maxLength={200}
          onChange={(event) => setReason(event.target.value)}
          error={errors.reason}
          hint="The customer sees it on their order."
        />
        {problem ? (
          <p role="alert" className="text-sm text-danger">
            {problem}
          </p>
        ) : null}
        <button type="submit" disabled={busy} className="btn btn-outline w-full">
          {busy ? 'Refunding…' : 'Refund'}
        </button>
      </form>
      <ConfirmDialog
        open={asking}
        title={`Refund ${formatTk(body.amount)}?`}
        text={`${provider} sends it back to the customer. This can't be undone.`}
        confirmLabel="Refund"
        cancelLabel="Not now"
        onConfirm={() => void refund()}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
