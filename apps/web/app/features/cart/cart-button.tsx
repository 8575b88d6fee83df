import ShoppingBag from 'lucide-icon/shopping-bag';
import { useWords } from '~/words/use-words';
import { cart, itemCount, useCart } from './cart-store';

export function CartButton() {
  const { items, isCartOpen } = useCart();
  const count = itemCount(items);
  const { t, num, fill } = useWords();
  return (
    <button
      type="button"
      onClick={() => cart.toggle()}
      aria-expanded={isCartOpen}
      aria-controls="cart-panel"
      aria-label={fill(count === 1 ? t.cart.buttonOne : t.cart.buttonMany, { count })}
      className="relative inline-flex size-11 items-center justify-center"
    >
      <ShoppingBag aria-hidden="true" className="size-5" strokeWidth={1.5} />
      <span
        data-testid="cart-count"
        className="absolute top-1 right-0.5 min-w-5 rounded-full bg-gold-soft px-1 text-center text-[0.6875rem] leading-5 font-semibold text-white"
      >
        {num(count)}
      </span>
    </button>
  );
}
