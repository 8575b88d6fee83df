import { Link } from 'react-router';
import { PAYMENT_METHOD_LABELS, orderNumberLabel } from '@alankar/shared/order';
import type { Order } from '@alankar/shared/order-schemas';
import { formatTk } from '@alankar/shared/money';
import { formatDhakaDateTime } from '@alankar/shared/dates';
import { OrderStatusBadge, PaymentStatusBadge } from '~/features/orders/status-badges';
import { StatusActions } from './status-actions';
import { AdvanceTag } from './advance-notice';
import { COURIER_NAMES } from '@alankar/shared/courier';
import { PARCEL_STATE_LABELS } from '~/features/orders/order-format';
import { PhoneBadge } from '../couriers/phone-history';

const pieces = (order: Order) => order.items.reduce((sum, item) => sum + item.quantity, 0);

function Payment({ order }: { order: Order }) {
  return (
    <div className="space-y-1">
      <p>{PAYMENT_METHOD_LABELS[order.paymentMethod]}</p>
      <PaymentStatusBadge status={order.payment_status} />
      <AdvanceTag order={order} />
      {order.trxID ? (
        <p className="text-xs text-taupe">
          {order.paymentMethod === 'sslcommerz' ? 'Bank ref.' : 'TrxID'}{' '}
          <span className="font-mono break-all text-ink">{order.trxID}</span>
          {order.bkashNumber ? <> from {order.bkashNumber}</> : null}
        </p>
      ) : null}
    </div>
  );
}

/** The order's parcel in a line: courier, tracking code and where it is. */
function Parcel({ order }: { order: Order }) {
  const { shipment } = order;
  if (!shipment) return null;
  return (
    <p className="text-xs text-taupe">
      {COURIER_NAMES[shipment.courier]}
      {shipment.trackingCode ? <span className="font-mono text-ink"> {shipment.trackingCode}</span> : null}
      <span className="block">
        {shipment.status === 'booking' ? 'Waiting for its answer' : PARCEL_STATE_LABELS[shipment.status]}
      </span>
    </p>
  );
}

/**
 * Everyone's orders for staff, each with a box to choose it for booking in bulk. On phones the customer, phone and
 * payment fold under the order number, so nothing needs sideways scrolling.
 */
export function OrdersTable({
  orders,
  onChanged,
  chosen,
  onChoose,
}: {
  orders: Order[];
  onChanged: () => void;
  chosen: ReadonlySet<string>;
  onChoose: (ids: readonly string[], on: boolean) => void;
}) {
  const all = orders.length > 0 && orders.every((order) => chosen.has(order._id));
  return (
    // `relative`: what is only for screen readers (positioned absolutely) scrolls with the table, not the page.
    <div className="relative overflow-x-auto bg-white ring-1 ring-line">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-line text-xs tracking-wide text-taupe uppercase">
          <tr>
            <th className="w-8 p-3">
              <input
                type="checkbox"
                aria-label="Choose every order on this page"
                checked={all}
                onChange={(event) =>
                  onChoose(
                    orders.map((order) => order._id),
                    event.target.checked,
                  )
                }
                className="size-4 accent-emerald"
              />
            </th>
            <th className="p-3 font-medium">Order</th>
            <th className="p-3 font-medium max-lg:hidden">Customer</th>
            <th className="p-3 font-medium max-lg:hidden">Items</th>
            <th className="p-3 font-medium">Total</th>
            <th className="p-3 font-medium max-md:hidden">Payment</th>
            <th className="p-3 font-medium">Status</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {orders.map((order) => {
            const label = orderNumberLabel(order.number);
            return (
              <tr key={order._id} aria-label={`Order ${label}`} className="align-top">
                <td className="p-3">
                  <input
                    type="checkbox"
                    aria-label={`Choose order ${label}`}
                    checked={chosen.has(order._id)}
                    onChange={(event) => onChoose([order._id], event.target.checked)}
                    className="size-4 accent-emerald"
                  />
                </td>
                <td className="p-3">
                  <Link to={`/order-details/${order._id}`} className="font-semibold hover:underline">
                    {label}
                    <span className="sr-only"> details</span>
                  </Link>
                  <p className="mt-0.5 text-xs whitespace-nowrap text-taupe">{formatDhakaDateTime(order.createdAt)}</p>
                  <div className="mt-2 space-y-0.5 text-xs lg:hidden">
                    <p className="font-medium">{order.shippingAddress.name}</p>
                    <p className="text-taupe">{order.shippingAddress.number}</p>
                    <PhoneBadge history={order.phoneHistory} />
                    <p className="text-taupe">
                      {pieces(order)} {pieces(order) === 1 ? 'piece' : 'pieces'}
                    </p>
                  </div>
                  <div className="mt-2 text-xs md:hidden">
                    <Payment order={order} />
                  </div>
                </td>
                <td className="p-3 max-lg:hidden">
                  <p className="font-medium">{order.shippingAddress.name}</p>
                  <p className="text-xs text-taupe">{order.shippingAddress.customerEmail}</p>
                  <p className="text-xs text-taupe">{order.shippingAddress.number}</p>
                  <PhoneBadge history={order.phoneHistory} />
                </td>
                <td className="p-3 tabular-nums max-lg:hidden">{pieces(order)}</td>
                <td className="p-3 font-medium whitespace-nowrap tabular-nums">{formatTk(order.total)}</td>
                <td className="p-3 max-md:hidden">
                  <Payment order={order} />
                </td>
                <td className="space-y-3 p-3">
                  <OrderStatusBadge status={order.order_status} />
                  <Parcel order={order} />
                  <StatusActions order={order} onChanged={onChanged} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
