import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { createReadCache } from './read-cache';
import { followChanges } from './change-feed';

/** A load the test finishes when it wants to. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('read cache', () => {
  it('answers a repeated read from memory until a write to its topic', async () => {
    const cache = createReadCache(1024 * 1024);
    let loads = 0;
    const load = async () => ({ loads: ++loads });

    expect(await cache.read('a', ['products'], load)).toEqual({ loads: 1 });
    expect(await cache.read('a', ['products'], load)).toEqual({ loads: 1 });
    cache.invalidate('blogs');
    expect(await cache.read('a', ['products'], load)).toEqual({ loads: 1 });
    cache.invalidate('products');
    expect(await cache.read('a', ['products'], load)).toEqual({ loads: 2 });
    cache.invalidate('all');
    expect(await cache.read('a', ['products'], load)).toEqual({ loads: 3 });
    expect(cache.stats).toMatchObject({ hits: 2, misses: 3, entries: 1 });
  });

  it('loads once for readers that arrive together', async () => {
    const cache = createReadCache(1024 * 1024);
    const load = deferred<string>();
    let loads = 0;
    const reads = [1, 2, 3].map(() => cache.read('a', ['products'], () => (loads++, load.promise)));
    load.resolve('answer');
    expect(await Promise.all(reads)).toEqual(['answer', 'answer', 'answer']);
    expect(loads).toBe(1);
  });

  it('does not keep an answer whose load started before a write', async () => {
    const cache = createReadCache(1024 * 1024);
    const before = deferred<string>();
    const stale = cache.read('a', ['products'], () => before.promise);
    cache.invalidate('products');
    // A reader arriving after the write does not share the load that began before it.
    const fresh = cache.read('a', ['products'], async () => 'after the write');
    before.resolve('before the write');

    expect(await stale).toBe('before the write');
    expect(await fresh).toBe('after the write');
    expect(await cache.read('a', ['products'], async () => 'loaded again')).toBe('after the write');
  });

  it('forgets a failed load, so the next read tries again', async () => {
    const cache = createReadCache(1024 * 1024);
    await expect(cache.read('a', ['blogs'], () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await cache.read('a', ['blogs'], async () => 'back')).toBe('back');
  });

  it('keeps at most its size, dropping the least recently read first', async () => {
    const cache = createReadCache(1000);
    const text = (fill: string) => async () => fill.repeat(200);
    for (const key of ['a', 'b', 'c', 'd']) await cache.read(key, ['products'], text(key));
    await cache.read('a', ['products'], text('x')); // a is now the most recent
    await cache.read('e', ['products'], text('e')); // five answers are over 1000 bytes: b goes

    expect(cache.stats).toMatchObject({ entries: 4, bytes: 804 });
    expect(await cache.read('a', ['products'], text('new'))).toBe('a'.repeat(200));
    expect(await cache.read('b', ['products'], text('new'))).toBe('new'.repeat(200));
  });

  it('does not let one answer bigger than a quarter of its size push out the rest', async () => {
    const cache = createReadCache(1000);
    await cache.read('a', ['products'], async () => 'a'.repeat(200));
    expect(await cache.read('huge', ['products'], async () => 'h'.repeat(300))).toHaveLength(300);
    expect(cache.stats.entries).toBe(1);
  });

  it('keeps nothing when its size is 0', async () => {
    const cache = createReadCache(0);
    let loads = 0;
    await cache.read('a', ['products'], async () => ++loads);
    await cache.read('a', ['products'], async () => ++loads);
    expect(loads).toBe(2);
  });

  it('hands out answers that no reader can change for the others', async () => {
    const cache = createReadCache(1024 * 1024);
    const answer = await cache.read('a', ['products'], async () => ({ products: [{ stock: 3 }] }));
    expect(() => {
      answer.products[0]!.stock = 0;
    }).toThrow(TypeError);
    expect((await cache.read('a', ['products'], async () => ({ products: [{ stock: 0 }] }))).products[0]?.stock).toBe(
      3,
    );
  });
});

describe('change feed', () => {
  it('drops the changed table on each notification, and everything when listening (re)starts', async () => {
    const cache = createReadCache(1024 * 1024);
    const listeners: { message: (payload: string) => void; listening: () => void }[] = [];
    const database = {
      listen: async (_channel: string, message: (payload: string) => void, listening: () => void) => {
        listeners.push({ message, listening });
        listening();
        return async () => {};
      },
    } as unknown as DatabaseHandle;
    await followChanges(database, cache);
    const feed = listeners[0]!;
    let loads = 0;
    const read = (key: string, topic: 'products' | 'blogs') => cache.read(key, [topic], async () => ++loads);

    await read('p', 'products');
    await read('b', 'blogs');
    feed.message('blogs');
    expect([await read('p', 'products'), await read('b', 'blogs')]).toEqual([1, 3]);
    feed.listening(); // reconnected: notifications may have been missed
    expect([await read('p', 'products'), await read('b', 'blogs')]).toEqual([4, 5]);
    feed.message('a table the cache has never heard of');
    expect(await read('p', 'products')).toBe(6);
  });
});
