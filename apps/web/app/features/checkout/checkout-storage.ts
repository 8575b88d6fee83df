import type { ShippingAddress } from '@alankar/shared/order-schemas';

/** The checkout's memory in the browser: the spec keeps the address and the step in localStorage. */
const ADDRESS_KEY = 'shippingAddress';
const STEP_KEY = 'checkoutStep';
/** One idempotency key per checkout attempt, for this tab only. */
const ATTEMPT_KEY = 'checkoutAttempt';

export type CheckoutStep = 'auth' | 'payment';

/** What a saved address must have to be sent: older ones (a typed city, no district) fill the form, nothing more. */
const REQUIRED = ['name', 'number', 'address', 'district', 'area'] as const;
const TEXT = ['name', 'customerEmail', 'number', 'address', 'city', 'district', 'area', 'note'] as const;

/** The address this browser saved last, as far as it goes (to fill the form). */
export function readShippingDraft(): Partial<ShippingAddress> {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(ADDRESS_KEY) ?? 'null') as Record<string, unknown> | null;
    return Object.fromEntries(TEXT.flatMap((field) => (typeof parsed?.[field] === 'string' ? [[field, parsed[field]]] : [])));
  } catch {
    return {};
  }
}

/** The saved address, when it is complete enough to place an order with. */
export function readShippingAddress(): ShippingAddress | null {
  const draft = readShippingDraft();
  if (!REQUIRED.every((field) => draft[field])) return null;
  return { name: '', customerEmail: '', number: '', address: '', city: '', district: null, area: null, note: '', ...draft };
}

export function saveShippingAddress(address: ShippingAddress): void {
  window.localStorage.setItem(ADDRESS_KEY, JSON.stringify(address));
  window.localStorage.setItem(STEP_KEY, 'payment' satisfies CheckoutStep);
}

export function checkoutStep(): CheckoutStep {
  return window.localStorage.getItem(STEP_KEY) === 'payment' ? 'payment' : 'auth';
}

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; a shop opened over plain http on a local network still gets a random key.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The key for placing this order: the same while the order (its body) stays the same, so a retry after a
 * lost answer or a double click finds the first order; a changed cart or address is a new attempt.
 */
export function attemptKey(body: unknown): string {
  const fingerprint = JSON.stringify(body);
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(ATTEMPT_KEY) ?? 'null') as { key?: string; fingerprint?: string } | null;
    if (saved?.key && saved.fingerprint === fingerprint) return saved.key;
  } catch {
    // A damaged entry is replaced below.
  }
  const key = newKey();
  window.sessionStorage.setItem(ATTEMPT_KEY, JSON.stringify({ key, fingerprint }));
  return key;
}

/** The order went through: the next checkout is a new attempt. The address stays to fill in next time. */
export function finishCheckout(): void {
  window.sessionStorage.removeItem(ATTEMPT_KEY);
  window.localStorage.setItem(STEP_KEY, 'auth' satisfies CheckoutStep);
}
