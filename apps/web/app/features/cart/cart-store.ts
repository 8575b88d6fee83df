import { useSyncExternalStore } from 'react';
import { saleNow, type ProductCardData } from '@alankar/shared/catalogue';
import { normaliseCode } from '@alankar/shared/discount';
import type { QuotedLine } from '@alankar/shared/cart-schemas';

export interface CartItem {
  _id: string;
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

/** What changed when the cart was brought up to the server's word: shown to the shopper, never silently. */
export type CartNotice =
  | { kind: 'price'; title: string; from: number; to: number }
  | { kind: 'short'; title: string; left: number }
  | { kind: 'sold-out'; title: string }
  | { kind: 'gone'; title: string };

const EMPTY: CartState = { items: [], isCartOpen: false, discountCode: '' };
let state: CartState = EMPTY;
let loaded = false;
const listeners = new Set<() => void>();

function isCartItem(value: unknown): value is CartItem {
  const item = value as Partial<CartItem> | null;
  return (
    typeof item?._id === 'string' &&
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

function clamp(quantity: number, stock: number): number {
  return Math.max(1, Math.min(quantity, stock));
}

export const cart = {
  /** Adds `quantity` of a product; the same product again raises its quantity, never above stock. */
  add(product: ProductCardData, quantity = 1): void {
    ensureLoaded();
    if (product.stock <= 0) return;
    const existing = state.items.find((item) => item._id === product._id);
    const { _id, title, image, category, stock } = product;
    const sale = saleNow(product);
    const price = sale?.price ?? product.price;
    const regularPrice = sale?.regular;
    setItems(
      existing
        ? state.items.map((item) =>
            item._id === _id
              ? { ...item, price, regularPrice, stock, quantity: clamp(item.quantity + quantity, stock) }
              : item,
          )
        : [...state.items, { _id, title, image, price, regularPrice, category, stock, quantity: clamp(quantity, stock) }],
    );
  },
  setQuantity(id: string, quantity: number): void {
    ensureLoaded();
    setItems(state.items.map((item) => (item._id === id ? { ...item, quantity: clamp(quantity, item.stock) } : item)));
  },
  remove(id: string): void {
    ensureLoaded();
    setItems(state.items.filter((item) => item._id !== id));
  },
  clear(): void {
    ensureLoaded();
    setItems([]);
    cart.setDiscountCode('');
  },
  /** Keeps the code the shopper typed; an empty one removes it. */
  setDiscountCode(code: string): void {
    ensureLoaded();
    const discountCode = normaliseCode(code);
    if (discountCode) window.localStorage.setItem(CODE_STORAGE_KEY, discountCode);
    else window.localStorage.removeItem(CODE_STORAGE_KEY);
    state = { ...state, discountCode };
    emit();
  },
  /**
   * Brings the cart up to the server's quote: today's prices, titles and stock, quantities lowered to what is left.
   * A sold-out or vanished piece stays (with no stock) until the shopper removes it. Answers what changed.
   */
  reconcile(lines: readonly QuotedLine[]): CartNotice[] {
    ensureLoaded();
    const notices: CartNotice[] = [];
    let changed = false;
    const items = state.items.map((item) => {
      const line = lines.find((one) => one._id === item._id);
      if (!line) return item;
      if (line.problem === 'gone') {
        notices.push({ kind: 'gone', title: item.title });
        changed ||= item.stock !== 0;
        return { ...item, stock: 0 };
      }
      if (line.price !== item.price)
        notices.push({ kind: 'price', title: line.title, from: item.price, to: line.price });
      if (line.stock === 0) notices.push({ kind: 'sold-out', title: line.title });
      const quantity = line.stock > 0 ? Math.min(item.quantity, line.stock) : item.quantity;
      if (quantity < item.quantity) notices.push({ kind: 'short', title: line.title, left: line.stock });
      const next = {
        ...item,
        title: line.title,
        image: line.image || item.image,
        price: line.price,
        stock: line.stock,
        quantity,
      };
      changed ||= JSON.stringify(next) !== JSON.stringify(item);
      return next;
    });
    if (changed) setItems(items);
    return notices;
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
