import { orderNumberLabel, PROVIDER_NAMES, isProviderMethod, type OrderStatus } from '@alankar/shared/order';
import type { Order } from '@alankar/shared/order-schemas';
import { formatTk } from '@alankar/shared/money';

export interface StatusQuestion {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  /** `danger` for what can't be taken back in the shop (a cancellation). */
  tone: 'danger' | 'primary';
}

/**
 * What staff are asked before a change that does more than its button says: cancelling (stock back, an email), and
 * changes that mark the order paid (a bKash TrxID found, cash collected). Other changes go at once.
 */
export function questionFor(order: Order, status: OrderStatus): StatusQuestion | null {
  const label = orderNumberLabel(order.number);
  const amount = formatTk(order.total);
  if (status === 'cancelled') {
    return {
      title: `Cancel order ${label}?`,
      text: 'Its pieces go back into stock, and the customer is told by email.',
      confirmLabel: 'Cancel order',
      cancelLabel: 'Keep order',
      tone: 'danger',
    };
  }
  if (status === 'confirmed' && order.payment_status === 'verifying') {
    const what =
      order.paymentMethod === 'bkash'
        ? `This marks its bKash payment of ${amount} as received${order.trxID ? ` (TrxID ${order.trxID}${order.bkashNumber ? ` from ${order.bkashNumber}` : ''})` : ''}. Find it in the shop’s bKash app first.`
        : `This accepts the ${isProviderMethod(order.paymentMethod) ? PROVIDER_NAMES[order.paymentMethod] : ''} payment of ${amount} that was held for a look.`;
    return { title: `Confirm order ${label}?`, text: what, confirmLabel: 'Confirm payment', cancelLabel: 'Not yet', tone: 'primary' };
  }
  if (status === 'confirmed' && order.advance?.trxId && !order.advance.paid) {
    return {
      title: `Confirm order ${label}?`,
      text: `This marks its delivery fee of ${formatTk(order.advance.amount)} as received (TrxID ${order.advance.trxId}${order.advance.bkashNumber ? ` from ${order.advance.bkashNumber}` : ''}), so the courier collects ${formatTk(order.total - order.advance.amount)}. Find it in the shop’s bKash app first.`,
      confirmLabel: 'Confirm fee received',
      cancelLabel: 'Not yet',
      tone: 'primary',
    };
  }
  if (status === 'delivered' && order.paymentMethod === 'cash-on-delivery' && order.payment_status !== 'paid') {
    return {
      title: `Mark order ${label} delivered?`,
      text: `This records that the courier collected ${amount} in cash, so the order counts as paid.`,
      confirmLabel: 'Mark delivered',
      cancelLabel: 'Not yet',
      tone: 'primary',
    };
  }
  return null;
}
