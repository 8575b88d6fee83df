/**
 * Taka as the shop writes it, and as people type it. Deterministic by hand (not `Intl`: ICU builds differ between Node
 * and browsers).
 */

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** Whole taka shown the way the shop writes prices: `Tk 1,250`. */
export function formatTk(amount: number): string {
  return `Tk ${groupThousands(amount)}`;
}

function groupThousands(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const digits = String(Math.abs(Math.trunc(amount)));
  return sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * An amount of whole taka typed into a form: `2450`, `2,450`, `Tk 2,450`, `৳২,৪৫০` and Bengali digits are all read as
 * 2450. Null for anything that is not a whole, non-negative number of taka.
 */
export function parseTaka(text: string): number | null {
  const western = text.replace(/[০-৯]/g, (digit) => String(BENGALI_DIGITS.indexOf(digit)));
  const compact = western.replace(/^\s*(tk\.?|৳)\s*/i, '').replace(/[\s,]/g, '');
  if (!/^\d{1,12}$/.test(compact)) return null;
  const value = Number(compact);
  return Number.isSafeInteger(value) ? value : null;
}
