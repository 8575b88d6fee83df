import { useEffect, useRef, useState } from 'react';
import { showToast } from '~/ui/toast';
import { useWords } from '~/words/use-words';
import { cart, type CartPiece } from './cart-store';
import { takeEarlyTap } from './early-taps';

export const ADDED_STATE_MS = 3500;

interface AddToCartButtonProps {
  /** A card's piece, or a product page's in the size chosen. */
  product: CartPiece;
  quantity?: number;
  className?: string;
}

/**
 * Adds the product and says '✔ Added' in green for a moment, with a word at the bottom of the screen, as shoppers
 * expect a sign it worked. A tap made before the page was interactive counts too, as soon as it is.
 */
export function AddToCartButton({ product, quantity = 1, className = '' }: AddToCartButtonProps) {
  const [added, setAdded] = useState(false);
  const { t, num, fill } = useWords();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function add() {
    cart.add(product, quantity);
    setAdded(true);
    const title = product.variantTitle ? `${product.title} (${num(product.variantTitle)})` : product.title;
    showToast(fill(t.cart.addedToast, { title }));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAdded(false), ADDED_STATE_MS);
  }

  useEffect(() => {
    if (!takeEarlyTap(product._id)) return;
    // Once, as soon as the button is live.
    const early = setTimeout(add, 0);
    return () => clearTimeout(early);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const outOfStock = product.stock <= 0;
  return (
    <button
      type="button"
      disabled={outOfStock}
      data-add-to-cart={product._id}
      onClick={add}
      className={`btn w-full ${added ? 'bg-success text-white' : 'btn-primary'} ${className}`}
    >
      <span aria-live="polite">{added ? t.cart.added : outOfStock ? t.cart.stockOut : t.cart.addToCart}</span>
    </button>
  );
}
