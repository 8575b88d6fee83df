import { useState } from 'react';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@alankar/shared/order';
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

/** The payment step: choose card, bKash or cash on delivery, then place the order. */
export function PaymentOptions({
  items,
  shippingAddress,
  bkashNumber,
  stripePublishableKey,
}: {
  items: readonly CartItem[];
  shippingAddress: ShippingAddress;
  bkashNumber: string;
  stripePublishableKey: string | null;
}) {
  const { total } = priceCart(items, useDeliveryRules());
  const cardKey = stripePublishableKey && total > 0 ? stripePublishableKey : null;
  const methods: PaymentMethod[] = cardKey ? ['card', 'bkash', 'cash-on-delivery'] : ['bkash', 'cash-on-delivery'];
  const [method, setMethod] = useState<PaymentMethod>(cardKey ? 'card' : 'cash-on-delivery');
  const { busy, failure, setFailure, run, placeOrder, succeed } = usePlaceOrder(items, shippingAddress);

  function choose(next: PaymentMethod) {
    setMethod(next);
    setFailure(null);
  }

  return (
    <div className="bg-white p-5 ring-1 ring-line sm:p-8">
      <h2 className="text-2xl">Secure payment info</h2>
      <fieldset className="mt-5">
        <legend className="mb-3 text-sm font-medium">Payment method</legend>
        <div className="grid gap-3 sm:grid-cols-3">
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

      <div className="mt-8 border-t border-line pt-6">
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
