import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { shell } from './en/shell';

/** The code points a `unicode-range` names (single ones and `U+A-B` spans). */
function codePointsOf(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(',')) {
    const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-');
    for (let point = parseInt(first!, 16); point <= parseInt(last!, 16); point += 1) points.add(point);
  }
  return points;
}

describe('the language switch font', () => {
  it('covers every letter of the Bangla word English pages show, so none falls back to a font a phone may lack', () => {
    const css = readFileSync(new URL('../app.css', import.meta.url), 'utf8');
    const face = /@font-face\s*\{[^}]*font-family:\s*'Bangla Switch'[^}]*\}/.exec(css)?.[0];
    const range = face && /unicode-range:\s*([^;]+);/.exec(face)?.[1];
    expect(range).toBeDefined();
    const covered = codePointsOf(range!);
    const letters = [...shell.otherLanguage].map((letter) => letter.codePointAt(0)!);
    expect(letters.filter((point) => !covered.has(point)).map((point) => point.toString(16))).toEqual([]);
    // And no more than the word needs.
    expect([...covered].filter((point) => !letters.includes(point))).toEqual([]);
  });
});
