import { useEffect, useState } from 'react';
import type { PaymentMethod, ProviderMethod } from '@alankar/shared/order';
import type { ShippingAddress } from '@alankar/shared/order-schemas';
import type { CartItem } from '~/features/cart/cart-store';
import type { CartQuoteState } from '~/features/cart/cart-quote';
import type { CartQuote } from '@alankar/shared/cart-schemas';
import { CashOnDelivery } from './cash-on-delivery';
import { OrderFailureMessage } from './order-failure';
import { payByCard } from './pay-by-card';
import { usePlaceOrder, withLink } from './use-place-order';
import { api } from '~/lib/api-client';
import { HostedPayment, returnMessage } from './hosted-payment';
import { useWords } from '~/words/use-words';
import { useRootData } from '~/lib/use-root-data';
import { onDemand } from '~/lib/on-demand';

/** How the last visit to a provider's page went, when the shopper just came back from it. */
export interface ProviderReturn {
  method: ProviderMethod;
  outcome: string;
  /**
   * The order the provider was paying (with a guest's signed link): paid, the checkout is done; left unpaid, paying
   * now, any way, pays that order (its pieces are kept for it).
   */
  placed?: { orderId: string; token?: string };
  /** That order's totals, as the server priced it when it was placed. */
  totals?: Pick<CartQuote, 'subtotal' | 'shipping' | 'discount' | 'total' | 'appliedDiscount'>;
}

// The panels of the ways to pay that are not the usual first choice arrive once the page is interactive.
const { Component: BkashPayment, usePrefetch: usePrefetchBkash } = onDemand(() =>
  import('./bkash-payment').then((module) => module.BkashPayment),
);
const { Component: CardPayment, usePrefetch: usePrefetchCard } = onDemand(() =>
  import('./card-payment').then((module) => module.CardPayment),
);

