/** The URL-friendly form of a title: `Rose Gold Jhumka` → `rose-gold-jhumka`. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
