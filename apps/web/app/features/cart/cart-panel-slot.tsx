import { onDemand } from '~/lib/on-demand';
import { useCart } from './cart-store';

const { Component: CartPanel, usePrefetch: usePrefetchCartPanel } = onDemand(() =>
  import('./cart-panel').then((module) => module.CartPanel),
);

/** Where the cart panel opens: its code arrives after the page is interactive, before a shopper taps the cart. */
export function CartPanelSlot() {
  const { isCartOpen } = useCart();
  usePrefetchCartPanel();
  return isCartOpen ? <CartPanel /> : null;
}
