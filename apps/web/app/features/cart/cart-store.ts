import { useSyncExternalStore } from 'react';
import type { ProductCardData } from '@alankar/shared/catalogue';

export interface CartItem {
  _id: string;
  title: string;
  image: string;
  price: number;
  category: string;
  quantity: number;
  /** Stock when the item was added: quantities never go above it. */
  stock: number;
}

export interface CartState {
  items: CartItem[];
  isCartOpen: boolean;
}

export const CART_STORAGE_KEY = 'cartItems';

const EMPTY: CartState = { items: [], isCartOpen: false };
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

function ensureLoaded(): void {
  if (loaded || typeof window === 'undefined') return;
  loaded = true;
  state = { ...state, items: readStoredItems() };
  // Another tab changed the cart.
  window.addEventListener('storage', (event) => {
    if (event.key !== CART_STORAGE_KEY) return;
    state = { ...state, items: readStoredItems() };
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
    const { _id, title, image, price, category, stock } = product;
    setItems(
      existing
        ? state.items.map((item) =>
            item._id === _id ? { ...item, price, stock, quantity: clamp(item.quantity + quantity, stock) } : item,
          )
        : [...state.items, { _id, title, image, price, category, stock, quantity: clamp(quantity, stock) }],
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
