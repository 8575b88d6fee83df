import { lazy, Suspense, useState } from 'react';
import type { CartQuote } from '@alankar/shared/cart-schemas';
import { useWords } from '~/words/use-words';
import { useCart } from './cart-store';

const DiscountCodeForm = lazy(() => import('./discount-code-form'));

/**
 * "Have a discount code?": the shopper types a code and the cart's quote says what it takes off, or why it doesn't
 * apply. The code is kept with the cart until it is removed or the order is placed. Most shoppers never open it, so
 * what it draws once opened is fetched then, not with the page.
 */
export function DiscountCodeField({ quote }: { quote: CartQuote | null }) {
  const { discountCode } = useCart();
  const { t } = useWords();
  const [open, setOpen] = useState(false);
  const haveCode = (
    <button
      type="button"
      onClick={() => setOpen(true)}
      className="text-sm text-taupe underline underline-offset-4 hover:text-ink"
    >
      {t.cart.haveCode}
    </button>
  );
  if (!discountCode && !open) return haveCode;
  return (
    <Suspense fallback={discountCode ? <p className="text-sm text-taupe">…</p> : haveCode}>
      <DiscountCodeForm quote={quote} onOpenChange={setOpen} />
    </Suspense>
  );
}
