import type { QuotedLine } from '@alankar/shared/cart-schemas';
import { cart, clamp, lineKey, type CartItem, type CartNotice } from './cart-store';

/*
 * Bringing the cart up to the server's quote: needed only where a quote is asked for (the cart panel, the checkout),
 * so every other page loads none of it.
 */

/**
 * The quote's line for `item` of `items`: the one for its variant. An item that names none (a piece sold one way, or
 * a cart from before sizes) takes its product's line that no other item of the cart names.
 */
export function quotedLineOf(
  item: Pick<CartItem, '_id' | 'variantId'>,
  lines: readonly QuotedLine[],
  items: readonly Pick<CartItem, '_id' | 'variantId'>[],
): QuotedLine | undefined {
  const ofProduct = lines.filter((line) => line._id === item._id);
  if (item.variantId) {
    return (
      ofProduct.find((line) => line.variantId === item.variantId) ??
      ofProduct.find((line) => line.variantId === null && line.problem === 'gone')
    );
  }
  const named = new Set(items.filter((other) => other._id === item._id).map((other) => other.variantId));
  return ofProduct.find((line) => line.variantId === null || !named.has(line.variantId)) ?? ofProduct[0];
}

/** Lines that came to name the same variant (a piece priced before its variant was known) become one. */
function mergeSameLines(items: readonly CartItem[]): CartItem[] {
  const merged = new Map<string, CartItem>();
  for (const item of items) {
    const key = lineKey(item);
    const before = merged.get(key);
    merged.set(key, before ? { ...before, quantity: clamp(before.quantity + item.quantity, before.stock) } : item);
  }
  return [...merged.values()];
}

/**
 * Brings the cart up to the server's quote: today's prices, titles, sizes' names and stock, quantities lowered to
 * what is left. A sold-out or vanished piece stays (with no stock) until the shopper removes it, and so does one whose
 * size was never chosen. Answers what changed.
 */
export function reconcile(lines: readonly QuotedLine[]): CartNotice[] {
  const current = cart.current();
  const notices: CartNotice[] = [];
  let changed = false;
  const items = current.map((item) => {
    const line = quotedLineOf(item, lines, current);
    if (!line) return item;
    if (line.problem === 'gone') {
      notices.push({ kind: 'gone', title: item.title, variant: item.variantTitle });
      changed ||= item.stock !== 0;
      return { ...item, stock: 0 };
    }
    if (line.problem === 'choose') {
      notices.push({ kind: 'choose', title: line.title });
      changed ||= line.title !== item.title;
      return { ...item, title: line.title };
    }
    const named = { title: line.title, variant: line.variantTitle || undefined };
    if (line.price !== item.price) notices.push({ kind: 'price', ...named, from: item.price, to: line.price });
    if (line.stock === 0) notices.push({ kind: 'sold-out', ...named });
    const quantity = line.stock > 0 ? Math.min(item.quantity, line.stock) : item.quantity;
    if (quantity < item.quantity) notices.push({ kind: 'short', ...named, left: line.stock });
    const next: CartItem = {
      ...item,
      // A piece sold one way is kept without its variant: should it later come in sizes, the cart asks for one.
      ...(line.variantId && line.variantTitle ? { variantId: line.variantId } : {}),
      variantTitle: line.variantTitle || undefined,
      title: line.title,
      image: line.image || item.image,
      price: line.price,
      regularPrice: line.regularPrice > line.price ? line.regularPrice : undefined,
      stock: line.stock,
      quantity,
    };
    changed ||= JSON.stringify(next) !== JSON.stringify(item);
    return next;
  });
  if (changed) cart.replace(mergeSameLines(items));
  return notices;
}
