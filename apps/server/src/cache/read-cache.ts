/** What a cached answer is made of: a write to any of these tables drops it. */
export const TOPICS = ['products', 'blogs', 'shop_settings', 'users', 'sessions'] as const;
export type Topic = (typeof TOPICS)[number];

/** What the storefront shows: products, posts and the shop's settings. */
export const CATALOGUE: readonly Topic[] = ['products', 'blogs', 'shop_settings'];

export const isTopic = (value: string): value is Topic => (TOPICS as readonly string[]).includes(value);

export interface Mark {
  topics: readonly Topic[];
  generations: number[];
}

interface Entry {
  value: unknown;
  topics: readonly Topic[];
  bytes: number;
  /** Read since it was kept or last spared. */
  read: boolean;
}

export interface ReadCache {
  /**
   * The answer kept for `key`, or `load()`'s, which is then kept until a write touches one of `topics`.
   * Answers are frozen: whoever reads one shares it with every later reader.
   */
  read<T>(key: string, topics: readonly Topic[], load: () => Promise<T>, bytesOf?: (value: T) => number): Promise<T>;
  /** The answer kept for `key`, if any (for answers that may turn out not to be worth keeping: `keep` them). */
  peek<T>(key: string): T | undefined;
  /** Where `topics` stand now: hand it to `keep`, so an answer made before a write is not kept after it. */
  mark(topics: readonly Topic[]): Mark;
  keep<T>(key: string, mark: Mark, value: T, bytes: number): void;
  /** Drops every answer made of `topic` ('all': everything), including loads still under way. */
  invalidate(topic: Topic | 'all'): void;
  readonly stats: { hits: number; misses: number; entries: number; bytes: number };
}

function deepFreeze<T>(value: T): T {
  // Bytes (a compressed answer) can't be frozen; nothing hands them out to be written.
  if (value && typeof value === 'object' && !ArrayBuffer.isView(value) && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const field of Object.values(value)) deepFreeze(field);
  }
  return value;
}

const approximateBytes = (value: unknown) => (typeof value === 'string' ? value.length : JSON.stringify(value).length);

/**
 * A least-recently-used cache of read answers, at most `maxBytes` of them. A load that was under way while
 * its topic changed is answered but not kept, so a write is never hidden by a read that started before it.
 * `maxBytes` 0 keeps nothing (every read loads).
 */
export function createReadCache(maxBytes: number): ReadCache {
  const entries = new Map<string, Entry>();
  const loading = new Map<string, { promise: Promise<unknown>; topics: readonly Topic[] }>();
  const generation = Object.fromEntries(TOPICS.map((topic) => [topic, 0])) as Record<Topic, number>;
  const stats = { hits: 0, misses: 0, entries: 0, bytes: 0 };

  const drop = (key: string, entry: Entry) => {
    entries.delete(key);
    stats.bytes -= entry.bytes;
    stats.entries = entries.size;
  };

  const hit = <T>(key: string): T | undefined => {
    const kept = entries.get(key);
    if (!kept) return undefined;
    stats.hits += 1;
    // Marked rather than moved: a hit, the most frequent thing a cache does, then costs no reordering.
    kept.read = true;
    return kept.value as T;
  };

  const mark = (topics: readonly Topic[]): Mark => ({ topics, generations: topics.map((topic) => generation[topic]) });

  const keep = <T>(key: string, { topics, generations }: Mark, value: T, bytes: number) => {
    if (maxBytes <= 0 || bytes + key.length > maxBytes / 4) return;
    if (topics.some((topic, i) => generation[topic] !== generations[i])) return;
    const old = entries.get(key);
    if (old) drop(key, old);
    entries.set(key, { value: deepFreeze(value), topics, bytes: bytes + key.length, read: false });
    stats.bytes += bytes + key.length;
    // Oldest first; one that was read since is spared once and goes last (a "second chance" LRU).
    for (const [oldest, entry] of entries) {
      if (stats.bytes <= maxBytes) break;
      if (entry.read) {
        entry.read = false;
        entries.delete(oldest);
        entries.set(oldest, entry);
      } else drop(oldest, entry);
    }
    stats.entries = entries.size;
  };

  return {
    stats,
    peek: (key) => (maxBytes > 0 ? hit(key) : undefined),
    mark,
    keep,
    async read<T>(
      key: string,
      topics: readonly Topic[],
      load: () => Promise<T>,
      bytesOf: (value: T) => number = approximateBytes,
    ) {
      if (maxBytes <= 0) return load();
      const kept = hit<T>(key);
      if (kept !== undefined) return kept;
      const under = loading.get(key);
      if (under) return under.promise as Promise<T>;

      stats.misses += 1;
      const started = mark(topics);
      const settle = () => {
        if (loading.get(key)?.promise === promise) loading.delete(key);
      };
      const promise = load().then((value) => {
        settle();
        keep(key, started, value, bytesOf(value));
        return value;
      });
      promise.catch(settle);
      loading.set(key, { promise, topics });
      return promise;
    },
    invalidate(topic) {
      const changed = topic === 'all' ? TOPICS : [topic];
      for (const one of changed) generation[one] += 1;
      for (const [key, entry] of entries) {
        if (entry.topics.some((one) => changed.includes(one))) drop(key, entry);
      }
      // A load already under way answers its own callers but is neither kept nor shared from now on.
      for (const [key, under] of loading) {
        if (under.topics.some((one) => changed.includes(one))) loading.delete(key);
      }
    },
  };
}
