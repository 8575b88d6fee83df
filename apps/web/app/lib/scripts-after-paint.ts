/**
 * The page's own scripts are fetched once it has painted, so on a phone's slow link the stylesheet, the fonts and the
 * largest picture have it to themselves first (scripts-after-paint.server.ts keeps React Router's module script inert
 * and drops its preloads). A tap before then is kept by early-taps.ts; links and forms work without scripts.
 */

/** The type the page's module script carries until the page has painted: a type the browser does not run. */
export const INERT_SCRIPT_TYPE = 'text/x-after-paint';

/** How long scripts wait for a first paint that may never come (a tab opened in the background). */
const LONGEST_WAIT_MS = 3000;

/** Inlined in the page's head: runs the inert module script once the page is parsed and has painted something. */
export const SCRIPTS_AFTER_PAINT_SCRIPT =
  '(function(){var painted=false,parsed=false,started=false;function start(){if(started||!painted||!parsed)return;' +
  `started=true;document.querySelectorAll('script[type="${INERT_SCRIPT_TYPE}"]').forEach(function(inert){` +
  "var live=document.createElement('script');live.type='module';live.nonce=inert.nonce;" +
  'live.textContent=inert.textContent;inert.replaceWith(live)})}' +
  'function paint(){painted=true;start()}' +
  "try{new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)paint()})" +
  ".observe({type:'paint',buffered:true})}catch(e){paint()}" +
  `setTimeout(paint,${LONGEST_WAIT_MS});` +
  "document.addEventListener('DOMContentLoaded',function(){parsed=true;start()})})()";
