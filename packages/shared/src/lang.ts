/** The languages the shop speaks. English is the source of every message; Bangla pages live under `/bn`. */
export const LANGS = ['en', 'bn'] as const;
export type Lang = (typeof LANGS)[number];

export const DEFAULT_LANG: Lang = 'en';

/** The cookie that remembers the language a visitor chose with the switch. */
export const LANG_COOKIE = 'lang';

export function isLang(value: unknown): value is Lang {
  return value === 'en' || value === 'bn';
}

const BANGLA_PREFIX = /^\/bn(?=[/?#]|$)/;

/** The language a page's path is in: `/bn/properties` is Bangla, `/properties` English. */
export function langOfPath(pathname: string): Lang {
  return BANGLA_PREFIX.test(pathname) ? 'bn' : 'en';
}

/** A page's path without its language: `/bn/products/5` → `/products/5`, `/bn` → `/`, `/bn?q=1` → `/?q=1`. */
export function pathWithoutLang(path: string): string {
  const rest = path.replace(BANGLA_PREFIX, '');
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** A shop path (`/properties?q=x`) as it is written in `lang`: `/bn/properties?q=x` in Bangla. */
export function pathInLang(path: string, lang: Lang): string {
  const plain = pathWithoutLang(path);
  if (lang === 'en') return plain;
  return plain === '/' ? '/bn' : /^\/[?#]/.test(plain) ? `/bn${plain.slice(1)}` : `/bn${plain}`;
}

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** Western digits in `text` written as Bengali ones: `2026` → `২০২৬`. */
export function bengaliDigits(text: string | number): string {
  return String(text).replace(/[0-9]/g, (digit) => BENGALI_DIGITS[Number(digit)]!);
}

/** Bengali digits in `text` read as Western ones: `২০২৬` → `2026`. */
export function westernDigits(text: string): string {
  return text.replace(/[০-৯]/g, (digit) => String(BENGALI_DIGITS.indexOf(digit)));
}

/** Digits as the language writes them. */
export function digitsIn(text: string | number, lang: Lang): string {
  return lang === 'bn' ? bengaliDigits(text) : String(text);
}
