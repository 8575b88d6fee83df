import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { UPLOADS_PATH } from './uploads/image-store';
import { pathWithoutLang } from '@alankar/shared/lang';

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

function isUnder(url: string, path: string): boolean {
  // Bangla pages (`/bn/payment-gateway`) need what their English twins need.
  const requested = pathWithoutLang(url.split('?')[0] ?? '/');
  return requested === path || requested.startsWith(`${path}/`);
}

function widenedFor(url: string, directive: Directive): string[] {
  return WIDENED_PAGES.filter((page) => isUnder(url, page.path)).flatMap((page) => page.sources[directive] ?? []);
}

declare module 'node:http' {
  interface ServerResponse {
    /** A fresh random value per response; inline scripts the page renders carry it. */
    cspNonce?: string;
  }
}

/** Nonces are cut from a block of random bytes, drawn a few thousand responses at a time. */
const NONCE_BYTES = 16;
let noncePool = Buffer.alloc(0);
let nonceAt = 0;

function freshNonce(): string {
  if (nonceAt + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_BYTES * 4096);
    nonceAt = 0;
  }
  nonceAt += NONCE_BYTES;
  return noncePool.toString('base64', nonceAt - NONCE_BYTES, nonceAt);
}

/** The nonce this response's Content-Security-Policy allows inline scripts with. */
export function cspNonceOf(response: ServerResponse): string {
  return (response.cspNonce ??= freshNonce());
}

/** The headers helmet sets with `options`, worked out once instead of on every response. */
function headersOf(options: HelmetOptions, url = '/'): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({ url } as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/** JSON answers and uploaded images are never documents: should a browser open one, nothing in it may load or run. */
const NOTHING_RUNS = "default-src 'none'; frame-ancestors 'none'";
const DATA_HEADERS = [
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-resource-policy',
  'strict-transport-security',
];

/** Stands for the nonce in a policy worked out once; each response gets its own in its place. */
const NONCE_SLOT = '__nonce__';

/**
 * Security headers on every answer (pages, API, uploads, assets): no sniffing, no framing, a strict
 * referrer policy, HSTS behind https, and a Content-Security-Policy that allows only the shop's own
 * scripts (inline ones by a per-response nonce), styles, images and connections.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  {
    https,
    dev,
    imageOrigin,
  }: {
    https: boolean;
    dev: boolean;
    /** Object storage's public origin, when images live there. */ imageOrigin?: string;
  },
) {
  const policy = (url: string): HelmetOptions['contentSecurityPolicy'] => ({
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", `'nonce-${NONCE_SLOT}'`, ...widenedFor(url, 'scriptSrc')],
      styleSrc: ["'self'"],
      // React sets a few style attributes (the chat box's height); attributes can't run code.
      styleSrcAttr: ["'unsafe-inline'"],
      // Products and posts may show any https picture (DESIGN: image fields take http(s) URLs).
      imgSrc: ["'self'", 'data:', 'https:', ...(imageOrigin ? [imageOrigin] : []), ...widenedFor(url, 'imgSrc')],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...widenedFor(url, 'connectSrc')],
      frameSrc: widenedFor(url, 'frameSrc').length ? widenedFor(url, 'frameSrc') : ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
  });
  const fixed = headersOf({
    contentSecurityPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Uploads and images are only ever shown by the shop's own pages.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  const policyFor = (url: string) =>
    headersOf({ ...NOTHING_ELSE, contentSecurityPolicy: policy(url) }, url)['content-security-policy'] ?? '';
  const ordinary = policyFor('/');
  const widened = WIDENED_PAGES.map((page) => ({ page, csp: policyFor(page.path) }));
  const cspFor = (url: string) => widened.find(({ page }) => isUnder(url, page.path))?.csp ?? ordinary;

  // What is never a document needs only the headers that guard data: the rest speak to browsers about pages.
  const forData: Record<string, string> = { 'content-security-policy': NOTHING_RUNS };
  for (const name of DATA_HEADERS) if (fixed[name]) forData[name] = fixed[name];

  app.addHook('onRequest', (request, reply, done) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    if (isUnder(path, '/api') || isUnder(path, UPLOADS_PATH)) {
      reply.headers(forData);
    } else {
      reply.headers(fixed);
      // Vite's dev server injects inline scripts of its own; the built shop is what runs for real.
      if (!dev) reply.header('content-security-policy', cspFor(path).replace(NONCE_SLOT, cspNonceOf(reply.raw)));
    }
    done();
  });
}

/** Every header but the one being worked out switched off. */
const NOTHING_ELSE: HelmetOptions = {
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
  xContentTypeOptions: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xPoweredBy: false,
  xXssProtection: false,
};
