import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './account';

const SHOP = 'https://alankar.com.bd';

/** Targets that would leave the shop (or break the Location header) in some browser, proxy or router. */
const HOSTILE: [string, string | null | undefined][] = [
  ['tab that browsers drop', '/\t/evil.example'],
  ['tab, still percent-encoded', '/%09/evil.example'],
  ['newline', '/\n/evil.example'],
  ['newline, percent-encoded', '/%0a/evil.example'],
  ['carriage return', '/\r/evil.example'],
  ['carriage return, percent-encoded', '/%0D/evil.example'],
  ['NUL', '/\u0000/evil.example'],
  ['DEL', '/\u007f/evil.example'],
  ['C1 next-line', '/\u0085/evil.example'],
  ['C1 next-line, percent-encoded', '/%C2%85/evil.example'],
  ['backslash', '/\\evil.example'],
  ['slash backslash slash', '/\\/evil.example'],
  ['two backslashes', '\\\\evil.example'],
  ['encoded backslash', '/%5C/evil.example'],
  ['encoded backslash, lower case', '/%5cevil.example'],
  ['javascript: URL', 'javascript:alert(1)'],
  ['protocol-relative', '//evil.example'],
  ['three slashes', '///evil.example'],
  ['encoded second slash', '/%2F/evil.example'],
  ['encoded slashes after the first', '/%2F%2Fevil.example'],
  ['encoded slashes only', '%2F%2Fevil.example'],
  ['absolute http', 'http://evil.example'],
  ['scheme without slashes', 'https:evil.example'],
  ['scheme with one slash', 'https:/evil.example'],
  ['leading space', ' //evil.example'],
  ['leading tab', '\t//evil.example'],
  ['dot segment leaving two slashes', '/.//evil.example'],
  ['encoded dot segment leaving two slashes', '/%2e//evil.example'],
  ['parent segment leaving two slashes', '/a/..//evil.example'],
  ['fullwidth solidus instead of the first slash', '\uff0f\uff0fevil.example'],
  ['malformed percent-encoding', '/%E0%A4%A'],
  ['a bare host', 'evil.example'],
  ['empty', ''],
  ['missing', null],
  ['undefined', undefined],
];

/** Paths on the shop, returned exactly as given. */
const KEPT = [
  '/',
  '/dashboard/my-order?x=1#y',
  '/properties?q=gold%20ring&category=Finger%20Ring',
  '/signin?error=google&redirectTo=%2Fdashboard',
  '/products/2b6e1f3a-8c4d-4e5f-9a0b-1c2d3e4f5a6b',
  '/blog-s?page=2',
];

/** Odd but harmless: kept on the shop, in the parser's canonical (percent-encoded) form. */
const CANONICALISED: [string, string, string][] = [
  ['a space', '/a b', '/a%20b'],
  ['fullwidth solidus inside the path', '/\uff0f/evil.example', '/%EF%BC%8F/evil.example'],
  ['division slash', '/\u2215evil.example', '/%E2%88%95evil.example'],
  ['zero-width space', '/\u200b/evil.example', '/%E2%80%8B/evil.example'],
  ['a path that looks like a scheme', '/javascript:alert(1)', '/javascript:alert(1)'],
  ['dot segments', '/a/./b/../c', '/a/c'],
];

describe('safeRedirectPath', () => {
  it.each(HOSTILE)('refuses %s', (_name, value) => {
    expect(safeRedirectPath(value)).toBe('/');
    expect(safeRedirectPath(value, '/dashboard')).toBe('/dashboard');
  });

  it.each(KEPT)('keeps %s', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each(CANONICALISED)('keeps %s on the shop', (_name, value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it('only ever answers a path that stays on the shop and is its own safe form', () => {
    const inputs = [...HOSTILE.map(([, value]) => value), ...KEPT, ...CANONICALISED.map(([, value]) => value)];
    for (const value of inputs) {
      const path = safeRedirectPath(value);
      expect(new URL(path, SHOP).origin, JSON.stringify(value)).toBe(SHOP);
      expect(path, JSON.stringify(value)).toMatch(/^\/(?!\/)/);
      // eslint-disable-next-line no-control-regex -- no control character may reach a Location header
      expect(path, JSON.stringify(value)).not.toMatch(/[\u0000-\u001f\u007f-\u009f\\]/);
      expect(safeRedirectPath(path), JSON.stringify(value)).toBe(path);
    }
  });
});
