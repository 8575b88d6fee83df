
/** Pay the courier at the door. */
export function CashOnDelivery({ total, busy, onPlaceOrder }: { total: number; busy: boolean; onPlaceOrder: () => void }) {
  return (
    <div>
      <h3 className="text-2xl">Cash On delivery</h3>
      <p className="mt-2 text-taupe">
        Your Payable Amount is <span className="font-semibold text-gold tabular-nums">Tk. {total.toLocaleString('en-US')}</span>
      </p>
      <p className="mt-1 text-sm text-taupe">Please keep the amount ready; our courier collects it when you receive your order.</p>
      <button type="button" onClick={onPlaceOrder} disabled={busy} aria-busy={busy} className="btn btn-primary mt-6 w-full sm:w-auto sm:min-w-56">
        {busy ? 'Placing order…' : 'Place Order'}
      </button>
    </div>
  );
}
