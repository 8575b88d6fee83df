import { useState } from 'react';
import ArrowDown from 'lucide-icon/arrow-down';
import ArrowUp from 'lucide-icon/arrow-up';
import {
  isProviderMethod,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PROVIDER_NAMES,
  type PaymentMethod,
  type ProviderMethod,
} from '@alankar/shared/order';
import { move } from '~/lib/move';

/** What the owner asks whoever runs the shop's server for, to switch each provider on. */
const KEYS: Record<ProviderMethod, string> = {
  card: 'Stripe account keys',
  'bkash-checkout': 'bKash merchant keys',
  sslcommerz: 'SSLCommerz store ID and password',
};


/** The ways to pay that need no provider. */
const MANUAL: Record<Exclude<PaymentMethod, ProviderMethod>, string> = {
  bkash: 'Sent to the bKash number above; you check each TrxID',
  'cash-on-delivery': 'Paid to the courier at the door',
};

/**
 * The ways to pay, in the order the payment page lists them: ticked ones are offered. The form reads the ticked
 * ones, in order, as `paymentMethods`.
 */
export function PaymentMethodsField({
  offered,
  configured,
  error,
}: {
  offered: readonly PaymentMethod[];
  configured: readonly ProviderMethod[];
  error?: string;
}) {
  const [order, setOrder] = useState<PaymentMethod[]>(() => [
    ...offered,
    ...PAYMENT_METHODS.filter((method) => !offered.includes(method)),
  ]);
  const [ticked, setTicked] = useState(() => new Set(offered));

  return (
    <div
      role="group"
      aria-labelledby="payment-methods-label"
      aria-describedby={error ? 'payment-methods-error' : undefined}
    >
      <p id="payment-methods-label" className="mb-1.5 text-sm font-medium">
        Ways to pay, in the order shoppers see them
      </p>
      <p className="mb-2 text-xs text-taupe">
        “bKash” means the shopper sends money to your bKash number and types the TrxID, which you check in your bKash
        app. “Pay with bKash” takes the shopper to bKash’s own payment page, and the order is paid the moment bKash says
        so: it needs merchant keys from bKash.
      </p>
      <ol className="divide-y divide-line border border-line">
        {order.map((method, index) => {
          const label = PAYMENT_METHOD_LABELS[method];
          const missing = isProviderMethod(method) && !configured.includes(method);
          return (
            <li key={method} className="flex items-center gap-3 px-3 py-2">
              <div className="flex min-h-10 flex-1 items-center gap-3 text-sm">
                <input
                  id={`pay-${method}`}
                  type="checkbox"
                  name="paymentMethods"
                  value={method}
                  checked={ticked.has(method)}
                  onChange={(event) => {
                    const next = new Set(ticked);
                    if (event.target.checked) next.add(method);
                    else next.delete(method);
                    setTicked(next);
                  }}
                  aria-describedby={`pay-${method}-hint`}
                  className="size-4 shrink-0 accent-emerald"
                />
                <span>
                  <label htmlFor={`pay-${method}`} className="cursor-pointer font-medium">
                    {label}
                  </label>
                  <span id={`pay-${method}-hint`} className="block text-xs text-taupe">
                    {!isProviderMethod(method)
                      ? MANUAL[method]
                      : missing
                        ? `Through ${PROVIDER_NAMES[method]}: not set up yet. Ask whoever runs the shop’s server to add the ${KEYS[method]} (the README’s “Orders and payments” section says how).`
                        : `Through ${PROVIDER_NAMES[method]}`}
                  </span>
                </span>
              </div>
              <button
                type="button"
                className="icon-btn"
                disabled={index === 0}
                onClick={() => setOrder(move(order, index, index - 1))}
                aria-label={`Move “${label}” up`}
              >
                <ArrowUp aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                className="icon-btn"
                disabled={index === order.length - 1}
                onClick={() => setOrder(move(order, index, index + 1))}
                aria-label={`Move “${label}” down`}
              >
                <ArrowDown aria-hidden="true" className="size-4" />
              </button>
            </li>
          );
        })}
      </ol>
      {error ? (
        <p id="payment-methods-error" className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
