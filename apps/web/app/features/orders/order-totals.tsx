import type { Order } from '@alankar/shared/order-schemas';
import { shippingText, TotalsList } from '~/ui/totals-list';
import { useWords } from '~/words/use-words';
import { formatDiscount } from './order-format';

export function OrderTotals({
  order,
}: {
  order: Pick<Order, 'subtotal' | 'discount' | 'discountCode' | 'shipping' | 'total'>;
}) {
  const words = useWords();
  const { t, lang, tk, fill } = words;
  return (
    <TotalsList
      lines={[
        { label: t.orders.subtotal, value: tk(order.subtotal) },
        {
          label: order.discountCode ? fill(t.cart.discountLine, { code: order.discountCode }) : t.orders.discount,
          value: formatDiscount(order.discount, t.orders, lang),
          testId: 'order-discount',
        },
        { label: t.orders.shippingCharge, value: shippingText(order.shipping, words) },
      ]}
      total={order.total}
      totalTestId="order-total"
    />
  );
}
