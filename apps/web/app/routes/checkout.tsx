import type { Route } from './+types/checkout';
import { AuthCard } from '~/features/auth/auth-card';
import { SignInForm } from '~/features/auth/sign-in-form';
import { useViewer } from '~/features/auth/use-viewer';
import { useCart } from '~/features/cart/cart-store';
import { CheckoutFrame } from '~/features/checkout/checkout-frame';
import { CheckoutSummary } from '~/features/checkout/checkout-summary';
import { useCartQuote } from '~/features/cart/cart-quote';
import { EmptyCheckout } from '~/features/checkout/empty-checkout';
import { ShippingForm } from '~/features/checkout/shipping-form';
import { useHydrated } from '~/lib/use-hydrated';
import { useRootData } from '~/lib/use-root-data';
import { useWords } from '~/words/use-words';
import { metaWords } from '~/words/words';
import { pageWords } from '~/words/words.server';

export function loader({ request }: Route.LoaderArgs) {
  return { words: pageWords(request, ['checkout', 'auth']) };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaWords(matches).checkout?.document ?? 'Alankar' }, { name: 'robots', content: 'noindex' }];
}

export default function Checkout() {
  const { t, path } = useWords();
  const viewer = useViewer();
  const google = Boolean(useRootData()?.googleSignIn);
  const { items } = useCart();
  const priced = useCartQuote();
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
  if (!viewer) {
    return (
      <CheckoutFrame title={t.checkout.checkout} intro={t.checkout.signInFirst} summary={<CheckoutSummary items={items} priced={priced} />}>
        <div className="-mx-4 -my-12 sm:-my-16">
          <AuthCard title={t.auth.signIn} intro={t.checkout.signInIntro}>
            <SignInForm redirectTo={path('/checkouts')} google={google} />
          </AuthCard>
        </div>
      </CheckoutFrame>
    );
  }
  return (
    <CheckoutFrame title={t.checkout.checkout} intro={t.checkout.whereTo} summary={<CheckoutSummary items={items} priced={priced} />}>
      <ShippingForm viewer={viewer} />
    </CheckoutFrame>
  );
}
