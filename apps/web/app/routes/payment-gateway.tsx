import { useEffect, useMemo } from 'react';
import { redirect, useNavigate } from 'react-router';
import { pathInLang } from '@alankar/shared/lang';
import type { Order } from '@alankar/shared/order-schemas';
import { isUuid } from '@alankar/shared/ids';
import type { Route } from './+types/payment-gateway';
import { useCart } from '~/features/cart/cart-store';
import { readShippingAddress } from '~/features/checkout/checkout-storage';
import { CheckoutFrame } from '~/features/checkout/checkout-frame';
import { CheckoutSummary } from '~/features/checkout/checkout-summary';
import { useCartQuote, type CartQuoteState } from '~/features/cart/cart-quote';
import { EmptyCheckout } from '~/features/checkout/empty-checkout';
import { PaymentOptions, type ProviderReturn } from '~/features/checkout/payment-options';
import { PROVIDER_METHODS } from '@alankar/shared/order';
import { useHydrated } from '~/lib/use-hydrated';
import { useRootData } from '~/lib/use-root-data';
import { langOfRequest } from '~/lib/chosen-lang.server';
import { useWords } from '~/words/use-words';
import { metaWords } from '~/words/words';
import { pageWords } from '~/words/words.server';
import { placeLabel } from '~/features/orders/place-label';

const OUTCOMES = ['paid', 'review', 'cancelled', 'failed', 'unavailable', 'unknown'] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await context.viewer();
  const url = new URL(request.url);
  const orderId = url.searchParams.get('order');
  // A guest's order comes back with its signed link (`t`), which opens it without an account.
  const token = url.searchParams.get('t') ?? undefined;
  const order = orderId && isUuid(orderId) ? await context.services.orders.getOrder(viewer, orderId, token) : null;
  // A provider sends every shopper back to one address: a shopper who ordered in Bangla reads the outcome in Bangla.
  if (order && order.lang !== langOfRequest(request))
    throw redirect(pathInLang(`${url.pathname}${url.search}`, order.lang));
  return {
    words: pageWords(request, ['checkout', 'payment']),
    methods: await context.services.payments.availableMethods(),
    stripePublishableKey: context.providers.includes('card') ? (context.stripePublishableKey ?? null) : null,
    providerReturn: readProviderReturn(url.searchParams, order, token),
  };
}

/**
 * Back from a provider's page: what happened, with "paid" (or "review": paid, held for a look) only when the
 * shopper's own order really is; an order still waiting for its payment is continued, whichever way it is paid now.
 */
function readProviderReturn(
  params: URLSearchParams,
  order: Order | null,
  token: string | undefined,
): ProviderReturn | null {
  const method = PROVIDER_METHODS.find((value) => value === params.get('paid-with'));
  const outcome = OUTCOMES.find((value) => value === params.get('outcome'));
  if (!method || !outcome) return null;
  if (outcome === 'paid' || outcome === 'review') {
    const confirmed = outcome === 'paid' ? order?.payment_status === 'paid' : order?.payment_status === 'verifying';
    return confirmed && order
      ? { method, outcome, placed: { orderId: order._id, token } }
      : { method, outcome: 'failed' };
  }
  const waiting = order?.order_status === 'pending' && order.payment_status === 'un-paid';
  return {
    method,
    outcome,
    ...(waiting
      ? {
          placed: { orderId: order._id, token },
          totals: {
            subtotal: order.subtotal,
            shipping: order.shipping,
            discount: order.discount,
            total: order.total,
            // What its code took off is the order's; only its name and amount are shown.
            appliedDiscount: order.discountCode
              ? { code: order.discountCode, kind: 'fixed' as const, amount: order.discount }
              : null,
          },
        }
      : {}),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaWords(matches).checkout?.paymentDocument ?? 'Alankar' }, { name: 'robots', content: 'noindex' }];
}

export default function PaymentGateway({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { t, lang, fill } = useWords();
  const { items } = useCart();
  // Paying an order left unpaid at a provider: its pieces are already its own, and its totals are the server's.
  const waiting = loaderData.providerReturn?.totals;
  const hydrated = useHydrated();
  const bkashNumber = useRootData()?.settings.bkashNumber ?? '';
  const shippingAddress = useMemo(() => (hydrated ? readShippingAddress() : null), [hydrated]);
  const to =
    shippingAddress?.district && shippingAddress.area
      ? { district: shippingAddress.district, area: shippingAddress.area }
      : null;
  const quoted = useCartQuote({ enabled: !waiting && to !== null, to });
  const priced: CartQuoteState = waiting
    ? {
        quote: { lines: [], freeShippingAbove: 0, delivery: null, discountRefusal: null, ...waiting },
        notices: [],
        blocked: false,
        error: null,
      }
    : quoted;

  useEffect(() => {
    if (hydrated && !shippingAddress) void navigate(pathInLang('/checkouts', lang), { replace: true });
  }, [hydrated, shippingAddress, navigate, lang]);

  if (hydrated && items.length === 0) {
    return (
      <CheckoutFrame title={t.checkout.payment} intro={t.checkout.nothingToPay}>
        <EmptyCheckout />
      </CheckoutFrame>
    );
  }
  if (!hydrated || !shippingAddress) {
    return (
      <CheckoutFrame title={t.checkout.payment} intro={t.checkout.loadingOrder}>
        <div className="h-96 animate-pulse bg-white ring-1 ring-line" aria-hidden="true" />
      </CheckoutFrame>
    );
  }
  return (
    <CheckoutFrame
      title={t.checkout.payment}
      intro={fill(t.checkout.deliveringTo, {
        name: shippingAddress.name,
        place: priced.quote?.delivery ? placeLabel(priced.quote.delivery, lang) : shippingAddress.city,
      })}
      summary={<CheckoutSummary items={items} priced={priced} placed={Boolean(waiting)} />}
    >
      <PaymentOptions
        items={items}
        priced={priced}
        shippingAddress={shippingAddress}
        bkashNumber={bkashNumber}
        methods={loaderData.methods}
        stripePublishableKey={loaderData.stripePublishableKey}
        providerReturn={loaderData.providerReturn}
      />
    </CheckoutFrame>
  );
}