/** The payment step: choose one of the ways to pay the shop offers, in the owner's order, then place the order. */
export function PaymentOptions({
  items,
  priced,
  shippingAddress,
  bkashNumber,
  methods: offered,
  stripePublishableKey,
  providerReturn,
}: {
  items: readonly CartItem[];
  /** The server's word on what the cart costs now: the only total shown here, and sent to bKash by the shopper. */
  priced: CartQuoteState;
  shippingAddress: ShippingAddress;
  bkashNumber: string;
  /** The ways to pay the shop offers now, in order. */
  methods: readonly PaymentMethod[];
  stripePublishableKey: string | null;
  providerReturn: ProviderReturn | null;
}) {
  const { t } = useWords();
  usePrefetchBkash();
  usePrefetchCard();
  const codPhoneCode = useRootData()?.settings.codPhoneCode ?? false;
  // Until the server has priced the cart, or while it holds a piece that can't be bought, nothing can be paid.
  // A discount code that does not apply is removed (in the summary) before paying, so the order isn't refused at the end.
  const codeRefused = Boolean(priced.quote?.discountRefusal);
  const total = priced.quote && !priced.blocked && !codeRefused ? priced.quote.total : null;
  const cardKey = stripePublishableKey && (total === null || total > 0) ? stripePublishableKey : null;
  const methods = offered.filter((option) => option !== 'card' || cardKey);
  const [method, setMethod] = useState<PaymentMethod | undefined>(
    providerReturn && methods.includes(providerReturn.method) ? providerReturn.method : methods[0],
  );
  const paidOnReturn = providerReturn?.outcome === 'paid' || providerReturn?.outcome === 'review';
  const { busy, failure, setFailure, run, placeOrder, succeed } = usePlaceOrder(
    items,
    shippingAddress,
    paidOnReturn ? undefined : providerReturn?.placed,
  );
  const [leaving, setLeaving] = useState(false);
  const returnNotice = providerReturn ? returnMessage(providerReturn.method, providerReturn.outcome, t.payment) : null;

  // Back from a provider's page with the order paid (the server checked): the checkout is done.
  useEffect(() => {
    if (paidOnReturn && providerReturn.placed) void succeed(providerReturn.placed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, [paidOnReturn]);

  function choose(next: PaymentMethod) {
    setMethod(next);
    setFailure(null);
  }

  return (
    <div className="bg-white p-5 ring-1 ring-line sm:p-8">
      <h2 className="text-2xl">{t.payment.secureInfo}</h2>
      {methods.length === 0 ? (
        <p role="alert" className="mt-5 text-sm text-danger">
          {t.payment.noMethods}
        </p>
      ) : null}
      <fieldset className="mt-5">
        <legend className="mb-3 text-sm font-medium">{t.payment.methodLegend}</legend>
        <div className={`grid gap-3 ${methods.length > 3 ? 'sm:grid-cols-2' : 'sm:grid-cols-3'}`}>
          {methods.map((option) => (
            <label
              key={option}
              className={`flex min-h-12 cursor-pointer items-center gap-3 border px-4 text-sm font-medium ${
                method === option ? 'border-emerald bg-ivory' : 'border-line hover:border-gold-soft'
              }`}
            >
              <input
                type="radio"
                name="paymentMethod"
                value={option}
                checked={method === option}
                onChange={() => choose(option)}
                className="size-4 accent-emerald"
              />
              {t.payment.methods[option]}
            </label>
          ))}
        </div>
      </fieldset>

      {priced.blocked || codeRefused ? (
        <p role="alert" className="mt-5 border border-danger/30 bg-danger/5 p-4 text-sm text-danger">
          {priced.blocked ? t.payment.blocked : t.payment.codeRefused}
        </p>
      ) : null}

      {returnNotice ? (
        <p role="alert" className="mt-5 border border-danger/30 bg-danger/5 p-4 text-sm text-danger">
          {returnNotice}
        </p>
      ) : null}

      <div className="mt-8 border-t border-line pt-6">
        {method === 'bkash-checkout' || method === 'sslcommerz' ? (
          <HostedPayment
            key={method}
            method={method}
            total={total}
            busy={busy || leaving}
            onPay={() =>
              void run(async () => {
                const { order, token } = await placeOrder({ paymentMethod: method });
                const { redirectUrl } = await api<{ redirectUrl: string }>(
                  withLink(`/orders/${order._id}/payment`, token),
                  { method: 'POST' },
                );
                // The cart stays until the provider sends the shopper back with the payment made.
                setLeaving(true);
                window.location.assign(redirectUrl);
              })
            }
          />
        ) : null}
        {method === 'card' && cardKey ? (
          <CardPayment
            publishableKey={cardKey}
            total={total}
            busy={busy}
            error={failure?.message ?? null}
            onPay={(payer) =>
              void run(async () => {
                const placed = await placeOrder({ paymentMethod: 'card' });
                await payByCard(payer, placed, t.payment);
                await succeed({ orderId: placed.order._id, token: placed.token });
              })
            }
          />
        ) : null}
        {method === 'bkash' ? (
          <BkashPayment
            shopNumber={bkashNumber}
            total={total}
            busy={busy}
            serverErrors={failure?.fields ?? {}}
            onPlaceOrder={(payment) =>
              void run(async () => {
                const { order, token } = await placeOrder({ paymentMethod: 'bkash', ...payment });
                await succeed({ orderId: order._id, token });
              })
            }
          />
        ) : null}
        {method === 'cash-on-delivery' ? (
          <CashOnDelivery
            total={total}
            busy={busy}
            phone={codPhoneCode ? shippingAddress.number : null}
            onPlaceOrder={() =>
              void run(async () => {
                const { order, token } = await placeOrder({ paymentMethod: 'cash-on-delivery' });
                await succeed({ orderId: order._id, token });
              })
            }
          />
        ) : null}
        {method === 'card' ? null : <OrderFailureMessage failure={failure} />}
      </div>
    </div>
  );
}
