import type { ProviderMethod } from '@alankar/shared/order';
import { PayableAmount } from './payable-amount';

type HostedMethod = Exclude<ProviderMethod, 'card'>;

/** How each provider's own page is introduced, and its button. */
const HOSTED: Record<HostedMethod, { title: string; explain: string; button: string; busy: string; tone: string }> = {
  'bkash-checkout': {
    title: 'Pay with bKash',
    explain:
      'You will go to bKash’s secure page to enter your bKash number, the code bKash sends you and your PIN, then come back here. Your order is confirmed as soon as bKash tells us the payment went through.',
    button: 'Pay with bKash',
    busy: 'Opening bKash…',
    tone: 'bg-[#e2136e] text-white hover:bg-[#c70f60]',
  },
  sslcommerz: {
    title: 'Card, Nagad, Rocket or bank',
    explain:
      'You will go to SSLCommerz’s secure page to pay by Visa, Mastercard or Amex, bKash, Nagad, Rocket or internet banking, then come back here. Your order is confirmed as soon as SSLCommerz tells us the payment went through.',
    button: 'Continue to secure payment',
    busy: 'Opening SSLCommerz…',
    tone: 'bg-emerald text-white hover:bg-emerald/90',
  },
};

/** Pay on the provider's own page (bKash, SSLCommerz); the server confirms the payment with the provider. */
export function HostedPayment({
  method,
  total,
  busy,
  onPay,
}: {
  method: HostedMethod;
  /** Null until the server has priced the cart. */
  total: number | null;
  busy: boolean;
  onPay: () => void;
}) {
  const copy = HOSTED[method];
  return (
    <div>
      <h3 className="text-2xl">{copy.title}</h3>
      <PayableAmount total={total} />
      <p className="mt-1 text-sm text-taupe">{copy.explain}</p>
      <button
        type="button"
        onClick={onPay}
        disabled={busy || total === null}
        aria-busy={busy}
        className={`btn mt-6 w-full sm:w-auto sm:min-w-56 ${copy.tone}`}
      >
        {busy ? copy.busy : copy.button}
      </button>
    </div>
  );
}

const PROVIDER_WORD: Record<ProviderMethod, string> = {
  card: 'The card service',
  'bkash-checkout': 'bKash',
  sslcommerz: 'SSLCommerz',
};

/** What happened on a provider's page, in words, when the shopper comes back without a finished payment. */
export function returnMessage(method: ProviderMethod, outcome: string): string | null {
  const who = PROVIDER_WORD[method];
  switch (outcome) {
    case 'cancelled':
      return `You cancelled the ${method === 'bkash-checkout' ? 'bKash ' : ''}payment. Your cart is as it was: pay again, or choose another way to pay.`;
    case 'failed':
      return `${who} did not complete the payment, so nothing was taken. Try again, or choose another way to pay.`;
    case 'unavailable':
      return `${who} is not answering right now. If money was taken from your account, your order shows as paid within a few minutes; otherwise try again.`;
    case 'unknown':
      return `We could not match that payment to an order. Nothing was charged here: please try again.`;
    default:
      return null;
  }
}
