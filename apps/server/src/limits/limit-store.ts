/** A counter's state: how many events in its window, and when the window ends (ms since the epoch). */
export interface Counter {
  count: number;
  resetAt: number;
}

/**
 * Counters that every shop process shares (sign-in limits), each in a fixed window started by its
 * first event. Kept in the database, or in Redis when REDIS_URL is set; they expire with their window.
 */
export interface LimitStore {
  /** Counts one event; a window that has ended starts again at 1. Atomic across processes. */
  hit(key: string, windowMs: number, now?: number): Promise<Counter>;
  /** The counter as it stands, or null when there is none or its window has ended. */
  peek(key: string, now?: number): Promise<Counter | null>;
  clear(key: string): Promise<void>;
  /** Forgets counters whose window has ended. */
  sweep(now?: number): Promise<void>;
  close(): Promise<void>;
}
