import { langOfPath, type Lang } from '@alankar/shared/lang';
import { bn } from './bn';
import { en } from './en';
import type { Words } from './words';

export type Namespace = keyof Words;

/** The messages of every page's frame (header, footer, cart, chat, alerts), sent with the root. */
export const FRAME_WORDS = ['shell', 'common', 'cart', 'chat', 'newsletter'] as const satisfies readonly Namespace[];

/**
 * Some of one language's messages. Only the server holds both languages; each page gets its own language's, the
 * frame's with the root and the rest with the loader of the route that shows them.
 */
export function wordsFor<N extends Namespace>(lang: Lang, namespaces: readonly N[]): Pick<Words, N> {
  const all = lang === 'bn' ? bn : en;
  return Object.fromEntries(namespaces.map((namespace) => [namespace, all[namespace]])) as Pick<Words, N>;
}

/** The messages a route's page shows, in the language of the address it was asked for. */
export function pageWords<N extends Namespace>(request: Request, namespaces: readonly N[]): Pick<Words, N> {
  return wordsFor(langOfPath(new URL(request.url).pathname), namespaces);
}
