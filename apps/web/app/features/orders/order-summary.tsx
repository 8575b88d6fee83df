import { orderNumberLabel } from '@alankar/shared/order';
import type { Order } from '@alankar/shared/order-schemas';
import { formatDhakaDateTime } from '@alankar/shared/dates';
import { useWords } from '~/words/use-words';
import { AddressLines, CustomerDetails, DeliveryTerms } from './customer-details';
import { paymentMethodText } from './order-format';
import { OrderLines } from './order-lines';
import { OrderTotals } from './order-totals';
import { RefundList } from './refund-list';
import { ShipmentDetails } from './on-some-orders';
import { LazyPart } from '~/ui/lazy-part';
import { StatusHistory } from './status-history';
import { OrderStatusBadge, PaymentStatusBadge } from './status-badges';

/**
 * The spec's 'Order summary' page body; `action` is the staff's tools when they may use them, `before` what the shopper
 * must still do (a delivery fee asked in advance), shown first.
 */
export function OrderSummary({
  order,
  action,
  before,
}: {
  order: Order;
  action?: React.ReactNode;
  before?: React.ReactNode;
}) {
  const { t, lang, num, fill } = useWords();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 md:py-12">
      <p className="eyebrow">{t.orders.order}</p>
      <div className="mt-2 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-4xl sm:text-5xl">
            {fill(t.orders.summaryHeading, { number: num(orderNumberLabel(order.number)) })}
          </h1>
          <p className="mt-2 text-taupe">
            {t.orders.placed} <time dateTime={order.createdAt}>{formatDhakaDateTime(order.createdAt, lang)}</time>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <OrderStatusBadge status={order.order_status} />
          <PaymentStatusBadge status={order.payment_status} />
        </div>
      </div>

      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
        <div className="space-y-6">
          {before}
          {order.shipment ? (
            <Panel title={t.orders.parcel.title}>
              <LazyPart>
                <ShipmentDetails shipment={order.shipment} />
              </LazyPart>
            </Panel>
          ) : null}
          <Panel title={t.orders.items}>
            <OrderLines items={order.items} />
          </Panel>
          <div className="grid gap-6 sm:grid-cols-2">
            <Panel title={t.orders.billingAddress}>
              <AddressLines order={order} />
            </Panel>
            <Panel title={t.orders.shippingAddress}>
              <AddressLines order={order} withNote />
              <p className="mt-3 text-sm">
                <span className="font-medium">{t.orders.shippingMethod}</span>{' '}
                <span className="text-taupe">
                  <DeliveryTerms delivery={order.delivery} />
                </span>
              </p>
            </Panel>
          </div>
          <Panel title={t.orders.statusHistory}>
            <StatusHistory history={order.history} />
          </Panel>
        </div>
        <div className="space-y-6 lg:sticky lg:top-24">
          <Panel title={t.orders.customer}>
            <CustomerDetails address={order.shippingAddress} />
            <p className="mt-3 text-sm">
              <span className="font-medium">{t.orders.paymentLabel}</span>{' '}
              <span className="text-taupe">{paymentMethodText(order, t.orders)}</span>
            </p>
          </Panel>
          <Panel title={t.orders.orderTotal}>
            <OrderTotals order={order} />
          </Panel>
          {order.refunds.length > 0 ? (
            <Panel title={t.orders.refunds}>
              <RefundList refunds={order.refunds} />
            </Panel>
          ) : null}
          {action}
        </div>
      </div>
    </div>
  );
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="bg-white p-5 ring-1 ring-line">
      <h2 className="mb-3 text-xl">{title}</h2>
      {children}
    </section>
  );
}
