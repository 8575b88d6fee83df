import type { Lang } from '@alankar/shared/lang';
import { bn } from './bn';
import { en } from './en';
import type { Words } from './words';

/** The messages of one language. Only the server holds both; a page gets its own language's in the root loader. */
export function wordsFor(lang: Lang): Words {
  return lang === 'bn' ? bn : en;
}
