import type { Order } from '@alankar/shared/order-schemas';
import type { OrderStatus } from '@alankar/shared/order';
import { UNPAID_ORDER_MINUTES, PAYMENT_METHOD_LABELS } from '@alankar/shared/order';
import { formatTk } from '@alankar/shared/money';
import { POLICIES } from '@alankar/shared/policies';
import type { ShopSettings } from '@alankar/shared/settings';
import type { Mail } from '../mail/mailer';

/** What an order email says about the shop. */
export type MailShop = Pick<ShopSettings, 'displayName' | 'bkashNumber'>;
type Shop = MailShop;

function lines(order: Order): string {
  const items = order.items.map(
    (item) => `  ${item.quantity} × ${item.title} — ${formatTk(item.price * item.quantity)}`,
  );
  return [
    ...items,
    '',
    `  Subtotal: ${formatTk(order.subtotal)}`,
    `  Delivery: ${order.shipping === 0 ? 'free' : formatTk(order.shipping)}`,
    `  Total: ${formatTk(order.total)}`,
  ].join('\n');
}

function howToPay(order: Order, shop: Shop): string {
  switch (order.paymentMethod) {
    case 'bkash':
      return `You paid by bKash with TrxID ${order.trxID}. We will confirm your order as soon as we find this payment in our bKash account (${shop.bkashNumber}).`;
    case 'cash-on-delivery':
      return `Please keep ${formatTk(order.total)} ready: you pay the courier in cash when your parcel arrives.`;
    case 'card':
    case 'bkash-checkout':
    case 'sslcommerz': {
      const what = order.paymentMethod === 'bkash-checkout' ? 'bKash payment' : 'payment';
      return order.payment_status === 'paid'
        ? `Your ${what} of ${formatTk(order.total)} has gone through.`
        : `Your ${what} of ${formatTk(order.total)} is not complete yet. If it doesn't go through within ${UNPAID_ORDER_MINUTES} minutes the order is cancelled.`;
    }
  }
}

function signature(shop: Shop): string {
  return `\n\nQuestions? Reply to this email or message us on WhatsApp.\n\n${shop.displayName}`;
}

export function orderReceivedMail(order: Order, shop: Shop): Mail {
  return {
    to: order.shippingAddress.customerEmail,
    subject: `We received your order #${order.number}`,
    text:
      `Hello ${order.shippingAddress.name},\n\nThank you for your order #${order.number}.\n\n${lines(order)}\n\n` +
      `Payment: ${PAYMENT_METHOD_LABELS[order.paymentMethod]}. ${howToPay(order, shop)}\n\n` +
      `Delivery to: ${order.shippingAddress.address}, ${order.shippingAddress.city}. Inside Dhaka within ${POLICIES.dhakaDeliveryHours} hours, ` +
      `elsewhere within ${POLICIES.outsideDhakaWorkingDays} working days of confirmation.` +
      signature(shop),
  };
}

const NEWS: Partial<Record<OrderStatus, (order: Order) => { subject: string; text: string }>> = {
  confirmed: (order) => ({
    subject: `Your order #${order.number} is confirmed`,
    text: `Good news: we have confirmed your order #${order.number} and are packing it now. We will write again when it leaves with the courier.`,
  }),
  shipped: (order) => ({
    subject: `Your order #${order.number} is on its way`,
    text:
      `Your order #${order.number} has left with ${POLICIES.courier}. ` +
      (order.paymentMethod === 'cash-on-delivery'
        ? `Please keep ${formatTk(order.total)} ready for the courier.`
        : 'It is paid; nothing to pay on delivery.'),
  }),
  cancelled: (order) => ({
    subject: `Your order #${order.number} is cancelled`,
    text:
      `Your order #${order.number} has been cancelled.` +
      (order.payment_status === 'paid'
        ? ` Your refund is sent within ${POLICIES.refundWorkingDays} working days.`
        : ''),
  }),
};

/** The email telling a customer their order moved on, or null when that change sends none. */
export function statusChangedMail(order: Order, shop: Shop): Mail | null {
  const news = NEWS[order.order_status]?.(order);
  if (!news) return null;
  return {
    to: order.shippingAddress.customerEmail,
    subject: news.subject,
    text: `Hello ${order.shippingAddress.name},\n\n${news.text}${signature(shop)}`,
  };
}
