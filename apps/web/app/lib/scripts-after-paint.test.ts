import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { INERT_SCRIPT_TYPE } from './scripts-after-paint';
import { pageStream, scriptsAfterPaint } from './scripts-after-paint.server';

/** The shape of what React Router's `<Scripts>` writes, as React streams it. */
const PAGE =
  '<!DOCTYPE html><html lang="bn"><head><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n0nce"/>' +
  '<link rel="modulepreload" href="/assets/framework-B.js" nonce="n0nce"/></head>' +
  '<body><h1>দুল · Tk ২,৪৫০</h1><script nonce="n0nce">window.__reactRouterContext = {};</script>' +
  '<script nonce="n0nce" type="module" async="">import * as route0 from "/assets/root-C.js";\n' +
  'import("/assets/entry.client-A.js");</script></body></html>';

const EXPECTED =
  '<!DOCTYPE html><html lang="bn"><head><link rel="stylesheet" href="/assets/app.css"/></head>' +
  '<body><h1>দুল · Tk ২,৪৫০</h1><script nonce="n0nce">window.__reactRouterContext = {};</script>' +
  `<script nonce="n0nce" type="${INERT_SCRIPT_TYPE}">import * as route0 from "/assets/root-C.js";\n` +
  'import("/assets/entry.client-A.js");</script></body></html>';

const rewritten = (chunks: Buffer[]) => text(Readable.from(chunks).pipe(scriptsAfterPaint()));

describe('scriptsAfterPaint', () => {
  it('takes out the module preloads and keeps the module script from running', async () => {
    expect(await rewritten([Buffer.from(PAGE)])).toBe(EXPECTED);
  });

  it('gives the same page whichever byte the stream is cut at, inside a tag or a character', async () => {
    const bytes = Buffer.from(PAGE);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      expect(await rewritten([bytes.subarray(0, cut), bytes.subarray(cut)]), `cut at ${cut}`).toBe(EXPECTED);
    }
  });

  it('leaves a page without them as it is', async () => {
    const page = '<html><body><p>a < b, and <b>bold</b></p><script type="module">1</script></body></html>';
    expect(await rewritten([Buffer.from(page.slice(0, 20)), Buffer.from(page.slice(20))])).toBe(page);
  });

  it('is used on every page but the dashboard, in either language', async () => {
    for (const pathname of ['/', '/bn', '/properties', '/products/1', '/dashboard-tips', '/bn/checkouts']) {
      expect(await text(Readable.from([Buffer.from(PAGE)]).pipe(pageStream(pathname))), pathname).toBe(EXPECTED);
    }
    for (const pathname of ['/dashboard', '/dashboard/manage-all-order', '/bn/dashboard/settings']) {
      expect(await text(Readable.from([Buffer.from(PAGE)]).pipe(pageStream(pathname))), pathname).toBe(PAGE);
    }
  });
});
