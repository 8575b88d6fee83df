import type { OrderStatus, PaymentStatus } from '@alankar/shared/order';
import { useWords } from '~/words/use-words';

const ORDER_TONE: Record<OrderStatus, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  confirmed: 'bg-emerald/5 text-emerald ring-emerald/20',
  shipped: 'bg-sky-50 text-sky-900 ring-sky-200',
  delivered: 'bg-emerald/10 text-success ring-success/30',
  // Came back undelivered: a deep wine, apart from the red of a cancelled order.
  returned: 'bg-rose-50 text-rose-900 ring-rose-200',
  cancelled: 'bg-danger/5 text-danger ring-danger/20',
};

const PAYMENT_TONE: Record<PaymentStatus, string> = {
  paid: 'bg-emerald/10 text-success ring-success/30',
  'un-paid': 'bg-stone-100 text-ink ring-line',
  verifying: 'bg-amber-50 text-amber-900 ring-amber-200',
  refunded: 'bg-sky-50 text-sky-900 ring-sky-200',
};

const BADGE = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useWords();
  return (
    <span className={`${BADGE} ${ORDER_TONE[status]}`} data-testid="order-status">
      {t.orders.orderStatus[status]}
    </span>
  );
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useWords();
  return (
    <span className={`${BADGE} ${PAYMENT_TONE[status]}`} data-testid="payment-status">
      {t.orders.paymentStatus[status]}
    </span>
  );
}
