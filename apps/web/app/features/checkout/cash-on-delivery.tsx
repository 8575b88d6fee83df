import { useWords } from '~/words/use-words';
import { PayableAmount } from './payable-amount';

/** Pay the courier at the door. */
export function CashOnDelivery({
  total,
  busy,
  onPlaceOrder,
}: {
  /** Null until the server has priced the cart. */
  total: number | null;
  busy: boolean;
  onPlaceOrder: () => void;
}) {
  const { t } = useWords();
  return (
    <div>
      <h3 className="text-2xl">{t.payment.codTitle}</h3>
      <PayableAmount total={total} />
      <p className="mt-1 text-sm text-taupe">{t.payment.codText}</p>
      <button type="button" onClick={onPlaceOrder} disabled={busy || total === null} aria-busy={busy} className="btn btn-primary mt-6 w-full sm:w-auto sm:min-w-56">
        {busy ? t.payment.placingOrder : t.payment.placeOrder}
      </button>
    </div>
  );
}
