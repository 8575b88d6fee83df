import { useState } from 'react';
import { Form, useRevalidator, useSearchParams } from 'react-router';
import Download from 'lucide-icon/download';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_METHOD_LABELS } from '@alankar/shared/order';
import { orderListQuery } from '@alankar/shared/order-schemas';
import { DELIVERY_ZONES } from '@alankar/shared/pricing';
import type { Route } from './+types/manage-all-order';
import { requireAllowed } from '~/features/auth/guard.server';
import { DashboardPanel } from '~/features/dashboard/dashboard-panel';
import { StaffOnlyBoundary } from '~/features/dashboard/staff-boundary';
import { OrdersTable } from '~/features/dashboard/orders/orders-table';
import { ORDER_STATUS_LABELS } from '~/features/orders/order-format';
import { pageCount, pageNumber } from '~/lib/paging';
import { readQuery } from '~/lib/query.server';
import { Pager } from '~/ui/pager';
import { BulkBooking } from '~/features/dashboard/couriers/bulk-booking';

const PAGE_SIZE = 20;
const ZONE_NAMES = { 'inside-dhaka': 'Inside Dhaka', 'dhaka-suburbs': 'Dhaka suburbs', 'outside-dhaka': 'Outside Dhaka' } as const;
const FILTERS = orderListQuery.pick({ page: true, status: true, paymentMethod: true, zone: true, q: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireAllowed(request, context);
  const { page: asked, ...filters } = readQuery(new URL(request.url).searchParams, FILTERS);
  const page = pageNumber(asked);
  const { orders, count } = await context.services.orders.listOrders(viewer, {
    ...filters,
    page: page - 1,
    size: PAGE_SIZE,
  });
  const { defaultCourier } = await context.services.settings.get();
  return { orders, count, page, pages: pageCount(count, PAGE_SIZE), filters, couriers: context.couriers, defaultCourier };
}

export function meta() {
  return [{ title: 'Manage All Orders · Alankar' }, { name: 'robots', content: 'noindex' }];
}

/** The export link carries the same filters (never the page: the file holds every match). */
function exportHref(params: URLSearchParams): string {
  const filters = new URLSearchParams();
  for (const name of ['status', 'paymentMethod', 'zone', 'q']) {
    const value = params.get(name);
    if (value) filters.set(name, value);
  }
  const query = filters.toString();
  return `/api/orders/export${query ? `?${query}` : ''}`;
}

export default function ManageAllOrders({ loaderData }: Route.ComponentProps) {
  const { orders, count, page, pages, filters, couriers, defaultCourier } = loaderData;
  const { revalidate } = useRevalidator();
  const [params] = useSearchParams();
  const filterKey = params.toString();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  // Only orders on this page stay chosen (another filter or page starts afresh).
  const chosenHere = orders.map((order) => order._id).filter((id) => chosen.has(id));
  function choose(ids: readonly string[], on: boolean) {
    setChosen((before) => {
      const after = new Set(before);
      for (const id of ids) {
        if (on) after.add(id);
        else after.delete(id);
      }
      return after;
    });
  }
  return (
    <DashboardPanel title="Manage All Orders">
      <Form
        key={filterKey}
        method="get"
        role="search"
        aria-label="Find orders"
        className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_auto_auto_auto_auto]"
      >
        <div className="sm:col-span-2 lg:col-span-1">
          <label htmlFor="order-search" className="mb-1.5 block text-sm font-medium">
            Order number, email or phone
          </label>
          <input id="order-search" name="q" type="search" defaultValue={filters.q ?? ''} className="field" />
        </div>
        <div>
          <label htmlFor="order-status" className="mb-1.5 block text-sm font-medium">
            Order status
          </label>
          <select id="order-status" name="status" defaultValue={filters.status ?? ''} className="field pr-8">
            <option value="">All</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {ORDER_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="order-payment" className="mb-1.5 block text-sm font-medium">
            Payment method
          </label>
          <select
            id="order-payment"
            name="paymentMethod"
            defaultValue={filters.paymentMethod ?? ''}
            className="field pr-8"
          >
            <option value="">All</option>
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {PAYMENT_METHOD_LABELS[method]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="order-zone" className="mb-1.5 block text-sm font-medium">
            Delivery zone
          </label>
          <select id="order-zone" name="zone" defaultValue={filters.zone ?? ''} className="field pr-8">
            <option value="">All</option>
            {DELIVERY_ZONES.map((zone) => (
              <option key={zone} value={zone}>
                {ZONE_NAMES[zone]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-outline self-end sm:col-span-2 lg:col-span-1">
          Filter
        </button>
      </Form>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-taupe" aria-live="polite">
          Total {count} Orders Found
        </p>
        <a
          href={exportHref(params)}
          download
          className="inline-flex items-center gap-2 text-sm font-medium text-emerald underline-offset-4 hover:underline"
        >
          <Download aria-hidden="true" className="size-4" />
          Export CSV
        </a>
      </div>
      {orders.length === 0 ? (
        <p className="border border-dashed border-line bg-white p-8 text-center text-taupe">
          No orders match. Try another status, payment method or search.
        </p>
      ) : (
        <>
          <BulkBooking
            chosen={chosenHere}
            orders={orders}
            couriers={couriers}
            defaultCourier={defaultCourier}
            onDone={() => {
              setChosen(new Set());
              void revalidate();
            }}
          />
          <OrdersTable orders={orders} onChanged={() => void revalidate()} chosen={chosen} onChoose={choose} />
        </>
      )}
      <Pager page={page} pages={pages} label="Orders page" />
    </DashboardPanel>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffOnlyBoundary error={error} title="Manage All Orders" />;
}
