import type { Order } from '@alankar/shared/order-schemas';
import { shippingText, TotalsList } from '~/ui/totals-list';
import { useWords } from '~/words/use-words';
import { formatDiscount } from './order-format';

export function OrderTotals({ order }: { order: Pick<Order, 'subtotal' | 'discount' | 'shipping' | 'total'> }) {
  const words = useWords();
  const { t, lang, tk } = words;
  return (
    <TotalsList
      lines={[
        { label: t.orders.subtotal, value: tk(order.subtotal) },
        { label: t.orders.discount, value: formatDiscount(order.discount, t.orders, lang) },
        { label: t.orders.shippingCharge, value: shippingText(order.shipping, words) },
      ]}
      total={order.total}
      totalTestId="order-total"
    />
  );
}
