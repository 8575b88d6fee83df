import { useEffect, useRef, useState } from 'react';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { useWords } from '~/words/use-words';

const CARD_STYLE = {
  base: { fontFamily: 'Inter, system-ui, sans-serif', fontSize: '16px', color: '#1f1b16', '::placeholder': { color: '#6e6358' } },
  invalid: { color: '#b42318' },
};

export interface CardPayer {
  stripe: Stripe;
  card: StripeCardElement;
}

/**
 * Stripe's card input. Stripe.js is fetched only here, when the shopper picks card, so no other page loads it.
 * `onPay` runs the order and payment; what it throws is shown in red under the card.
 */
export function CardPayment({
  publishableKey,
  total,
  busy,
  error,
  onPay,
}: {
  publishableKey: string;
  /** Null until the server has priced the cart. */
  total: number | null;
  busy: boolean;
  error: string | null;
  onPay: (payer: CardPayer) => void;
}) {
  const { t, tk, fill } = useWords();
  const mountPoint = useRef<HTMLDivElement>(null);
  const [payer, setPayer] = useState<CardPayer | null>(null);
  const [cardError, setCardError] = useState<string | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let card: StripeCardElement | undefined;
    import('@stripe/stripe-js')
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .then((stripe) => {
        if (cancelled || !stripe || !mountPoint.current) return;
        card = stripe.elements().create('card', { style: CARD_STYLE, hidePostalCode: true });
        card.mount(mountPoint.current);
        card.on('change', (event) => setCardError(event.error?.message ?? null));
        setPayer({ stripe, card });
      })
      .catch(() => {
        if (!cancelled) setLoadFailed(true);
      });
    return () => {
      cancelled = true;
      card?.destroy();
    };
  }, [publishableKey]);

  const shown = error ?? cardError ?? (loadFailed ? t.payment.cardLoadFailed : null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        // As in the spec: nothing happens until the card input is ready.
        if (payer) onPay(payer);
      }}
    >
      <h3 className="text-2xl">{t.payment.cardTitle}</h3>
      <p className="mt-1 text-sm text-taupe">{t.payment.cardIntro}</p>
      <div className="mt-5">
        <span id="card-label" className="mb-1.5 block text-sm font-medium">
          {t.payment.cardDetails}
        </span>
        <div
          ref={mountPoint}
          role="group"
          aria-labelledby="card-label"
          aria-describedby={shown ? 'card-error' : undefined}
          aria-busy={!payer}
          className="field flex min-h-11 flex-col justify-center py-3"
          data-testid="card-element"
        />
      </div>
      {shown ? (
        <p id="card-error" role="alert" className="mt-2 text-sm text-danger">
          {shown}
        </p>
      ) : null}
      <button type="submit" disabled={busy || !payer} aria-busy={busy} className="btn btn-primary mt-6 w-full sm:w-auto sm:min-w-56">
        {busy ? t.payment.cardBusy : total === null ? t.payment.pay : fill(t.payment.payAmount, { amount: tk(total) })}
      </button>
    </form>
  );
}
