import {
  PAYMENT_METHOD_LABELS,
  PROVIDER_NAMES,
  type ProviderMethod,
} from '@alankar/shared/order';
import type { OrderHistoryEntry } from '@alankar/shared/order-schemas';
import { formatTk } from '@alankar/shared/money';
import { ORDER_STATUS_LABELS } from './order-format';

/** What each provider calls its id for the money. */
const TRANSACTION_LABELS: Record<ProviderMethod, string> = {
  card: 'charge',
  'bkash-checkout': 'TrxID',
  sslcommerz: 'bank transaction',
};

type PaymentEntry = Extract<OrderHistoryEntry, { kind: 'payment_recorded' | 'payment_review' }>;

function paymentWords(entry: PaymentEntry): string {
  const name = PROVIDER_NAMES[entry.method];
  return [
    entry.duplicate ? `A second ${name}` : name,
    ` payment of ${formatTk(entry.amount)} received`,
    entry.transactionId ? `, ${TRANSACTION_LABELS[entry.method]} ${entry.transactionId}` : '',
    entry.switchedFrom ? ` (the order had been switched to ${PAYMENT_METHOD_LABELS[entry.switchedFrom]})` : '',
    entry.kind === 'payment_review' ? `. Held for a look before shipping: ${name} marks it risky (${entry.reason})` : '',
    entry.afterCancel ? ' after the order was cancelled: refund it from the order’s page' : '',
    entry.duplicate && !entry.afterCancel ? ': refund it from the order’s page' : '',
  ].join('');
}

/** One history entry in words: what happened (`title`) and, when a status moved for a reason, why (`note`). */
export function eventWords(entry: OrderHistoryEntry): { title: string; note?: string } {
  const move = entry.from ? `${ORDER_STATUS_LABELS[entry.from]} → ${ORDER_STATUS_LABELS[entry.to]}` : '';
  switch (entry.kind) {
    case 'placed':
      return { title: `Order placed (${ORDER_STATUS_LABELS[entry.to]})` };
    case 'status_changed':
      return { title: move };
    case 'payment_recorded':
    case 'payment_review':
      return { title: paymentWords(entry) };
    case 'payment_method_changed':
      return {
        title: `Payment changed from ${PAYMENT_METHOD_LABELS[entry.paymentFrom]} to ${PAYMENT_METHOD_LABELS[entry.paymentTo]}`,
      };
    case 'refunded':
      return { title: `${formatTk(entry.amount)} refunded through ${PROVIDER_NAMES[entry.method]} (${entry.reason})` };
    case 'expired': {
      const name = PROVIDER_NAMES[entry.method];
      const gone = entry.providerGone ? ` (${name} is no longer set up, so it could not be asked)` : '';
      return { title: move, note: `${name} payment not completed within ${entry.minutes} minutes${gone}` };
    }
    case 'note':
      return entry.from === entry.to ? { title: entry.text } : { title: move, note: entry.text };
  }
}

/** Who did it, as the viewer may know: an email, "the shop" for staff a customer doesn't know, nothing for the shop itself. */
export function actorWords(entry: Pick<OrderHistoryEntry, 'actor' | 'by'>): string | null {
  if (entry.by) return entry.by;
  return entry.actor === 'staff' ? 'the shop' : null;
}
