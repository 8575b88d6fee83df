import { useNonce } from '~/lib/nonce';

/**
 * A script the server writes into the page, with the page's nonce; it runs once, from the server's HTML. Pass
 * `import.meta.env.SSR ? text : ''` so Vite drops the text from the browser's bundle; hydration keeps what is there.
 */
export function InlineScript({ text }: { text: string }) {
  return <script nonce={useNonce()} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: text }} />;
}
