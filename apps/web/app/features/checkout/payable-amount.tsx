import { fillNodes } from '~/words/fill-nodes';
import { useWords } from '~/words/use-words';

/** The amount to pay, as the server priced the cart; while it is working that out, a placeholder. */
export function PayableAmount({ total }: { total: number | null }) {
  const { t, tk } = useWords();
  return (
    <p className="mt-2 text-taupe" aria-busy={total === null}>
      {fillNodes(t.payment.payable, {
        amount: (
          <span className="font-semibold text-gold tabular-nums" data-testid="payable-amount">
            {total === null ? '…' : tk(total)}
          </span>
        ),
      })}
    </p>
  );
}
