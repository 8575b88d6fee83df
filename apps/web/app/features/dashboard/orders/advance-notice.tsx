import { formatTk } from '@alankar/shared/money';
import type { Order } from '@alankar/shared/order-schemas';
import { orders as english } from '~/words/en/orders';

const REASONS = english.events.advanceReason;

/** Staff: a cash order held for its delivery fee in advance, why, and where the fee stands. */
export function AdvanceNotice({ order }: { order: Order }) {
  const { advance } = order;
  if (!advance) return null;
  const fee = formatTk(advance.amount);
  return (
    <section aria-labelledby="advance-notice-title" className="space-y-2 bg-white p-5 ring-1 ring-gold/50">
      <h3 id="advance-notice-title" className="text-xl">
        Delivery fee in advance
      </h3>
      <p className="text-sm text-taupe">
        {fee} asked by bKash: {REASONS[advance.reason]}.
      </p>
      <p className="text-sm" data-testid="advance-state">
        {advance.paid
          ? `Received. The courier collects ${formatTk(order.total - advance.amount)}.`
          : advance.trxId
            ? `Sent: TrxID ${advance.trxId}${advance.bkashNumber ? ` from ${advance.bkashNumber}` : ''}. Find it in the shop’s bKash app, then confirm the order.`
            : 'Not sent yet. The order waits; call the shopper if it waits long.'}
      </p>
    </section>
  );
}

/** The same, in a line for Manage All Orders. */
export function AdvanceTag({ order }: { order: Order }) {
  const { advance } = order;
  if (!advance) return null;
  const state = advance.paid ? 'received' : advance.trxId ? `TrxID ${advance.trxId}` : 'waiting';
  return <p className="text-xs text-gold">Fee first: {state}</p>;
}
