import { describe, expect, it } from 'vitest';
import { bengaliDigits, langOfPath, pathInLang, pathWithoutLang, westernDigits } from './lang';

describe('language of a path', () => {
  it.each([
    ['/', 'en'],
    ['/properties', 'en'],
    ['/bn', 'bn'],
    ['/bn/', 'bn'],
    ['/bn/products/5', 'bn'],
    ['/bnx', 'en'],
    ['/bn?q=1', 'bn'],
  ])('%s is %s', (path, lang) => {
    expect(langOfPath(path)).toBe(lang);
  });

  it('writes a path in either language and back', () => {
    expect(pathInLang('/', 'bn')).toBe('/bn');
    expect(pathInLang('/properties?q=ring', 'bn')).toBe('/bn/properties?q=ring');
    expect(pathInLang('/?page=2', 'bn')).toBe('/bn?page=2');
    expect(pathInLang('/bn/properties', 'bn')).toBe('/bn/properties');
    expect(pathInLang('/bn/properties', 'en')).toBe('/properties');
    expect(pathInLang('/bn', 'en')).toBe('/');
    expect(pathWithoutLang('/bn/about')).toBe('/about');
    expect(pathWithoutLang('/bn?page=2')).toBe('/?page=2');
    expect(pathInLang('/bn?page=2', 'bn')).toBe('/bn?page=2');
    expect(pathInLang('/bn#faq', 'en')).toBe('/#faq');
  });

  it('converts digits both ways', () => {
    expect(bengaliDigits('2026-01-05')).toBe('২০২৬-০১-০৫');
    expect(westernDigits('১২,৩৪,৫৬৭')).toBe('12,34,567');
  });
});
