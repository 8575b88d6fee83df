import type { AppLoadContext } from 'react-router';

/** The shop's public origin for absolute links (sitemap, social previews): PUBLIC_URL, or the address asked. */
export function shopOrigin(request: Request, context: AppLoadContext): string {
  return (context.publicUrl ?? new URL(request.url).origin).replace(/\/+$/, '');
}
