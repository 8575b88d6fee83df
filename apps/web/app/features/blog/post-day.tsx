import { dhakaDay, formatShopDay } from '@alankar/shared/dates';
import { useWords } from '~/words/use-words';

/** The day a post was written, in Dhaka: `2026-03-12` on an English page, `১২ মার্চ ২০২৬` on a Bangla one. */
export function PostDay({ date }: { date: string }) {
  const { lang } = useWords();
  const day = dhakaDay(date);
  return <time dateTime={date}>{lang === 'en' ? day : formatShopDay(day, 'long', lang)}</time>;
}
