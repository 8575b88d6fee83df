import { Link } from 'react-router';
import { PAYMENT_METHOD_LABELS, orderNumberLabel } from '@alankar/shared/order';
import type { Order } from '@alankar/shared/order-schemas';
import { formatTk } from '@alankar/shared/money';
import { formatDhakaDateTime } from '@alankar/shared/dates';
import { OrderStatusBadge, PaymentStatusBadge } from '~/features/orders/status-badges';
import { StatusActions } from './status-actions';

const pieces = (order: Order) => order.items.reduce((sum, item) => sum + item.quantity, 0);

function Payment({ order }: { order: Order }) {
  return (
    <div className="space-y-1">
      <p>{PAYMENT_METHOD_LABELS[order.paymentMethod]}</p>
      <PaymentStatusBadge status={order.payment_status} />
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

/**
 * Everyone's orders for staff. On phones the customer, phone and payment fold under the order number,
 * so nothing needs sideways scrolling.
 */
export function OrdersTable({ orders, onChanged }: { orders: Order[]; onChanged: () => void }) {
  return (
    <div className="overflow-x-auto bg-white ring-1 ring-line">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-line text-xs tracking-wide text-taupe uppercase">
          <tr>
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
                  <Link to={`/order-details/${order._id}`} className="font-semibold hover:underline">
                    {label}
                    <span className="sr-only"> details</span>
                  </Link>
                  <p className="mt-0.5 text-xs whitespace-nowrap text-taupe">{formatDhakaDateTime(order.createdAt)}</p>
                  <div className="mt-2 space-y-0.5 text-xs lg:hidden">
                    <p className="font-medium">{order.shippingAddress.name}</p>
                    <p className="text-taupe">{order.shippingAddress.number}</p>
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
                </td>
                <td className="p-3 tabular-nums max-lg:hidden">{pieces(order)}</td>
                <td className="p-3 font-medium whitespace-nowrap tabular-nums">{formatTk(order.total)}</td>
                <td className="p-3 max-md:hidden">
                  <Payment order={order} />
                </td>
                <td className="space-y-3 p-3">
                  <OrderStatusBadge status={order.order_status} />
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
