import type { Route } from './+types/my-orders';
import { requireViewer } from '~/features/auth/guard.server';
import { DashboardPanel } from '~/features/dashboard/dashboard-panel';
import { NoOrders, OrderCard } from '~/features/orders/order-card';
import { orderListQuery } from '@alankar/shared/order-schemas';
import { pageCount, pageNumber } from '~/lib/paging';
import { readQuery } from '~/lib/query.server';
import { Pager } from '~/ui/pager';
import { useWords } from '~/words/use-words';
import { metaWords } from '~/words/words';
import { pageWords } from '~/words/words.server';

const PAGE_SIZE = 10;

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, context);
  const page = pageNumber(readQuery(new URL(request.url).searchParams, orderListQuery.pick({ page: true })).page);
  // Staff see everyone's orders elsewhere; My Orders is always one's own.
  const { orders, count } = await context.services.orders.listOrders(viewer, {
    page: page - 1,
    size: PAGE_SIZE,
    mine: true,
  });
  return { orders, page, pages: pageCount(count, PAGE_SIZE), words: pageWords(request, ['orders']) };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaWords(matches).orders?.myOrdersDocument ?? 'Alankar' }, { name: 'robots', content: 'noindex' }];
}

export default function MyOrders({ loaderData }: Route.ComponentProps) {
  const { orders, page, pages } = loaderData;
  const { t } = useWords();
  return (
    <DashboardPanel title={t.orders.myOrders}>
      {orders.length === 0 ? (
        <NoOrders />
      ) : (
        <div className="space-y-6">
          {orders.map((order) => (
            <OrderCard key={order._id} order={order} />
          ))}
          <Pager page={page} pages={pages} label={t.orders.ordersPage} />
        </div>
      )}
    </DashboardPanel>
  );
}
