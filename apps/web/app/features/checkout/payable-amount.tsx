import { formatTk } from '@alankar/shared/money';

/** The amount to pay, as the server priced the cart; while it is working that out, a placeholder. */
export function PayableAmount({ total }: { total: number | null }) {
  return (
    <p className="mt-2 text-taupe" aria-busy={total === null}>
      Your Payable Amount is{' '}
      <span className="font-semibold text-gold tabular-nums" data-testid="payable-amount">
        {total === null ? '…' : formatTk(total)}
      </span>
    </p>
  );
}
