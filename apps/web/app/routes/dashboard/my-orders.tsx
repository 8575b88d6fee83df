import type { Route } from './+types/my-orders';
import { requireViewer } from '~/features/auth/guard.server';
import { DashboardPanel } from '~/features/dashboard/dashboard-panel';
import { NoOrders, OrderCard } from '~/features/orders/order-card';
import { pageCount, readPageNumber } from '~/lib/paging';
import { Pager } from '~/ui/pager';

const PAGE_SIZE = 10;

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, context);
  const page = readPageNumber(new URL(request.url));
  // listOrders gives staff everyone's orders; My Orders is their own, found by their email.
  const staff = viewer.role === 'admin';
  const { orders, count } = await context.services.orders.listOrders(viewer, {
    page: page - 1,
    size: PAGE_SIZE,
    ...(staff ? { q: viewer.email } : {}),
  });
  return { orders: staff ? orders.filter((order) => order.user === viewer.email) : orders, page, pages: pageCount(count, PAGE_SIZE) };
}

export function meta() {
  return [{ title: 'My Orders · Alankar' }, { name: 'robots', content: 'noindex' }];
}

export default function MyOrders({ loaderData }: Route.ComponentProps) {
  const { orders, page, pages } = loaderData;
  return (
    <DashboardPanel title="My Orders">
      {orders.length === 0 ? (
        <NoOrders />
      ) : (
        <div className="space-y-6">
          {orders.map((order) => (
            <OrderCard key={order._id} order={order} />
          ))}
          <Pager page={page} pages={pages} label="Orders page" />
        </div>
      )}
    </DashboardPanel>
  );
}
