import type { LimitStore } from '../limits/limit-store';
import { AppError } from '../errors';

/** Looking up orders by number and phone: enough for a shopper's typos, too few to guess phone numbers with. */
export const TRACK_LIMITS = {
  perAddress: { count: 20, windowMs: 15 * 60_000 },
  perOrder: { count: 8, windowMs: 60 * 60_000 },
} as const;

/** Counts each order lookup by the asker's address and by the order number asked about; past either limit, a 429. */
export function trackingLimits(store: LimitStore) {
  return {
    async allow(address: string, number: number): Promise<void> {
      const [byAddress, byOrder] = await Promise.all([
        store.hit(`track:address:${address}`, TRACK_LIMITS.perAddress.windowMs),
        store.hit(`track:order:${number}`, TRACK_LIMITS.perOrder.windowMs),
      ]);
      const over = [
        byAddress.count > TRACK_LIMITS.perAddress.count ? byAddress.resetAt : 0,
        byOrder.count > TRACK_LIMITS.perOrder.count ? byOrder.resetAt : 0,
      ];
      const until = Math.max(...over);
      if (until === 0) return;
      const minutes = Math.max(1, Math.ceil((until - Date.now()) / 60_000));
      throw new AppError(
        'too_many_requests',
        `Too many tries to find an order. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again, or message us on WhatsApp.`,
      );
    },
  };
}
