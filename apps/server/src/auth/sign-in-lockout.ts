/**
 * Counts failed sign-ins per email. Most shoppers here share carrier-grade NAT addresses, so the
 * real protection against password guessing is per account, not per address.
 * Kept in memory: the shop runs as one process, and a restart only forgives early.
 */
export function createSignInLockout({ maxFailures, windowMs }: { maxFailures: number; windowMs: number }) {
  const failures = new Map<string, number[]>();

  function recent(email: string, now: number): number[] {
    const kept = (failures.get(email) ?? []).filter((at) => now - at < windowMs);
    if (kept.length) failures.set(email, kept);
    else failures.delete(email);
    return kept;
  }

  return {
    /** Seconds until this email may try again, or 0. */
    retryAfterSeconds(email: string, now = Date.now()): number {
      const kept = recent(email, now);
      if (kept.length < maxFailures) return 0;
      return Math.ceil((kept[kept.length - maxFailures]! + windowMs - now) / 1000);
    },
    recordFailure(email: string, now = Date.now()): void {
      failures.set(email, [...recent(email, now), now]);
    },
    clear(email: string): void {
      failures.delete(email);
    },
  };
}

export type SignInLockout = ReturnType<typeof createSignInLockout>;
