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

/** The page's messages for a route's `meta`, which runs outside React: the root loader's, as `useWords` reads them. */
export function metaWords(matches: readonly ({ id: string; data?: unknown } | undefined)[]): Words | undefined {
  const root = matches.find((match) => match?.id === 'root')?.data as { words?: Words } | undefined;
  return root?.words;
}
