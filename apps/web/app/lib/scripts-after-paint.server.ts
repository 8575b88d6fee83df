import { PassThrough, Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { INERT_SCRIPT_TYPE } from './scripts-after-paint';

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const MODULE_SCRIPT = /<script([^>]*) type="module" async="">/g;

function rewrite(html: string): string {
  return html.replace(MODULE_PRELOAD, '').replace(MODULE_SCRIPT, `<script$1 type="${INERT_SCRIPT_TYPE}">`);
}

/** The dashboard comes alive at once: its people click straight away, and its scripts are usually cached. */
const COMES_ALIVE_AT_ONCE = /^(?:\/bn)?\/dashboard(?:\/|$)/;

/** What the page at `pathname` streams through: its scripts held until the first paint, or left as they are. */
export function pageStream(pathname: string): Transform {
  return COMES_ALIVE_AT_ONCE.test(pathname) ? new PassThrough() : scriptsAfterPaint();
}

/**
 * Rewrites the HTML React streams so its scripts wait for the first paint (see scripts-after-paint.ts). A tag (or a
 * character) may be split between two chunks: the tail from a `<` not yet closed waits for the next one.
 */
export function scriptsAfterPaint(): Transform {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = pending + decoder.write(chunk);
      const open = text.lastIndexOf('<');
      const cut = open !== -1 && text.indexOf('>', open) === -1 ? open : text.length;
      pending = text.slice(cut);
      callback(null, rewrite(text.slice(0, cut)));
    },
    flush(callback) {
      callback(null, rewrite(pending + decoder.end()));
    },
  });
}
