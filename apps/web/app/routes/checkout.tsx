import { useState } from 'react';
import type { ShippingAddress } from '@alankar/shared/order-schemas';
import type { Route } from './+types/checkout';
import { useViewer } from '~/features/auth/use-viewer';
import { useCart } from '~/features/cart/cart-store';
import { CheckoutFrame } from '~/features/checkout/checkout-frame';
import { CheckoutSummary } from '~/features/checkout/checkout-summary';
import { useCartQuote, type Destination } from '~/features/cart/cart-quote';
import { EmptyCheckout } from '~/features/checkout/empty-checkout';
import { ShippingForm } from '~/features/checkout/shipping-form';
import { readShippingDraft } from '~/features/checkout/checkout-storage';
import { useHydrated } from '~/lib/use-hydrated';
import { Link } from '~/ui/shop-links';
import { useWords } from '~/words/use-words';
import { metaWords } from '~/words/words';
import { pageWords } from '~/words/words.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await context.viewer();
  // A signed-in shopper's form starts from the address of their last order.
  const [districts, last] = await Promise.all([
    context.services.locations.districts(),
    viewer ? context.services.orders.listOrders(viewer, { mine: true, page: 0, size: 1 }) : null,
  ]);
  return {
    districts,
    lastAddress: last?.orders[0]?.shippingAddress ?? null,
    words: pageWords(request, ['checkout']),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaWords(matches).checkout?.document ?? 'Alankar' }, { name: 'robots', content: 'noindex' }];
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const { t, path } = useWords();
  const viewer = useViewer();
  const { items } = useCart();
  const [to, setTo] = useState<Destination | null>(null);
  const priced = useCartQuote({ to });
  // The cart lives in this browser: until the page is live we cannot tell an empty cart from a full one.
  const hydrated = useHydrated();

  if (!hydrated) {
    return (
      <CheckoutFrame title={t.checkout.checkout} intro={t.checkout.loadingCart}>
        <div className="h-96 animate-pulse bg-white ring-1 ring-line" aria-hidden="true" />
      </CheckoutFrame>
    );
  }
  if (items.length === 0) {
    return (
      <CheckoutFrame title={t.checkout.checkout} intro={t.checkout.nothingToPay}>
        <EmptyCheckout />
      </CheckoutFrame>
    );
  }
  const draft = readShippingDraft();
  const initial: Partial<ShippingAddress> = draft.number ? draft : { name: viewer?.name, ...loaderData.lastAddress };
  return (
    <CheckoutFrame title={t.checkout.checkout} intro={t.checkout.whereTo} summary={<CheckoutSummary items={items} priced={priced} />}>
      {viewer ? null : (
        <p className="mb-4 bg-white px-5 py-4 text-sm ring-1 ring-line">
          {t.checkout.haveAccount}{' '}
          <Link to={`/signin?redirectTo=${encodeURIComponent(path('/checkouts'))}`} className="font-medium text-gold underline underline-offset-4">
            {t.checkout.signIn}
          </Link>
          <span className="mt-1 block text-taupe">{t.checkout.guestIntro}</span>
        </p>
      )}
      <ShippingForm viewer={viewer} districts={loaderData.districts} initial={initial} onDestination={setTo} />
    </CheckoutFrame>
  );
}
