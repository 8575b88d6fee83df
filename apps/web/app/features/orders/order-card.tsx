import { orderNumberLabel } from '@alankar/shared/order';
import type { Order } from '@alankar/shared/order-schemas';
import { formatDhakaDateTime } from '@alankar/shared/dates';
import { Link } from '~/ui/shop-links';
import { useWords } from '~/words/use-words';
import { AddressLines, CustomerDetails, DeliveryTerms } from './customer-details';
import { paymentMethodText } from './order-format';
import { OrderLines } from './order-lines';
import { OrderTotals } from './order-totals';
import { OrderStatusBadge, PaymentStatusBadge } from './status-badges';

/** One order in My Orders: number, date, statuses, what was bought, and where it goes. */
export function OrderCard({ order }: { order: Order }) {
  const { t, lang, num, fill } = useWords();
  const number = num(orderNumberLabel(order.number));
  const titleId = `order-${order._id}`;
  return (
    <article aria-labelledby={titleId} className="bg-white ring-1 ring-line">
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-line px-5 py-4">
        <div>
          <h2 id={titleId} className="text-2xl">
            {fill(t.orders.orderNumber, { number })}
          </h2>
          <p className="text-sm text-taupe">
            {t.orders.placed} <time dateTime={order.createdAt}>{formatDhakaDateTime(order.createdAt, lang)}</time> ·{' '}
            {paymentMethodText(order, t.orders)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <OrderStatusBadge status={order.order_status} />
          <PaymentStatusBadge status={order.payment_status} />
        </div>
      </header>
      <div className="px-5">
        <OrderLines items={order.items} />
      </div>
      <div className="grid gap-6 border-t border-line bg-ivory/60 px-5 py-5 sm:grid-cols-3">
        <section aria-label={t.orders.summary}>
          <h3 className="mb-2 text-lg">{t.orders.summary}</h3>
          <OrderTotals order={order} />
        </section>
        <section aria-label={t.orders.shipping}>
          <h3 className="mb-2 text-lg">{t.orders.shipping}</h3>
          <p className="text-sm text-taupe">
            {t.orders.courierDelivery} · <DeliveryTerms delivery={order.delivery} />
          </p>
          <div className="mt-2">
            <AddressLines order={order} withNote />
          </div>
        </section>
        <section aria-label={t.orders.customer}>
          <h3 className="mb-2 text-lg">{t.orders.customer}</h3>
          <CustomerDetails address={order.shippingAddress} />
        </section>
      </div>
      <footer className="border-t border-line px-5 py-3 text-right">
        <Link
          to={`/order-details/${order._id}`}
          className="text-sm font-semibold tracking-wide text-emerald underline-offset-4 hover:underline"
        >
          {t.orders.viewSummary}
          <span className="sr-only">{fill(t.orders.viewSummaryOf, { number })}</span>
        </Link>
      </footer>
    </article>
  );
}

export function NoOrders() {
  const { t } = useWords();
  return (
    <div className="border border-line bg-white p-10 text-center">
      <p className="font-serif text-3xl">{t.orders.noOrdersTitle}</p>
      <p className="mt-2 text-taupe">{t.orders.noOrdersBody}</p>
      <Link to="/properties" className="btn btn-primary mt-6">
        {t.orders.startShopping}
      </Link>
    </div>
  );
}
