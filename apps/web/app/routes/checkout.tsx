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

export function meta() {
  return [{ title: 'Checkout · Alankar' }, { name: 'robots', content: 'noindex' }];
}

export default function Checkout() {
  const viewer = useViewer();
  const google = Boolean(useRootData()?.googleSignIn);
  const { items } = useCart();
  const priced = useCartQuote();
  // The cart lives in this browser: until the page is live we cannot tell an empty cart from a full one.
  const hydrated = useHydrated();

  if (!hydrated) {
    return (
      <CheckoutFrame title="Checkout" intro="Loading your cart…">
        <div className="h-96 animate-pulse bg-white ring-1 ring-line" aria-hidden="true" />
      </CheckoutFrame>
    );
  }
  if (items.length === 0) {
    return (
      <CheckoutFrame title="Checkout" intro="Nothing to pay for yet.">
        <EmptyCheckout />
      </CheckoutFrame>
    );
  }
  if (!viewer) {
    return (
      <CheckoutFrame title="Checkout" intro="Sign in to continue; your cart stays as it is." summary={<CheckoutSummary items={items} priced={priced} />}>
        <div className="-mx-4 -my-12 sm:-my-16">
          <AuthCard title="Sign In" intro="Sign in to enter your address and pay.">
            <SignInForm redirectTo="/checkouts" google={google} />
          </AuthCard>
        </div>
      </CheckoutFrame>
    );
  }
  return (
    <CheckoutFrame title="Checkout" intro="Where should we deliver your order?" summary={<CheckoutSummary items={items} priced={priced} />}>
      <ShippingForm viewer={viewer} />
    </CheckoutFrame>
  );
}
