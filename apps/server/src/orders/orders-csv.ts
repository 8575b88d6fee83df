import { PAYMENT_METHOD_LABELS } from '@alankar/shared/order';
import type { Order } from '@alankar/shared/order-schemas';
import type { DeliveryZone } from '@alankar/shared/pricing';

const COLUMNS = [
  'Order',
  'Date (Dhaka)',
  'Customer',
  'Email',
  'Phone',
  'Address',
  'City',
  'Area',
  'Delivery zone',
  'Courier note',
  'Items',
  'Pieces',
  'Subtotal',
  'Delivery',
  'Discount',
  'Discount code',
  'Total',
  'Payment method',
  'Payment status',
  'bKash TrxID',
  'bKash number',
  'Order status',
] as const;

const ZONE_NAMES: Record<DeliveryZone, string> = {
  'inside-dhaka': 'Inside Dhaka',
  'dhaka-suburbs': 'Dhaka suburbs',
  'outside-dhaka': 'Outside Dhaka',
};

const dhakaTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Dhaka',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * One spreadsheet cell. Text a customer typed could start with `=`, `+`, `-` or `@`, which a spreadsheet
 * would run as a formula: such text is kept as text with a leading apostrophe.
 */
function cell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function row(order: Order): (string | number | null)[] {
  const { shippingAddress: to } = order;
  return [
    `#${order.number}`,
    dhakaTime.format(new Date(order.createdAt)),
    to.name,
    to.customerEmail,
    to.number,
    to.address,
    to.city,
    order.delivery?.area?.name ?? null,
    order.delivery ? ZONE_NAMES[order.delivery.zone] : null,
    to.note || null,
    order.items
      .map((item) => `${item.quantity} × ${item.title}${item.variantTitle ? ` (${item.variantTitle})` : ''}`)
      .join('; '),
    order.items.reduce((sum, item) => sum + item.quantity, 0),
    order.subtotal,
    order.shipping,
    order.discount,
    order.discountCode,
    order.total,
    PAYMENT_METHOD_LABELS[order.paymentMethod],
    order.payment_status,
    order.trxID,
    order.bkashNumber,
    order.order_status,
  ];
}

/** Orders as CSV for a spreadsheet: a header row, one row per order, amounts in whole taka. */
export function ordersCsv(orders: readonly Order[]): string {
  const lines = [COLUMNS.join(','), ...orders.map((order) => row(order).map(cell).join(','))];
  // The byte-order mark makes Excel read the file as UTF-8, so Bangla names stay readable.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
