import { data } from 'react-router';
import { isUuid } from '@alankar/shared/ids';
import type { Route } from './+types/order-placed';
import { OrderPlaced } from '~/features/checkout/order-placed';
import { metaWords } from '~/words/words';
import { pageWords } from '~/words/words.server';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const viewer = await context.viewer();
  // A guest's order opens by its signed link; a signed-in shopper's by their account.
  const token = new URL(request.url).searchParams.get('t') ?? undefined;
  const order = isUuid(params.id) ? await context.services.orders.getOrder(viewer, params.id, token) : null;
  if (!order) throw data(null, { status: 404 });
  return {
    order,
    token,
    shopNumber: order.advance ? (await context.services.settings.get()).bkashNumber : '',
    payWithBkash: order.advance ? (await context.services.payments.availableMethods()).includes('bkash-checkout') : false,
    link: `${context.origin}${context.services.orders.trackingPath(order)}`,
    words: pageWords(request, ['placed', 'orders']),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaWords(matches).placed?.document ?? 'Alankar' }, { name: 'robots', content: 'noindex' }];
}

export default function OrderPlacedPage({ loaderData }: Route.ComponentProps) {
  const { order, link, shopNumber, payWithBkash, token } = loaderData;
  return <OrderPlaced order={order} link={link} shopNumber={shopNumber} payWithBkash={payWithBkash} token={token} />;
}
