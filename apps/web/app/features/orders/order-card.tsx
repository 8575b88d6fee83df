import { Link } from 'react-router';
import { orderNumberLabel } from '@alankar/shared/order';
import type { Order } from '@alankar/shared/order-schemas';
import { AddressLines, CustomerDetails } from './customer-details';
import { paymentMethodText } from './order-format';
import { formatDhakaDateTime } from '@alankar/shared/dates';
import { OrderLines } from './order-lines';
import { OrderTotals } from './order-totals';
import { OrderStatusBadge, PaymentStatusBadge } from './status-badges';

/** One order in My Orders: number, date, statuses, what was bought, and where it goes. */
export function OrderCard({ order }: { order: Order }) {
  const number = orderNumberLabel(order.number);
  const titleId = `order-${order._id}`;
  return (
    <article aria-labelledby={titleId} className="bg-white ring-1 ring-line">
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-line px-5 py-4">
        <div>
          <h2 id={titleId} className="text-2xl">
            Order {number}
          </h2>
          <p className="text-sm text-taupe">
            Placed <time dateTime={order.createdAt}>{formatDhakaDateTime(order.createdAt)}</time> ·{' '}
            {paymentMethodText(order)}
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
        <section aria-label="Summary">
          <h3 className="mb-2 text-lg">Summary</h3>
          <OrderTotals order={order} />
        </section>
        <section aria-label="Shipping">
          <h3 className="mb-2 text-lg">Shipping</h3>
          <p className="text-sm text-taupe">Courier delivery · Takes up to 3 working days</p>
          <div className="mt-2">
            <AddressLines address={order.shippingAddress} />
          </div>
        </section>
        <section aria-label="Customer">
          <h3 className="mb-2 text-lg">Customer</h3>
          <CustomerDetails address={order.shippingAddress} />
        </section>
      </div>
      <footer className="border-t border-line px-5 py-3 text-right">
        <Link
          to={`/order-details/${order._id}`}
          className="text-sm font-semibold tracking-wide text-emerald underline-offset-4 hover:underline"
        >
          View order summary<span className="sr-only"> for order {number}</span>
        </Link>
      </footer>
    </article>
  );
}

export function NoOrders() {
  return (
    <div className="border border-line bg-white p-10 text-center">
      <p className="font-serif text-3xl">No orders yet</p>
      <p className="mt-2 text-taupe">When you order, you can follow it here, from confirmation to your door.</p>
      <Link to="/properties" className="btn btn-primary mt-6">
        Start shopping
      </Link>
    </div>
  );
}
