import type { LimitStore } from '../limits/limit-store';

/** The longest one sign-in is held back when an account is under attack. */
const MAX_SLOW_DOWN_MS = 3_000;

export interface SignInLimits {
  /** Failed sign-ins for one email from one address before that address must wait. */
  perPair: number;
  /** Failed sign-ins from one address, for any emails, before it must wait. */
  perAddress: number;
  /** Failed sign-ins for one email, from anywhere, after which each further try is slowed down (never refused). */
  slowAfter: number;
  windowMs: number;
}

/**
 * Keeps password guessing slow without handing anyone a lock on someone else's account. Failures are counted per
 * (email, address), per address and per email: the first two make that address wait, so an attacker only locks
 * themselves out; the last only slows each further try for that email down, so the owner can still sign in from their
 * own phone (and from a shared address, with an emailed link). Counts live in the shared limit store, so every shop
 * process sees the same ones.
 */
export function createSignInLockout({ store, limits }: { store: LimitStore; limits: SignInLimits }) {
  const pairKey = (email: string, address: string) => `sign-in-failures:${email}|${address}`;
  const addressKey = (address: string) => `sign-in-failures-from:${address}`;
  const emailKey = (email: string) => `sign-in-failures:${email}`;
  return {
    /** Before a password sign-in: how long this address must still wait (0: go ahead), and how long to hold it back. */
    async check(email: string, address: string, now = Date.now()): Promise<{ retryAfterSeconds: number; delayMs: number }> {
      const [pair, from, account] = await Promise.all([
        store.peek(pairKey(email, address), now),
        store.peek(addressKey(address), now),
        store.peek(emailKey(email), now),
      ]);
      const waits = [
        pair && pair.count >= limits.perPair ? pair.resetAt : 0,
        from && from.count >= limits.perAddress ? from.resetAt : 0,
      ];
      const until = Math.max(...waits);
      const over = account ? account.count - limits.slowAfter + 1 : 0;
      return {
        retryAfterSeconds: until > now ? Math.ceil((until - now) / 1000) : 0,
        delayMs: over > 0 ? Math.min(MAX_SLOW_DOWN_MS, over * 250) : 0,
      };
    },
    async recordFailure(email: string, address: string, now = Date.now()): Promise<void> {
      await Promise.all([
        store.hit(pairKey(email, address), limits.windowMs, now),
        store.hit(addressKey(address), limits.windowMs, now),
        store.hit(emailKey(email), limits.windowMs, now),
      ]);
    },
    /** The owner got in: their email's failures are forgiven, and so is this address for it. */
    async clear(email: string, address: string): Promise<void> {
      await Promise.all([store.clear(pairKey(email, address)), store.clear(emailKey(email))]);
    },
  };
}

export type SignInLockout = ReturnType<typeof createSignInLockout>;
