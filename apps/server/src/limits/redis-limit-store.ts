import { Redis } from 'ioredis';
import type { LimitStore } from './limit-store';

/** Counters as Redis keys that expire with their window, so nothing needs sweeping. */
export function createRedisLimitStore(url: string, prefix = 'alankar:limit:'): LimitStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  return {
    async hit(key, windowMs, now = Date.now()) {
      // One transaction: start the window if there is none, count, and read what is left of it.
      const results = await redis.multi().set(prefix + key, 0, 'PX', windowMs, 'NX').incr(prefix + key).pttl(prefix + key).exec();
      if (!results) throw new Error('the limit transaction was aborted');
      const [, [incrError, count], [ttlError, ttl]] = results as [unknown, [Error | null, number], [Error | null, number]];
      const failed = incrError ?? ttlError;
      if (failed) throw failed;
      return { count, resetAt: now + Math.max(ttl, 0) };
    },
    async peek(key, now = Date.now()) {
      const [[, count], [, ttl]] = (await redis.multi().get(prefix + key).pttl(prefix + key).exec()) as [
        [Error | null, string | null],
        [Error | null, number],
      ];
      return count === null || ttl <= 0 ? null : { count: Number(count), resetAt: now + ttl };
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
    async sweep() {
      // Redis expires the keys itself.
    },
    async close() {
      await redis.quit();
    },
  };
}
