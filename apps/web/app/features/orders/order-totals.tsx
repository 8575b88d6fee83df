import type { Order } from '@alankar/shared/order-schemas';
import { formatTk } from '@alankar/shared/money';
import { formatDiscount } from './order-format';

export function OrderTotals({ order }: { order: Pick<Order, 'subtotal' | 'discount' | 'shipping' | 'total'> }) {
  return (
    <dl className="space-y-2 text-sm">
      <Row label="Subtotal" value={formatTk(order.subtotal)} />
      <Row label="Discount" value={formatDiscount(order.discount)} />
      <Row label="Shipping" value={order.shipping === 0 ? 'Free' : formatTk(order.shipping)} />
      <div className="flex justify-between border-t border-line pt-2 text-base font-semibold">
        <dt>Total</dt>
        <dd className="text-gold tabular-nums" data-testid="order-total">
          {formatTk(order.total)}
        </dd>
      </div>
    </dl>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between text-taupe">
      <dt>{label}</dt>
      <dd className="text-ink tabular-nums">{value}</dd>
    </div>
  );
}
