import { shellSettings } from '@alankar/shared/settings';
import { useEffect } from 'react';
import { data, Links, type ShouldRevalidateFunctionArgs, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData } from 'react-router';
import { langOfPath } from '@alankar/shared/lang';
import { may } from '@alankar/shared/policy';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import headingFont from './fonts/cormorant-garamond-latin-600.woff2?url';
import bodyFont from './fonts/inter-latin.woff2?url';
import switchFont from './fonts/noto-sans-bengali-switch.woff2?url';
import { SiteHeader } from '~/features/layout/site-header';
import { SiteFooter } from '~/features/layout/site-footer';
import { CartPanelSlot } from '~/features/cart/cart-panel-slot';
import { ErrorPage } from '~/ui/error-page';
import { ChatWidget } from '~/features/chat/chat-widget';
import { AlertHost } from '~/ui/alerts';
import { useNonce } from '~/lib/nonce';
import { ToastHost } from '~/ui/toast';
import { InlineScript } from '~/ui/inline-script';
import { EARLY_TAPS_SCRIPT } from '~/features/cart/early-taps';
import { SCRIPTS_AFTER_PAINT_SCRIPT, SCRIPTS_PARSED_SCRIPT } from '~/lib/scripts-after-paint';
import { banglaFontScript } from '~/lib/bangla-font';
import { FRAME_WORDS, wordsFor } from '~/words/words.server';
import { useWords, type WordsOnError } from '~/words/use-words';
import { LanguageAlternates } from '~/features/layout/language-alternates';
import { useApiFailureWords } from '~/lib/api-client';
import './load-context';

export const links: Route.LinksFunction = () => [
  { rel: 'preload', href: headingFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'preload', href: bodyFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  // Given a precedence, React sends the stylesheet ahead of the script preloads, so the first paint does not wait on them.
  { rel: 'stylesheet', href: stylesheet, precedence: 'default' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  const words = wordsFor(lang, FRAME_WORDS);
  try {
    const [settings, viewer, paymentMethods] = await Promise.all([
      context.services.settings.get(),
      context.viewer(),
      context.services.payments.availableMethods(),
    ]);
    return {
      // Every page carries these: never the blocklist or the rules against fake orders.
      settings: shellSettings(settings),
      viewer,
      // Whether the viewer runs the shop, decided here so the policy's rules stay on the server.
      staff: may(viewer, 'dashboard.view'),
      googleSignIn: context.googleSignIn,
      paymentMethods,
      lang,
      words,
      origin: context.origin,
    };
  } catch (error) {
    console.error(error);
    // The error page still speaks the page's language.
    throw data({ lang, words } satisfies WordsOnError, { status: 503 });
  }
}

/** Words come with the root's data: a move to the other language needs them again. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return langOfPath(currentUrl.pathname) !== langOfPath(nextUrl.pathname) || defaultShouldRevalidate;
}

/** Checkout screens keep the bottom of a phone screen for their own buttons. */
const CHAT_HIDDEN_ON_PHONES = /^(\/bn)?\/(checkouts|payment-gateway)/;

export function Layout({ children }: { children: React.ReactNode }) {
  // Undefined only when the root loader itself failed; the page then renders without the chat.
  const rootData = useRouteLoaderData<typeof loader>('root');
  const { pathname } = useLocation();
  const { t, lang } = useWords();
  useApiFailureWords(t.common.failures);
  const chatOnPhones = !CHAT_HIDDEN_ON_PHONES.test(pathname);
  const nonce = useNonce();
  // Marks the moment the page became interactive: browser tests wait for it, the bench weighs what came before it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    performance.mark('interactive');
  }, []);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0F3D33" />
        <Meta />
        <Links />
        {/* English pages draw one Bangla word, the language switch's; Bangla pages' font: see bangla-font.ts. */}
        {lang === 'en' ? (
          <link rel="preload" href={switchFont} as="font" type="font/woff2" crossOrigin="anonymous" />
        ) : null}
        {rootData ? <LanguageAlternates origin={rootData.origin} /> : null}
        {/* Keeps taps on "Add to cart" made before the page is interactive (see early-taps.ts). */}
        <InlineScript text={import.meta.env.SSR ? EARLY_TAPS_SCRIPT : ''} />
        <InlineScript text={import.meta.env.SSR ? SCRIPTS_AFTER_PAINT_SCRIPT : ''} />
        <InlineScript text={import.meta.env.SSR ? banglaFontScript() : ''} />
      </head>
      <body className="flex min-h-screen flex-col">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:bg-white focus:p-3">
          {t.shell.skipToContent}
        </a>
        <SiteHeader />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter instagramUrl={rootData?.settings.instagramUrl} contact={rootData?.settings.contact} />
        <CartPanelSlot />
        <AlertHost />
        <ToastHost />
        {rootData ? (
          <div className={chatOnPhones ? 'print:hidden' : 'max-md:hidden print:hidden'}>
            <ChatWidget settings={rootData.settings} />
          </div>
        ) : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        <InlineScript text={import.meta.env.SSR ? SCRIPTS_PARSED_SCRIPT : ''} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
