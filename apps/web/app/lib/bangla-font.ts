import regular from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2?url';
import semibold from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-600-normal.woff2?url';
import { SCRIPTS_STARTED_EVENT, SCRIPTS_STARTED_MARK } from './scripts-after-paint';

/**
 * Bangla pages are drawn in Noto Sans Bengali (fontsource's Bengali files, 44 and 48 KB), but not on a first visit
 * from a device that has a Bangla font of its own. Fetched with the page, the 92 KB shared a phone's slow link with the
 * first picture (Lighthouse's LCP on `/bn`: 2.3 s, against 1.7 s in English). So a first page draws Bangla in the
 * device's font (`app.css` names Noto Sans Bengali first, which Android phones carry), and once it has loaded, the
 * files are fetched into the browser's cache; from then on each Bangla page declares them before its first layout,
 * `local()` first, so a device that has the font downloads nothing. `optional`: a page whose files did not come within
 * a moment keeps the device's font instead of moving every line below.
 *
 * A device with no Bangla font at all would draw nothing readable: there every page declares the files with `swap`
 * (an English page fetches them only if it shows Bangla, a customer's name or address), and a Bangla page at once.
 */
/** Headings and buttons are set at 600: without its own file, Bangla there would be a smeared, synthesised bold. */
const FACES = [
  { weight: '400', sources: ['local("Noto Sans Bengali")', 'local("NotoSansBengali-Regular")'], file: regular },
  {
    weight: '600',
    sources: ['local("Noto Sans Bengali SemiBold")', 'local("NotoSansBengali-SemiBold")'],
    file: semibold,
  },
];

/** The Bangla fonts phones and computers ship with: one of them found means the device draws Bangla by itself. */
const DEVICE_FONTS = [
  'Noto Sans Bengali',
  'Noto Sans Bengali UI',
  'NotoSansBengali-Regular',
  'NotoSansBengaliUI-Regular',
  'Nirmala UI',
  'Vrinda',
  'Shonar Bangla',
  'Kohinoor Bangla',
  'Bangla Sangam MN',
  'Bangla MN',
  'Lohit Bengali',
  'Mukti Narrow',
  'SolaimanLipi',
  'Kalpurush',
];

/** The Bengali block and the marks Bangla text uses: a character outside it never asks for these files. */
const BENGALI = 'U+0951-0952, U+0964-0965, U+0980-09FE, U+1CD0-1CF9, U+200C-200D, U+20B9, U+25CC, U+A8F1';

/** What the browser keeps to remember the files are in its cache; a new build's files are fetched again. */
const CACHED_KEY = 'alankar:bangla-font';

/** The script inlined in every page's head, before the first layout (built on the server only). */
export function banglaFontScript(): string {
  const faces = FACES.map(({ weight, sources, file }) => [weight, [...sources, `url("${file}")`].join(',')]);
  const version = FACES.map(({ file }) => file).join(' ');
  const deviceFonts = DEVICE_FONTS.map((name) => `local("${name}")`).join(',');
  return [
    '(function(){if(!window.FontFace||!document.fonts)return;',
    `var bangla=document.documentElement.lang==="bn",faces=${JSON.stringify(faces)},version=${JSON.stringify(version)};`,
    'var cached=false;',
    `try{cached=localStorage.getItem("${CACHED_KEY}")===version}catch(e){}`,
    'function face(f,display){',
    `return new FontFace("Noto Sans Bengali",f[1],{weight:f[0],display:display,unicodeRange:"${BENGALI}"})}`,
    `function remember(){try{localStorage.setItem("${CACHED_KEY}",version)}catch(e){}}`,
    'function none(){}',
    // Declared, a face is fetched when the page draws a character of its range; a Bangla page needs it at once.
    'function declare(display){return Promise.all(faces.map(function(f){var d=face(f,display);document.fonts.add(d);',
    'return bangla&&d.load()}))}',
    'function fetchLater(){Promise.all(faces.map(function(f){return face(f,"optional").load()})).then(remember,none)}',
    'if(bangla&&cached){declare("optional").then(none,none);return}',
    // Filling the cache waits for the page to load and its scripts to be under way, then for a quiet moment: a load
    // event can come before the first paint, and the files would then delay it.
    'var waiting=2;function ready(){if(--waiting)return;',
    'if(window.requestIdleCallback)requestIdleCallback(fetchLater,{timeout:3000});else setTimeout(fetchLater,500)}',
    'function started(){return performance.getEntriesByType("mark").some(function(m){',
    `return m.name.indexOf("${SCRIPTS_STARTED_MARK}")===0})}`,
    `new FontFace("Device Bangla",${JSON.stringify(deviceFonts)}).load().then(function(){if(!bangla)return;`,
    'if(document.readyState==="complete")ready();else addEventListener("load",ready);',
    `if(started())ready();else document.addEventListener("${SCRIPTS_STARTED_EVENT}",ready)},`,
    'function(){declare("swap").then(bangla?remember:none,none)})})()',
  ].join('');
}
