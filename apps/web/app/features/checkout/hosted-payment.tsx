import type { ProviderMethod } from '@alankar/shared/order';
import { useWords } from '~/words/use-words';
import { fill, type Words } from '~/words/words';
import { PayableAmount } from './payable-amount';

type HostedMethod = Exclude<ProviderMethod, 'card'>;

/** Each provider's button, in its own colours. */
const TONE: Record<HostedMethod, string> = {
  'bkash-checkout': 'bg-[#e2136e] text-white hover:bg-[#c70f60]',
  sslcommerz: 'bg-emerald text-white hover:bg-emerald/90',
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
  const { t } = useWords();
  const copy = t.payment.hosted[method];
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
        className={`btn mt-6 w-full sm:w-auto sm:min-w-56 ${TONE[method]}`}
      >
        {busy ? copy.busy : copy.button}
      </button>
    </div>
  );
}

/** What happened on a provider's page, in words, when the shopper comes back without a finished payment. */
export function returnMessage(method: ProviderMethod, outcome: string, words: Words['payment']): string | null {
  const who = words.providers[method];
  switch (outcome) {
    case 'cancelled':
      return method === 'bkash-checkout' ? words.returned.cancelledBkash : words.returned.cancelled;
    case 'failed':
      return fill(words.returned.failed, { who });
    case 'unavailable':
      return fill(words.returned.unavailable, { who });
    case 'unknown':
      return words.returned.unknown;
    default:
      return null;
  }
}
