import type { LimitStore } from '../limits/limit-store';

/**
 * Counts failed sign-ins per email. Most shoppers here share carrier-grade NAT addresses, so the
 * real protection against password guessing is per account, not per address. The counts live in
 * the shared limit store, so every shop process sees the same ones.
 */
export function createSignInLockout({ store, maxFailures, windowMs }: { store: LimitStore; maxFailures: number; windowMs: number }) {
  const keyOf = (email: string) => `sign-in-failures:${email}`;
  return {
    /** Seconds until this email may try again, or 0. */
    async retryAfterSeconds(email: string, now = Date.now()): Promise<number> {
      const counter = await store.peek(keyOf(email), now);
      if (!counter || counter.count < maxFailures) return 0;
      return Math.ceil((counter.resetAt - now) / 1000);
    },
    async recordFailure(email: string, now = Date.now()): Promise<void> {
      await store.hit(keyOf(email), windowMs, now);
    },
    async clear(email: string): Promise<void> {
      await store.clear(keyOf(email));
    },
  };
}

export type SignInLockout = ReturnType<typeof createSignInLockout>;
