import { useWords } from '~/words/use-words';
import { useState } from 'react';
import { PayableAmount } from './payable-amount';
import { onDemand } from '~/lib/on-demand';

// Asked for only when the shop wants a proved number: its code arrives once the page is interactive.
const { Component: PhoneCode, usePrefetch: usePrefetchPhoneCode } = onDemand(() =>
  import('./phone-code').then((module) => module.PhoneCode),
);

/** Pay the courier at the door. */
export function CashOnDelivery({
  total,
  busy,
  phone,
  onPlaceOrder,
}: {
  /** Null until the server has priced the cart. */
  total: number | null;
  busy: boolean;
  /** The number to prove with a code first, when the shop asks for it (null: no code needed). */
  phone: string | null;
  onPlaceOrder: () => void;
}) {
  const { t } = useWords();
  usePrefetchPhoneCode(phone !== null);
  const [confirmed, setConfirmed] = useState(false);
  const ready = phone === null || confirmed;
  return (
    <div>
      <h3 className="text-2xl">{t.payment.codTitle}</h3>
      <PayableAmount total={total} />
      <p className="mt-1 text-sm text-taupe">{t.payment.codText}</p>
      {phone ? <PhoneCode phone={phone} onConfirmed={() => setConfirmed(true)} /> : null}
      <button type="button" onClick={onPlaceOrder} disabled={busy || total === null || !ready} aria-busy={busy} className="btn btn-primary mt-6 w-full sm:w-auto sm:min-w-56">
        {busy ? t.payment.placingOrder : t.payment.placeOrder}
      </button>
    </div>
  );
}
