/** Title, description and Open Graph tags for a page; `image` may be relative to the shop. */
export function pageMeta({
  title,
  description,
  image,
  origin,
  type = 'website',
}: {
  title: string;
  description: string;
  image?: string;
  origin?: string;
  type?: string;
}) {
  const absoluteImage = image && origin && image.startsWith('/') ? `${origin}${image}` : image;
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:site_name', content: 'Alankar' },
    { property: 'og:type', content: type },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    ...(absoluteImage ? [{ property: 'og:image', content: absoluteImage }] : []),
    { name: 'twitter:card', content: absoluteImage ? 'summary_large_image' : 'summary' },
  ];
}
