import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';

type Directive = 'scriptSrc' | 'frameSrc' | 'connectSrc' | 'imgSrc';

/**
 * Pages that load a third party's code widen the policy here, for their own path only; every
 * other page allows nothing but the shop itself. The card payment page needs Stripe.js.
 */
const WIDENED_PAGES: { path: string; sources: Partial<Record<Directive, string[]>> }[] = [
  {
    path: '/payment-gateway',
    sources: {
      scriptSrc: ['https://js.stripe.com'],
      frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
      connectSrc: ['https://api.stripe.com'],
      imgSrc: ['https://*.stripe.com'],
    },
  },
];

function widenedFor(url: string | undefined, directive: Directive): string {
  const path = (url ?? '/').split('?')[0];
  return WIDENED_PAGES.filter((page) => path === page.path || path?.startsWith(`${page.path}/`))
    .flatMap((page) => page.sources[directive] ?? [])
    .join(' ');
}

const widened = (directive: Directive) => (request: IncomingMessage) => widenedFor(request.url, directive);

declare module 'node:http' {
  interface ServerResponse {
    /** A fresh random value per response; inline scripts the page renders carry it. */
    cspNonce?: string;
  }
}

/** The nonce this response's Content-Security-Policy allows inline scripts with. */
export function cspNonceOf(response: ServerResponse): string {
  return (response.cspNonce ??= randomBytes(16).toString('base64'));
}

/**
 * Security headers on every answer (pages, API, uploads, assets): no sniffing, no framing, a strict
 * referrer policy, HSTS behind https, and a Content-Security-Policy that allows only the shop's own
 * scripts (inline ones by a per-response nonce), styles, images and connections.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { https, dev, imageOrigin }: { https: boolean; dev: boolean; /** Object storage's public origin, when images live there. */ imageOrigin?: string },
) {
  await app.register(fastifyHelmet, {
    // Vite's dev server injects inline scripts of its own; the built shop is what runs for real.
    contentSecurityPolicy: dev
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: [
              "'self'",
              (_request, response) => `'nonce-${cspNonceOf(response)}'`,
              widened('scriptSrc'),
            ],
            styleSrc: ["'self'"],
            // React sets a few style attributes (the chat box's height); attributes can't run code.
            styleSrcAttr: ["'unsafe-inline'"],
            // Products and posts may show any https picture (DESIGN: image fields take http(s) URLs).
            imgSrc: ["'self'", 'data:', 'https:', ...(imageOrigin ? [imageOrigin] : []), widened('imgSrc')],
            fontSrc: ["'self'"],
            connectSrc: ["'self'", widened('connectSrc')],
            frameSrc: [(request) => widenedFor(request.url, 'frameSrc') || "'none'"],
            frameAncestors: ["'none'"],
            formAction: ["'self'"],
            baseUri: ["'self'"],
            objectSrc: ["'none'"],
            ...(https ? { upgradeInsecureRequests: [] } : {}),
          },
        },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Uploads and images are only ever shown by the shop's own pages.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}
