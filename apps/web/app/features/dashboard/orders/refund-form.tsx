import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { PROVIDER_NAMES } from '@alankar/shared/order';
import type { Order, OrderPayment } from '@alankar/shared/order-schemas';
import { refundBody } from '@alankar/shared/order-schemas';
import { formatTk, parseTaka } from '@alankar/shared/money';
import { api, ApiError } from '~/lib/api-client';
import { ConfirmDialog } from '~/ui/confirm-dialog';
import { FormField } from '~/ui/form-field';
import { showToast } from '~/ui/toast';
import { focusFirstError } from '~/lib/focus-first-error';

/**
 * Staff: give all or part of a payment back, after a question. `second`: a payment that came after the order was
 * already paid (a second tab), which is the customer's to get back.
 */
export function RefundForm({ order, payment, second }: { order: Order; payment: OrderPayment; second: boolean }) {
  const revalidator = useRevalidator();
  const left = payment.refundable;
  const [amount, setAmount] = useState(String(left));
  const [reason, setReason] = useState(second ? 'Paid twice' : '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (left === 0) return null;
  const provider = PROVIDER_NAMES[payment.method];
  const taka = parseTaka(amount);
  const body = { amount: taka ?? Number.NaN, reason, payment: payment._id };

  function review(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = refundBody.safeParse(body);
    const fields: Record<string, string> = {};
    for (const issue of checked.error?.issues ?? []) fields[String(issue.path[0])] ??= issue.message;
    if (taka === null) fields.amount = 'Enter the amount in whole taka, like 1,250';
    else if (!fields.amount && taka > left) fields.amount = `At most ${formatTk(left)}`;
    setErrors(fields);
    setProblem(null);
    if (Object.keys(fields).length === 0) setAsking(true);
    else focusFirstError(event.currentTarget);
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
      await revalidator.revalidate();
    } finally {
      setBusy(false);
    }
  }

  const title = second ? 'Refund the second payment' : 'Refund';
  return (
    <section aria-label={title} className="bg-white p-5 ring-1 ring-line">
      <h2 className="text-xl">{title}</h2>
      <p className="mt-1 text-sm text-taupe">
        {second
          ? `The customer paid ${formatTk(payment.amount)} a second time through ${provider}${payment.transactionId ? ` (${payment.transactionId})` : ''}. `
          : ''}
        Up to {formatTk(left)} goes back to the customer through {provider}.
      </p>
      <form noValidate onSubmit={review} className="mt-4 space-y-4">
        <FormField
          label="Amount (Tk)"
          name="amount"
          inputMode="numeric"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={errors.amount}
        />
        <FormField
          label="Reason"
          name="reason"
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
