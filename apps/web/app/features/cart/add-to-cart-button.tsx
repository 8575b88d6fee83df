import { useEffect, useRef, useState } from 'react';
import type { ProductCardData } from '@alankar/shared/catalogue';
import { cart } from './cart-store';

export const ADDED_STATE_MS = 3500;

interface AddToCartButtonProps {
  product: ProductCardData;
  quantity?: number;
  className?: string;
}

/** Adds the product and says '✔ Added' in green for a moment, as shoppers expect a sign it worked. */
export function AddToCartButton({ product, quantity = 1, className = '' }: AddToCartButtonProps) {
  const [added, setAdded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const outOfStock = product.stock <= 0;
  return (
    <button
      type="button"
      disabled={outOfStock}
      onClick={() => {
        cart.add(product, quantity);
        setAdded(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setAdded(false), ADDED_STATE_MS);
      }}
      className={`btn w-full ${added ? 'bg-success text-white' : 'btn-primary'} ${className}`}
    >
      <span aria-live="polite">{added ? '✔ Added' : outOfStock ? 'Stock Out' : 'Add to cart'}</span>
    </button>
  );
}
