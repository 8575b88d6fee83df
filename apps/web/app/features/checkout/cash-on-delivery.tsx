
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
  return (
    <div>
      <h3 className="text-2xl">Cash On delivery</h3>
      <PayableAmount total={total} />
      <p className="mt-1 text-sm text-taupe">Please keep the amount ready; our courier collects it when you receive your order.</p>
      <button type="button" onClick={onPlaceOrder} disabled={busy || total === null} aria-busy={busy} className="btn btn-primary mt-6 w-full sm:w-auto sm:min-w-56">
        {busy ? 'Placing order…' : 'Place Order'}
      </button>
    </div>
  );
}
