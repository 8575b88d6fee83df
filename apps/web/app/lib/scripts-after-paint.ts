/**
 * The page's own scripts are fetched once it has painted, so on a phone's slow link the stylesheet, the fonts and the
 * largest picture have it to themselves first (scripts-after-paint.server.ts keeps React Router's module script inert
 * and drops its preloads). A tap on "Add to cart" before then is kept by early-taps.ts; links and forms work without
 * scripts.
 */

/** The type the page's module script carries until the page has painted: a type the browser does not run. */
export const INERT_SCRIPT_TYPE = 'text/x-after-paint';

/** How long scripts wait for a first paint that may never come (a tab opened in the background). */
const LONGEST_WAIT_MS = 3000;

const PARSED_EVENT = 'alankar:scripts-parsed';

/**
 * Inlined in the page's head: runs the inert module script once it is parsed and the page has painted something.
 * Marks the moment as `scripts after paint` (or `… timeout`, `… no paint timing`) on the performance timeline.
 */
export const SCRIPTS_AFTER_PAINT_SCRIPT = [
  '(function(){var painted="",parsed=false,started=false;',
  'function start(){if(started||!painted||!parsed)return;started=true;performance.mark("scripts after "+painted);',
  `document.querySelectorAll('script[type="${INERT_SCRIPT_TYPE}"]').forEach(function(inert){`,
  'var live=document.createElement("script");live.type="module";live.nonce=inert.nonce;',
  'live.textContent=inert.textContent;inert.replaceWith(live)})}',
  'function paint(why){if(!painted)painted=why;start()}',
  'function parse(){parsed=true;start()}',
  'var types=(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];',
  'if(types.indexOf("paint")===-1)paint("no paint timing");',
  'else new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)',
  'paint("paint")}).observe({type:"paint",buffered:true});',
  `setTimeout(function(){paint("timeout")},${LONGEST_WAIT_MS});`,
  `document.addEventListener("${PARSED_EVENT}",parse);document.addEventListener("DOMContentLoaded",parse)})()`,
].join('');

/**
 * Inlined right after React Router's scripts: the inert one is parsed, so it may run without waiting for the rest of
 * the page to stream.
 */
export const SCRIPTS_PARSED_SCRIPT = `document.dispatchEvent(new Event("${PARSED_EVENT}"))`;
