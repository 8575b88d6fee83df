import { DEFAULT_LANG, type Lang } from '@alankar/shared/lang';

/** How Open Graph names each language the shop speaks. */
const OG_LOCALES: Record<Lang, string> = { en: 'en_US', bn: 'bn_BD' };

/**
 * Title, description and Open Graph tags for a page in `lang` (its `og:locale`, with the other language as an
 * alternate: every shop page is in both); `image` may be relative to the shop.
 */
export function pageMeta({
  title,
  description,
  image,
  origin,
  type = 'website',
  lang = DEFAULT_LANG,
}: {
  title: string;
  description: string;
  image?: string;
  origin?: string;
  type?: string;
  lang?: Lang;
}) {
  const absoluteImage = image && origin && image.startsWith('/') ? `${origin}${image}` : image;
  const otherLocales = Object.entries(OG_LOCALES).filter(([other]) => other !== lang);
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:site_name', content: 'Alankar' },
    { property: 'og:type', content: type },
    { property: 'og:locale', content: OG_LOCALES[lang] },
    ...otherLocales.map(([, locale]) => ({ property: 'og:locale:alternate', content: locale })),
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    ...(absoluteImage ? [{ property: 'og:image', content: absoluteImage }] : []),
    { name: 'twitter:card', content: absoluteImage ? 'summary_large_image' : 'summary' },
  ];
}
