import { useId, useState, type FormEvent } from 'react';
import X from 'lucide-icon/x';
import type { CartQuote } from '@alankar/shared/cart-schemas';
import { useWords } from '~/words/use-words';
import { cart, useCart } from './cart-store';

/**
 * The discount code once the shopper opened the field: the form to type one into, or what the cart's quote says of the
 * code kept (what it takes off, or why it doesn't apply) with a button to remove it.
 */
export default function DiscountCodeForm({
  quote,
  onOpenChange,
}: {
  quote: CartQuote | null;
  /** Whether the field stays open once its code is removed (to correct a refused one) or closes. */
  onOpenChange: (open: boolean) => void;
}) {
  const { discountCode } = useCart();
  const { t, tk, fill } = useWords();
  const [typed, setTyped] = useState('');
  const id = useId();
  const applied = quote?.appliedDiscount ?? null;
  const refusal = quote?.discountRefusal ?? null;

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (typed.trim()) cart.setDiscountCode(typed);
  }

  if (discountCode && (applied || refusal || !quote)) {
    const message = applied
      ? fill(applied.kind === 'free-delivery' ? t.cart.freeDeliveryApplied : t.cart.codeApplied, {
          code: applied.code,
          amount: tk(applied.amount),
        })
      : refusal
        ? fill(t.cart.codeProblem[refusal.problem], { code: refusal.code, amount: tk(refusal.minSubtotal) })
        : '…';
    return (
      <div className="flex items-start justify-between gap-3 text-sm" data-testid="discount-code">
        <p role="status" className={refusal ? 'text-danger' : 'font-medium text-emerald'}>
          {message}
        </p>
        <button
          type="button"
          onClick={() => {
            cart.setDiscountCode('');
            // A refused code stays in the field to be corrected.
            setTyped(refusal ? discountCode : '');
            onOpenChange(Boolean(refusal));
          }}
          aria-label={fill(t.cart.removeCode, { code: discountCode })}
          className="-m-2 inline-flex size-9 shrink-0 items-center justify-center text-taupe hover:text-ink"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    );
  }

  return (
    <form onSubmit={apply} className="flex items-end gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="mb-1 block text-xs font-medium text-taupe">
          {t.cart.discountCode}
        </label>
        <input
          id={id}
          value={typed}
          onChange={(event) => setTyped(event.target.value.toUpperCase())}
          maxLength={30}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          // Opened by the shopper to type into.
          autoFocus
          className="field uppercase"
        />
      </div>
      <button type="submit" className="btn btn-outline">
        {t.cart.apply}
      </button>
    </form>
  );
}
