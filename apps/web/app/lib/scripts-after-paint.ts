/**
 * The page's own scripts are fetched once it has painted, and drawn its main picture, so on a phone's slow link the
 * stylesheet, the fonts and that picture have it to themselves first (scripts-after-paint.server.ts keeps React
 * Router's module script inert and drops its preloads). A tap on "Add to cart" before then is kept by early-taps.ts;
 * links and forms work without scripts.
 */

/** The type the page's module script carries until the page has painted: a type the browser does not run. */
export const INERT_SCRIPT_TYPE = 'text/x-after-paint';

/** How long scripts wait for a first paint that may never come (a tab opened in the background). */
const LONGEST_WAIT_MS = 3000;

const PARSED_EVENT = 'alankar:scripts-parsed';

/** What the page's timeline is marked with (`scripts after …`), and the event sent, once the scripts are let go. */
export const SCRIPTS_STARTED_MARK = 'scripts after ';
export const SCRIPTS_STARTED_EVENT = 'alankar:scripts-started';

/**
 * The Element Timing name of a page's main picture (the image it fetches first, `fetchpriority="high"`): the scripts
 * wait for it to be drawn, so on a slow link it does not share the bandwidth with the framework's chunk.
 */
export const MAIN_PICTURE = 'main-picture';

/** How long scripts wait, after the first paint, for the main picture. */
const PICTURE_WAIT_MS = 1500;

/**
 * Inlined in the page's head: runs the inert module script once it is parsed and the page has painted, and its main
 * picture too where it shows one on screen. Marks the moment as `scripts after paint` (or `… picture`, `… timeout`,
 * `… no paint timing`) on the performance timeline.
 */
export const SCRIPTS_AFTER_PAINT_SCRIPT = [
  '(function(){var painted="",parsed=false,started=false;',
  'function start(){if(started||!painted||!parsed)return;started=true;',
  `performance.mark("${SCRIPTS_STARTED_MARK}"+painted);`,
  `document.querySelectorAll('script[type="${INERT_SCRIPT_TYPE}"]').forEach(function(inert){`,
  'var live=document.createElement("script");live.type="module";live.nonce=inert.nonce;',
  'live.textContent=inert.textContent;inert.replaceWith(live)});',
  `document.dispatchEvent(new Event("${SCRIPTS_STARTED_EVENT}"))}`,
  'function paint(why){if(!painted)painted=why;start()}',
  'function parse(){parsed=true;start()}',
  'var types=(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];',
  // Where the browser reports when elements are drawn, a main picture on screen holds the scripts until it is.
  `function firstPaint(){var picture=document.querySelector('img[elementtiming="${MAIN_PICTURE}"]');`,
  // No picture, one already failed (a piece without photos), or one out of sight: nothing to wait for.
  'var box=picture&&picture.getBoundingClientRect();',
  'if(!picture||types.indexOf("element")===-1||(picture.complete&&!picture.naturalWidth)||',
  'box.top>=innerHeight||box.bottom<=0||!box.width)return paint("paint");',
  'new PerformanceObserver(function(list){list.getEntries().forEach(function(entry){',
  `if(entry.identifier==="${MAIN_PICTURE}")paint("picture")})}).observe({type:"element",buffered:true});`,
  'picture.addEventListener("error",function(){paint("paint")});',
  `setTimeout(function(){paint("paint")},${PICTURE_WAIT_MS})}`,
  'if(types.indexOf("paint")===-1)paint("no paint timing");',
  'else new PerformanceObserver(function(list,observer){if(!list.getEntriesByName("first-contentful-paint").length)',
  'return;observer.disconnect();firstPaint()}).observe({type:"paint",buffered:true});',
  `setTimeout(function(){paint("timeout")},${LONGEST_WAIT_MS});`,
  `document.addEventListener("${PARSED_EVENT}",parse);document.addEventListener("DOMContentLoaded",parse)})()`,
].join('');

/**
 * Inlined right after React Router's scripts: the inert one is parsed, so it may run without waiting for the rest of
 * the page to stream.
 */
export const SCRIPTS_PARSED_SCRIPT = `document.dispatchEvent(new Event("${PARSED_EVENT}"))`;
