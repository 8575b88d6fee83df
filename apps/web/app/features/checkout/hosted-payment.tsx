/** Pay on bKash's own page: the shopper approves with their bKash number, the code bKash texts and their PIN. */
export function BkashCheckoutPayment({ total, busy, onPay }: { total: number; busy: boolean; onPay: () => void }) {
  return (
    <div>
      <h3 className="text-2xl">Pay with bKash</h3>
      <p className="mt-2 text-taupe">
        Your Payable Amount is <span className="font-semibold text-gold tabular-nums">Tk. {total.toLocaleString('en-US')}</span>
      </p>
      <p className="mt-1 text-sm text-taupe">
        You will go to bKash’s secure page to enter your bKash number, the code bKash sends you and your PIN, then come
        back here. Your order is confirmed as soon as bKash tells us the payment went through.
      </p>
      <button
        type="button"
        onClick={onPay}
        disabled={busy}
        aria-busy={busy}
        className="btn mt-6 w-full bg-[#e2136e] text-white hover:bg-[#c70f60] sm:w-auto sm:min-w-56"
      >
        {busy ? 'Opening bKash…' : 'Pay with bKash'}
      </button>
    </div>
  );
}

/** What happened on bKash's page, in words, when the shopper comes back without a payment. */
export const BKASH_RETURN_MESSAGES: Record<string, string> = {
  cancelled: 'You cancelled the bKash payment. Your cart is as it was: pay again, or choose another way to pay.',
  failed: 'bKash did not complete the payment, so nothing was taken. Try again, or choose another way to pay.',
  unavailable:
    'bKash is not answering right now. If money was taken from your account, your order shows as paid within a few minutes; otherwise try again.',
  unknown: 'We could not match that bKash payment to an order. Nothing was charged here: please try again.',
};
