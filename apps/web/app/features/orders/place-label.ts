import type { Lang } from '@alankar/shared/lang';

type Named = { name: string; bnName: string };

/** A place as the page's language names it: `Dhanmondi, Dhaka` or `ধানমন্ডি, ঢাকা`. */
export function placeLabel({ area, district }: { area: Named | null; district: Named | null }, lang: Lang): string {
  const name = (place: Named) => (lang === 'bn' ? place.bnName : place.name);
  return [area, district].flatMap((place) => (place ? [name(place)] : [])).join(', ');
}
