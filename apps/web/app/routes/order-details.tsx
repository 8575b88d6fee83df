import { lazy, Suspense } from 'react';
import { data } from 'react-router';
import { may } from '@alankar/shared/policy';
import { isUuid } from '@alankar/shared/ids';
import { digitsIn, langOfPath } from '@alankar/shared/lang';
import { orderNumberLabel } from '@alankar/shared/order';
import type { Route } from './+types/order-details';
import { requireViewer } from '~/features/auth/guard.server';
import { OrderSummary } from '~/features/orders/order-summary';
import { AdvanceFee } from '~/features/orders/on-some-orders';
import { LazyPart } from '~/ui/lazy-part';
import { fill, metaWords } from '~/words/words';
import { pageWords } from '~/words/words.server';

// Staff's tools (confirm, print, refund) are fetched only when staff open the page: a customer's page carries none.
const StaffOrderTools = lazy(() => import('~/features/dashboard/orders/staff-order-tools'));

export async function loader({ request, context, params }: Route.LoaderArgs) {
  // The order's signed link (`t`, sent by SMS and email) opens it without an account; otherwise one signs in.
  const token = new URL(request.url).searchParams.get('t') ?? undefined;
  const viewer = token ? await context.viewer() : await requireViewer(request, context);
  // Someone else's order is "not found", the same as one that doesn't exist.
  const order = isUuid(params.id) ? await context.services.orders.getOrder(viewer, params.id, token) : null;
  if (!order) throw data(null, { status: 404 });
  const staff = may(viewer, 'order.change-status');
  // Staff book couriers from here: the ones set up, and the shop's default.
  const settings = staff || order.advance ? await context.services.settings.get() : null;
  const shipping = staff && settings ? { couriers: context.couriers, defaultCourier: settings.defaultCourier } : null;
  // A cash order asked for its delivery fee first: where to send it, and whether bKash's own page is offered.
  const fee =
    order.advance && settings
      ? {
          shopNumber: settings.bkashNumber,
          payWithBkash: (await context.services.payments.availableMethods()).includes('bkash-checkout'),
          outcome: new URL(request.url).searchParams.get('fee') ?? undefined,
        }
      : null;
  return { order, staff, shipping, fee, token, words: pageWords(request, ['orders']) };
}

export function meta({ data: loaderData, matches, location }: Route.MetaArgs) {
  const all = metaWords(matches);
  const words = all.orders;
  const number = loaderData && digitsIn(orderNumberLabel(loaderData.order.number), langOfPath(location.pathname));
  const title = words
    ? number
      ? fill(words.orderDocument, { number })
      : words.summaryDocument
    : (all.shell?.notFoundDocument ?? 'Alankar');
  return [{ title }, { name: 'robots', content: 'noindex' }];
}

export default function OrderDetails({ loaderData }: Route.ComponentProps) {
  const { order, staff, shipping, fee, token } = loaderData;
  return (
    <OrderSummary
      order={order}
      before={
        fee && !staff ? (
          <LazyPart>
            <AdvanceFee order={order} token={token} {...fee} />
          </LazyPart>
        ) : undefined
      }
      action={
        staff && shipping ? (
          <Suspense fallback={<div className="h-24 animate-pulse bg-white ring-1 ring-line" aria-hidden="true" />}>
            <StaffOrderTools order={order} couriers={shipping.couriers} defaultCourier={shipping.defaultCourier} />
          </Suspense>
        ) : undefined
      }
    />
  );
}
