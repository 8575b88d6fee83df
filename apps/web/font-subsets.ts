import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { shell } from './app/words/en/shell';

/**
 * The shop's Latin fonts, cut to what its pages use: the code points of fontsource's "latin" files (so every character
 * they drew is still drawn), and for Inter only the weights the shop sets (400 to 600; the variable file spans 100 to
 * 900). Inter goes from 47 KB to about 28 KB and each Cormorant weight from 23 KB to about 20 KB. Written into
 * `app/fonts/` when missing or older than the package's file or this one; `app.css` declares them.
 */
const LATIN: [number, number][] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

const FONTS = [
  {
    from: ['@fontsource-variable/inter', 'files/inter-latin-wght-normal.woff2'],
    to: 'inter-latin.woff2',
    axes: { wght: { min: 400, max: 600 } },
  },
  {
    from: ['@fontsource/cormorant-garamond', 'files/cormorant-garamond-latin-500-normal.woff2'],
    to: 'cormorant-garamond-latin-500.woff2',
  },
  {
    from: ['@fontsource/cormorant-garamond', 'files/cormorant-garamond-latin-600-normal.woff2'],
    to: 'cormorant-garamond-latin-600.woff2',
  },
  // The one Bangla word on every English page (the language switch): a few glyphs, not the 44 KB of the whole script.
  {
    from: ['@fontsource/noto-sans-bengali', 'files/noto-sans-bengali-bengali-400-normal.woff2'],
    to: 'noto-sans-bengali-switch.woff2',
    text: shell.otherLanguage,
  },
] as const;

/**
 * The OpenType features browsers apply to Latin text by themselves, and the figures the shop asks for (`tabular-nums`,
 * `lining-nums`). The rest (Inter's stylistic sets and character variants, fractions, superscripts) brought their own
 * glyphs: keeping only these takes 2.4 KB off Inter and 0.9 KB off each Cormorant weight.
 */
const LATIN_FEATURES = [
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'rlig',
  'rclt',
  'rvrn',
  'curs',
  'dist',
  'kern',
  'liga',
  'clig',
  'calt',
];
const FIGURES = ['tnum', 'lnum'];

const here = dirname(fileURLToPath(import.meta.url));
const thisFile = fileURLToPath(import.meta.url);
const require = createRequire(import.meta.url);

const latin = LATIN.flatMap(([first, last]) =>
  Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)),
).join('');

const modified = (path: string) =>
  stat(path).then(
    (found) => found.mtimeMs,
    () => 0,
  );

export async function writeFontSubsets(): Promise<void> {
  const out = join(here, 'app/fonts');
  await mkdir(out, { recursive: true });
  for (const font of FONTS) {
    const [pkg, file] = font.from;
    const source = join(dirname(require.resolve(`${pkg}/package.json`)), file);
    const target = join(out, font.to);
    // A cut to a few words is made every time (it takes milliseconds), so it follows their changes.
    const inputs = Math.max(await modified(source), await modified(thisFile));
    if (!('text' in font) && (await modified(target)) > inputs) continue;
    const subset = await subsetFont(await readFile(source), 'text' in font ? font.text : latin, {
      targetFormat: 'woff2',
      // Bangla needs its own shaping features; the cut of a few Bangla glyphs keeps them all.
      ...('text' in font ? {} : { keepFeatures: [...LATIN_FEATURES, ...FIGURES] }),
      ...('axes' in font ? { variationAxes: font.axes } : {}),
    });
    await writeFile(target, subset);
  }
}

/** Makes the subsets before Vite reads `app.css` (in a build and in the dev server alike). */
export function fontSubsets(): Plugin {
  return { name: 'alankar-font-subsets', buildStart: writeFontSubsets };
}
