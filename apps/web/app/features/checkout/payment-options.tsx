import { useEffect, useState } from 'react';
import { PAYMENT_METHODS, PAYMENT_METHOD_LABELS, type PaymentMethod } from '@alankar/shared/order';
import type { ShippingAddress } from '@alankar/shared/order-schemas';
import { priceCart } from '@alankar/shared/pricing';
import type { CartItem } from '~/features/cart/cart-store';
import { BkashPayment } from './bkash-payment';
import { CardPayment } from './card-payment';
import { CashOnDelivery } from './cash-on-delivery';
import { OrderFailureMessage } from './order-failure';
import { payByCard } from './pay-by-card';
import { usePlaceOrder } from './use-place-order';
import { useDeliveryRules } from '~/lib/use-root-data';
import { api } from '~/lib/api-client';
import { BKASH_RETURN_MESSAGES, BkashCheckoutPayment } from './bkash-checkout-payment';

/** The payment step: choose card, bKash or cash on delivery, then place the order. */
export function PaymentOptions({
  items,
  shippingAddress,
  bkashNumber,
  stripePublishableKey,
  bkashCheckout,
  bkashReturn,
}: {
  items: readonly CartItem[];
  shippingAddress: ShippingAddress;
  bkashNumber: string;
  stripePublishableKey: string | null;
  /** Paying on bKash's own page is configured. */
  bkashCheckout: boolean;
  /** How the last visit to bKash's page went, when the shopper just came back from it. */
  bkashReturn: string | null;
}) {
  const { total } = priceCart(items, useDeliveryRules());
  const cardKey = stripePublishableKey && total > 0 ? stripePublishableKey : null;
  const methods = PAYMENT_METHODS.filter(
    (option) => (option !== 'card' || cardKey) && (option !== 'bkash-checkout' || bkashCheckout),
  );
  const [method, setMethod] = useState<PaymentMethod>(
    bkashReturn && bkashCheckout ? 'bkash-checkout' : cardKey ? 'card' : 'cash-on-delivery',
  );
  const { busy, failure, setFailure, run, placeOrder, succeed } = usePlaceOrder(items, shippingAddress);
  const [leaving, setLeaving] = useState(false);

  // Back from bKash's page with the order paid (the server checked): the checkout is done.
  const paidOnReturn = bkashReturn === 'paid';
  useEffect(() => {
    if (paidOnReturn) void succeed();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, [paidOnReturn]);

  function choose(next: PaymentMethod) {
    setMethod(next);
    setFailure(null);
  }

  return (
    <div className="bg-white p-5 ring-1 ring-line sm:p-8">
      <h2 className="text-2xl">Secure payment info</h2>
      <fieldset className="mt-5">
        <legend className="mb-3 text-sm font-medium">Payment method</legend>
        <div className={`grid gap-3 ${methods.length > 3 ? "sm:grid-cols-2" : "sm:grid-cols-3"}`}>
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
              {PAYMENT_METHOD_LABELS[option]}
            </label>
          ))}
        </div>
      </fieldset>

      {bkashReturn && bkashReturn !== 'paid' ? (
        <p role="alert" className="mt-5 border border-danger/30 bg-danger/5 p-4 text-sm text-danger">
          {BKASH_RETURN_MESSAGES[bkashReturn]}
        </p>
      ) : null}

      <div className="mt-8 border-t border-line pt-6">
        {method === 'bkash-checkout' ? (
          <BkashCheckoutPayment
            total={total}
            busy={busy || leaving}
            onPay={() =>
              void run(async () => {
                const order = await placeOrder({ paymentMethod: 'bkash-checkout' });
                const { redirectUrl } = await api<{ redirectUrl: string }>(`/orders/${order._id}/bkash-checkout`, {
                  method: 'POST',
                });
                // The cart stays until bKash sends the shopper back with the payment made.
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
                await payByCard(payer, await placeOrder({ paymentMethod: 'card' }));
                await succeed();
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
                await placeOrder({ paymentMethod: 'bkash', ...payment });
                await succeed();
              })
            }
          />
        ) : null}
        {method === 'cash-on-delivery' ? (
          <CashOnDelivery
            total={total}
            busy={busy}
            onPlaceOrder={() =>
              void run(async () => {
                await placeOrder({ paymentMethod: 'cash-on-delivery' });
                await succeed();
              })
            }
          />
        ) : null}
        {method === 'card' ? null : <OrderFailureMessage failure={failure} />}
      </div>
    </div>
  );
}
