import { describe, expect, it } from 'vitest';
import { code128Modules, code128Symbols, code128Width } from './code128';

// Symbol values: set B is the ASCII code minus 32 ('A' 33, 'P' 48, '1' 17); set C is the digit pair itself.
// Start B 104, start C 105, switch to C 99, switch to B 100, stop 106.
// Checksum: start value + Σ (value × position, from 1), modulo 103.
describe('Code 128 symbols', () => {
  it.each([
    // Wikipedia's worked example starts in set A: 103 + 48·1 + 42·2 + 42·3 + 17·4 + 18·5 + 19·6 + 35·7 = 878 → 54.
    // Set B has the same values for these characters and starts at 104: 879 % 103 = 55.
    ['PJJ123C', [104, 48, 42, 42, 17, 18, 19, 35, 55, 106]],
    // All digits, even length: start C, pairs 10 02 45. 105 + 10·1 + 2·2 + 45·3 = 254 → 48.
    ['100245', [105, 10, 2, 45, 48, 106]],
    // barcoderesource.com's set C example: 105 + 34·1 + 56·2 + 78·3 = 485 → 73.
    ['345678', [105, 34, 56, 78, 73, 106]],
    // Only two digits at the front, so all of it in B:
    // 104 + 17·1 + 21·2 + 34·3 + 33·4 + 37·5 + 34·6 + 24·7 + 33·8 = 1218 → 85.
    ['15BAEB8A', [104, 17, 21, 34, 33, 37, 34, 24, 33, 85, 106]],
    // The Code 128 primer's "HI345678" (there from start A, 1406 → 67); from start B one more: 1407 → 68.
    ['HI345678', [104, 40, 41, 99, 34, 56, 78, 68, 106]],
    // An opening run of five: two pairs in C, the last digit in B. 105 + 12 + 34·2 + 100·3 + 21·4 = 569 → 54.
    ['12345', [105, 12, 34, 100, 21, 54, 106]],
    // A later odd run: its first digit stays in B. 104 + 33 + 34·2 + 17·3 + 99·4 + 23·5 + 45·6 = 1037 → 7.
    ['AB12345', [104, 33, 34, 17, 99, 23, 45, 7, 106]],
    // Back to B after digits. 105 + 12 + 34·2 + 100·3 + 33·4 + 34·5 = 787 → 66.
    ['1234AB', [105, 12, 34, 100, 33, 34, 66, 106]],
    // Three digits are no shorter in C: 104 + 17 + 18·2 + 19·3 = 214 → 8.
    ['123', [104, 17, 18, 19, 8, 106]],
    // Two digits alone: one pair. 105 + 12 = 117 → 14.
    ['12', [105, 12, 14, 106]],
    // Space and tilde, the ends of set B: 104 + 0 + 94·2 = 292 → 86.
    [' ~', [104, 0, 94, 86, 106]],
  ])('%j', (text, symbols) => {
    expect(code128Symbols(text)).toEqual(symbols);
  });
});

describe('Code 128 modules', () => {
  it('draws "12" as start C, 12, checksum 14, stop', () => {
    expect(code128Modules('12')).toEqual([
      ...[2, 1, 1, 2, 3, 2], // start C
      ...[1, 1, 2, 2, 3, 2], // 12
      ...[1, 2, 2, 2, 3, 1], // 14
      ...[2, 3, 3, 1, 1, 1, 2], // stop with termination bar
    ]);
  });

  it.each(['PJJ123C', '100245', '15BAEB8A', 'HI345678', 'AB12345', 'A', 'Order #AL-2026-00042'])(
    '%j is 11 modules a symbol and 13 for the stop',
    (text) => {
      const symbols = code128Symbols(text);
      expect(code128Width(text)).toBe(11 * (symbols.length - 1) + 13);
      expect(code128Modules(text)).toHaveLength(6 * (symbols.length - 1) + 7);
    },
  );

  it('has a 107-symbol table of distinct patterns, 11 modules each, bars even and spaces odd', () => {
    // Every value 0–102 is reachable through set B or set C, and start codes through the text chosen.
    const patterns = new Map<number, number[]>();
    const texts = ['12', 'A'];
    for (let pair = 0; pair < 100; pair++) texts.push(String(pair).padStart(2, '0'));
    for (let code = 32; code <= 126; code++) texts.push(String.fromCharCode(code));
    texts.push('1234A', 'A1234');
    for (const text of texts) {
      const modules = code128Modules(text);
      code128Symbols(text).forEach((value, index) => patterns.set(value, modules.slice(index * 6, index * 6 + 6)));
    }
    patterns.delete(106);
    for (let value = 0; value <= 105; value++) {
      if (value === 101 || value === 102 || value === 103) continue; // FNC/shift/start A: never emitted
      const widths = patterns.get(value);
      expect(widths, `value ${value}`).toBeDefined();
      expect(widths!.reduce((sum, width) => sum + width, 0)).toBe(11);
      expect((widths![0]! + widths![2]! + widths![4]!) % 2, `bars of ${value}`).toBe(0);
    }
    const drawn = [...patterns.values()].map((widths) => widths.join(''));
    expect(new Set(drawn).size).toBe(drawn.length);
  });

  it('alternates bar and space from a bar, and ends on the termination bar', () => {
    const modules = code128Modules('Order #AL-2026-00042');
    expect(modules.length % 2).toBe(1); // odd count: bar first and bar last
    expect(modules.every((width) => width >= 1 && width <= 4)).toBe(true);
    expect(modules.slice(-7)).toEqual([2, 3, 3, 1, 1, 1, 2]);
  });
});

describe('Code 128 refuses', () => {
  it.each(['é', 'Tk ৳500', 'tab\there', 'line\n', '\u007f', ''])('%j', (text) => {
    expect(() => code128Modules(text)).toThrow(RangeError);
  });

  it('names the character it cannot encode', () => {
    expect(() => code128Modules('café')).toThrow(/"é" \(character 4 of "café"\)/);
  });
});
