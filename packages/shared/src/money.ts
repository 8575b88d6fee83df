/**
 * Taka as the shop writes it, and as people type it. Deterministic by hand (not `Intl`: ICU builds differ between Node
 * and browsers, and `en-BD` does not group in lakhs).
 */
import { bengaliDigits, westernDigits, type Lang } from './lang';

/**
 * Whole taka the way Bangladeshi shops and banks write prices: `Tk 1,250` and, from one lakh up, `Tk 1,25,000`;
 * on Bangla pages `৳১,২৫০` and `৳১,২৫,০০০`.
 */
export function formatTk(amount: number, lang: Lang = 'en'): string {
  const grouped = groupLakhs(amount);
  return lang === 'bn' ? `৳${bengaliDigits(grouped)}` : `Tk ${grouped}`;
}

/** `1234567` → `12,34,567`: the last three digits, then pairs. */
export function groupLakhs(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const digits = String(Math.abs(Math.trunc(amount)));
  if (digits.length <= 3) return sign + digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${sign}${head},${digits.slice(-3)}`;
}

/**
 * An amount of whole taka typed into a form: `2450`, `2,450`, `Tk 2,450`, `৳২,৪৫০` and Bengali digits are all read as
 * 2450. Null for anything that is not a whole, non-negative number of taka.
 */
export function parseTaka(text: string): number | null {
  const compact = westernDigits(text)
    .replace(/^\s*(tk\.?|৳)\s*/i, '')
    .replace(/\s*(টাকা)\s*$/, '')
    .replace(/[\s,]/g, '');
  if (!/^\d{1,12}$/.test(compact)) return null;
  const value = Number(compact);
  return Number.isSafeInteger(value) ? value : null;
}
