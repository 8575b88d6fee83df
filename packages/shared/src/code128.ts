/**
 * Code 128 barcodes (ISO/IEC 15417) for labels and packing slips, by hand: the table and the rules fit on a page, and
 * the same code runs in the browser and in tests. Only code sets B (printable ASCII) and C (digit pairs) are used; set A
 * adds only control characters, which nothing here prints.
 */

/**
 * Bar, space, bar, space, bar, space widths in modules for each symbol value 0–105; every one adds up to 11. Value
 * 106 is the stop pattern with its 2-module termination bar: seven elements, 13 modules.
 */
// prettier-ignore
const PATTERNS: readonly string[] = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213', //   0–9
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132', //  10–19
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211', //  20–29
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313', //  30–39
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331', //  40–49
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111', //  50–59
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214', //  60–69
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111', //  70–79
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141', //  80–89
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141', //  90–99
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',                              // 100–106
];

const CODE_C = 99;
const CODE_B = 100;
const START_B = 104;
const START_C = 105;
const STOP = 106;

/**
 * The symbol values of the whole barcode for `text`: start code, data (with any switches between sets B and C),
 * checksum, stop. Digits go in pairs through set C wherever that makes the symbol shorter or no longer (ISO/IEC 15417
 * annex E): from the start when the text opens with four or more digits or is an even number of digits and nothing
 * else, and for any later run of four or more. An odd run keeps one digit in set B: the last one of an opening run, the
 * first one of a later run.
 */
export function code128Symbols(text: string): number[] {
  assertEncodable(text);
  const opening = digitRun(text, 0);
  let inC = opening >= 4 || (opening === text.length && opening % 2 === 0);
  const symbols = [inC ? START_C : START_B];
  let i = 0;
  while (i < text.length) {
    const run = digitRun(text, i);
    if (inC) {
      if (run >= 2) {
        symbols.push(Number(text.slice(i, i + 2)));
        i += 2;
        continue;
      }
      symbols.push(CODE_B);
      inC = false;
    }
    if (run >= 4) {
      if (run % 2 === 1) symbols.push(valueInB(text, i++));
      symbols.push(CODE_C);
      inC = true;
      continue;
    }
    symbols.push(valueInB(text, i++));
  }
  symbols.push(checksum(symbols), STOP);
  return symbols;
}

/** Widths in modules of alternating bars and spaces, bar first, from the start code to the termination bar. */
export function code128Modules(text: string): number[] {
  return code128Symbols(text).flatMap((value) => [...patternOf(value)].map(Number));
}

/** How many modules wide the barcode is, without its quiet zones: 11 for every symbol, 13 for the stop. */
export function code128Width(text: string): number {
  return code128Modules(text).reduce((sum, width) => sum + width, 0);
}

/** The start value, plus each symbol after it times its position, modulo 103. */
function checksum(symbols: readonly number[]): number {
  return symbols.reduce((sum, value, position) => sum + value * Math.max(position, 1), 0) % 103;
}

function valueInB(text: string, index: number): number {
  return text.charCodeAt(index) - 32;
}

/** How many ASCII digits follow from `from` on. */
function digitRun(text: string, from: number): number {
  let end = from;
  while (isDigit(text.charCodeAt(end))) end++;
  return end - from;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

function patternOf(value: number): string {
  const pattern = PATTERNS[value];
  if (pattern === undefined) throw new RangeError(`No Code 128 symbol has the value ${value}`);
  return pattern;
}

function assertEncodable(text: string): void {
  if (text === '') throw new RangeError('A Code 128 barcode needs at least one character');
  let position = 0;
  for (const char of text) {
    position++;
    const code = char.codePointAt(0) ?? 0;
    if (code < 32 || code > 126) {
      throw new RangeError(
        `Code 128 cannot encode ${JSON.stringify(char)} (character ${position} of ${JSON.stringify(text)}): only printable ASCII, space to ~`,
      );
    }
  }
}
