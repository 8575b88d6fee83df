import { data, Link } from 'react-router';
import type { Route } from './+types/order-details';
import { requireViewer } from '~/features/auth/guard.server';
import { ConfirmOrderButton } from '~/features/orders/confirm-order-button';
import { OrderSummary } from '~/features/orders/order-summary';
import { RefundForm } from '~/features/dashboard/orders/refund-form';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, context);
  // Someone else's order is "not found", the same as one that doesn't exist.
  const order = UUID.test(params.id) ? await context.services.orders.getOrder(viewer, params.id) : null;
  if (!order) throw data(null, { status: 404 });
  return { order, staff: viewer.role === 'admin' };
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  const title = loaderData ? `Order #${loaderData.order.number} · Alankar` : 'Order summary · Alankar';
  return [{ title }, { name: 'robots', content: 'noindex' }];
}

export default function OrderDetails({ loaderData }: Route.ComponentProps) {
  const { order, staff } = loaderData;
  return (
    <OrderSummary
      order={order}
      action={
        staff ? (
          <div className="space-y-4">
            <ConfirmOrderButton orderId={order._id} status={order.order_status} />
            <p className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
              <Link to={`/invoice/${order._id}`} className="font-medium text-emerald underline underline-offset-4">
                Print invoice
              </Link>
              <Link
                to={`/invoice/${order._id}?size=label`}
                className="font-medium text-emerald underline underline-offset-4"
              >
                Print courier label
              </Link>
            </p>
            <RefundForm key={order.refunds.length} order={order} />
          </div>
        ) : undefined
      }
    />
  );
}
