import { useSyncExternalStore } from 'react';
import { saleNow, type ProductCardData } from '@alankar/shared/catalogue';

export interface CartItem {
  /** The product's id. */
  _id: string;
  /** The size or length chosen, for a piece sold in several (none for a piece sold one way). */
  variantId?: string;
  /** "Ring size 7", in the language of the page that last priced it. */
  variantTitle?: string;
  title: string;
  image: string;
  /** What one piece costs today (its sale price while a sale is on). */
  price: number;
  /** Its regular price, when a sale makes `price` lower. */
  regularPrice?: number;
  category: string;
  quantity: number;
  /** Stock when the item was added: quantities never go above it. */
  stock: number;
}

export interface CartState {
  items: CartItem[];
  isCartOpen: boolean;
  /** The discount code the shopper typed (the server says whether it applies); empty for none. */
  discountCode: string;
}

export const CART_STORAGE_KEY = 'cartItems';
export const CODE_STORAGE_KEY = 'discountCode';

/** A piece as it goes into the cart: a card's, or a product page's with the size or length chosen. */
export type CartPiece = Pick<
  ProductCardData,
  '_id' | 'title' | 'image' | 'category' | 'price' | 'stock' | 'salePrice' | 'saleStartsAt' | 'saleEndsAt'
> &
  Pick<CartItem, 'variantId' | 'variantTitle'>;

/**
 * What changed when the cart was brought up to the server's word: shown to the shopper, never silently. `variant`
 * names the size, when the piece has sizes.
 */
export type CartNotice = (
  | { kind: 'price'; title: string; from: number; to: number }
  | { kind: 'short'; title: string; left: number }
  | { kind: 'sold-out'; title: string }
  | { kind: 'gone'; title: string }
  | { kind: 'choose'; title: string }
) & { variant?: string };

/** A line of the cart: a piece in one size (the same ring in two sizes is two lines). */
export function lineKey(item: Pick<CartItem, '_id' | 'variantId'>): string {
  return `${item._id}/${item.variantId ?? ''}`;
}

const EMPTY: CartState = { items: [], isCartOpen: false, discountCode: '' };
let state: CartState = EMPTY;
let loaded = false;
const listeners = new Set<() => void>();

function isCartItem(value: unknown): value is CartItem {
  const item = value as Partial<CartItem> | null;
  return (
    typeof item?._id === 'string' &&
    (item.variantId === undefined || typeof item.variantId === 'string') &&
    typeof item.title === 'string' &&
    typeof item.price === 'number' &&
    Number.isInteger(item.quantity) &&
    (item.quantity ?? 0) > 0
  );
}

function readStoredItems(): CartItem[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(isCartItem).map((item) => ({ ...item, stock: item.stock ?? item.quantity }))
      : [];
  } catch {
    return [];
  }
}

function readStoredCode(): string {
  return (window.localStorage.getItem(CODE_STORAGE_KEY) ?? '').slice(0, 30);
}

function ensureLoaded(): void {
  if (loaded || typeof window === 'undefined') return;
  loaded = true;
  state = { ...state, items: readStoredItems(), discountCode: readStoredCode() };
  // Another tab changed the cart.
  window.addEventListener('storage', (event) => {
    if (event.key !== CART_STORAGE_KEY && event.key !== CODE_STORAGE_KEY) return;
    state = { ...state, items: readStoredItems(), discountCode: readStoredCode() };
    emit();
  });
}

function emit(): void {
  for (const listener of listeners) listener();
}

function setItems(items: CartItem[]): void {
  state = { ...state, items };
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  emit();
}

/** A line's quantity kept between 1 and the stock. */
export function clamp(quantity: number, stock: number): number {
  return Math.max(1, Math.min(quantity, stock));
}

export const cart = {
  /**
   * Adds `quantity` of a piece (in the size chosen); the same piece in the same size again raises its quantity, never
   * above stock. A size chosen for a line that had none (a cart from before sizes) becomes that line's.
   */
  add(piece: CartPiece, quantity = 1): void {
    ensureLoaded();
    if (piece.stock <= 0) return;
    const { _id, variantId, variantTitle, title, image, category, stock } = piece;
    const existing =
      state.items.find((item) => lineKey(item) === lineKey(piece)) ??
      (variantId ? state.items.find((item) => item._id === _id && !item.variantId) : undefined);
    const sale = saleNow(piece);
    const price = sale?.price ?? piece.price;
    const regularPrice = sale?.regular;
    const chosen = variantId ? { variantId, variantTitle } : {};
    setItems(
      existing
        ? state.items.map((item) =>
            item === existing
              ? {
                  ...item,
                  ...chosen,
                  price,
                  regularPrice,
                  stock,
                  quantity: clamp(item.variantId === variantId ? item.quantity + quantity : quantity, stock),
                }
              : item,
          )
        : [
            ...state.items,
            { _id, ...chosen, title, image, price, regularPrice, category, stock, quantity: clamp(quantity, stock) },
          ],
    );
  },
  /** The line `key` (`lineKey`) to `quantity`, within its stock. */
  setQuantity(key: string, quantity: number): void {
    ensureLoaded();
    setItems(
      state.items.map((item) => (lineKey(item) === key ? { ...item, quantity: clamp(quantity, item.stock) } : item)),
    );
  },
  remove(key: string): void {
    ensureLoaded();
    setItems(state.items.filter((item) => lineKey(item) !== key));
  },
  clear(): void {
    ensureLoaded();
    setItems([]);
    cart.setDiscountCode('');
  },
  /** Keeps the code the shopper typed; an empty one removes it. */
  setDiscountCode(code: string): void {
    ensureLoaded();
    // As the server reads a code (`normaliseCode`), without loading the discount rules on every page.
    const discountCode = code.trim().toUpperCase();
    if (discountCode) window.localStorage.setItem(CODE_STORAGE_KEY, discountCode);
    else window.localStorage.removeItem(CODE_STORAGE_KEY);
    state = { ...state, discountCode };
    emit();
  },
  /** The cart's lines as they are now (for bringing them up to a quote). */
  current(): readonly CartItem[] {
    ensureLoaded();
    return state.items;
  },
  /** Puts `items` in place of the cart's lines (the cart brought up to a quote). */
  replace(items: CartItem[]): void {
    ensureLoaded();
    setItems(items);
  },
  setOpen(isCartOpen: boolean): void {
    ensureLoaded();
    state = { ...state, isCartOpen };
    emit();
  },
  toggle(): void {
    cart.setOpen(!state.isCartOpen);
  },
};

function subscribe(listener: () => void): () => void {
  ensureLoaded();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The cart lives in localStorage, so the server renders it empty and the real contents
 * appear right after hydration (no mismatch).
 */
export function useCart(): CartState {
  return useSyncExternalStore(
    subscribe,
    () => {
      ensureLoaded();
      return state;
    },
    () => EMPTY,
  );
}

export function itemCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}
