import type { Order } from '@alankar/shared/order-schemas';
import { formatTk } from '@alankar/shared/money';
import { shippingText, TotalsList } from '~/ui/totals-list';
import { formatDiscount } from './order-format';

export function OrderTotals({ order }: { order: Pick<Order, 'subtotal' | 'discount' | 'shipping' | 'total'> }) {
  return (
    <TotalsList
      lines={[
        { label: 'Subtotal', value: formatTk(order.subtotal) },
        { label: 'Discount', value: formatDiscount(order.discount) },
        { label: 'Shipping', value: shippingText(order.shipping) },
      ]}
      total={order.total}
      totalTestId="order-total"
    />
  );
}
