import type { en } from './en';

/** The shape every language's messages share: the English messages' keys, any wording. */
export type Words = typeof en;

/**
 * A message with its `{placeholders}` filled in: `fill('{count} pieces', { count: 3 })`. Numbers are written in the
 * page's digits by `useWords().fill`; this one leaves them as given.
 */
export function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * The page's messages, gathered from the loaders of the routes it is made of (the root sends the frame's, each route
 * its own). A namespace no loader sent is a mistake in that route's loader, named as such rather than left `undefined`.
 */
export function wordsOfMatches(matches: readonly ({ data?: unknown } | undefined)[], base: Partial<Words> = {}): Words {
  const gathered: Partial<Words> = { ...base };
  for (const match of matches) Object.assign(gathered, (match?.data as { words?: Partial<Words> } | undefined)?.words);
  return new Proxy(gathered as Words, {
    get(target, namespace) {
      if (typeof namespace !== 'string' || namespace in target) return target[namespace as keyof Words];
      throw new Error(`No loader of this page sent the "${namespace}" messages: add them to its route's loader.`);
    },
  });
}

/**
 * The page's messages for a route's `meta`, which runs outside React: a namespace may be missing (the route's loader
 * failed, or the root's did), so each is read with `?.` and a fallback.
 */
export function metaWords(matches: readonly ({ data?: unknown } | undefined)[]): Partial<Words> {
  const gathered: Partial<Words> = {};
  for (const match of matches) Object.assign(gathered, (match?.data as { words?: Partial<Words> } | undefined)?.words);
  return gathered;
}
