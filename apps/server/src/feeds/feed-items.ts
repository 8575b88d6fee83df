import { asc, isNull } from 'drizzle-orm';
import { categoryLabel, descriptionIn, saleTermsOf, titleIn, type SaleTerms } from '@alankar/shared/catalogue';
import { pathInLang, type Lang } from '@alankar/shared/lang';
import { variantTitle } from '@alankar/shared/variants';
import type { Database } from '../db/client';
import { products } from '../db/schema';
import type { VariantRow } from '../products/variant-rows';

/**
 * One line of a catalogue feed: what Meta and Google call an item. Today each product is one item; a variant
 * (a ring size) is one item each, sharing `itemGroupId`; a piece on sale sets `salePrice`. Only this
 * module knows how items are made; the writers only format them.
 */
export interface FeedItem {
  id: string;
  title: string;
  /** Plain text, never empty (the title when the piece has no description). */
  description: string;
  availability: 'in_stock' | 'out_of_stock';
  condition: 'new';
  /** Whole taka. */
  price: number;
  /** Whole taka, when the piece has a sale that is on or still to come. */
  salePrice?: number;
  /** When the sale is on, as an ISO 8601 interval (`start/end`), when staff gave it dates. */
  saleEffectiveDate?: string;
  /** Shared by the variants of one product. */
  itemGroupId?: string;
  /** Absolute URL of the piece's page in the feed's language. */
  link: string;
  /** Absolute URL of the main photo. */
  imageLink: string;
  /** Absolute URLs of the other photos, in the shop's order. */
  additionalImageLinks: string[];
  brand: string;
  /** Google's product taxonomy id; Meta reads the same field. */
  googleProductCategory: string;
  /** The shop's own category as its pages name it in the feed's language ("Earrings", "কানের দুল"). */
  productType: string;
}

/** Google's product taxonomy: "Apparel & Accessories > Jewelry". */
export const JEWELRY_CATEGORY = '188';

export type FeedProduct = Awaited<ReturnType<typeof readFeedProducts>>[number];

/** Every piece on sale (not archived), in stock or not, oldest first so a feed's order is stable. */
export function readFeedProducts(db: Database) {
  return db
    .select({
      id: products.id,
      title: products.title,
      titleBn: products.titleBn,
      description: products.description,
      descriptionBn: products.descriptionBn,
      category: products.category,
      price: products.price,
      salePrice: products.salePrice,
      saleStartsAt: products.saleStartsAt,
      saleEndsAt: products.saleEndsAt,
      stock: products.stock,
      options: products.options,
      images: products.images,
    })
    .from(products)
    .where(isNull(products.archivedAt))
    .orderBy(asc(products.createdAt), asc(products.id));
}

/** A Bangla feed is worth offering once staff have written at least one Bangla title. */
export function hasBanglaTitles(rows: readonly FeedProduct[]): boolean {
  return rows.some((row) => row.titleBn !== '');
}

/** An image as stored (an http(s) URL, or a path on the shop such as `/uploads/x.webp`) as an absolute URL. */
function absoluteUrl(image: string, origin: string): string | undefined {
  try {
    const url = new URL(image, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The feed items for `rows` in `lang`: Bangla titles and pages where staff wrote them, English otherwise. A piece
 * without a usable photo is left out: both platforms refuse an item without `image_link`.
 */
export function toFeedItems(
  rows: readonly FeedProduct[],
  variants: readonly Pick<VariantRow, 'id' | 'productId' | 'options' | 'price' | 'salePrice' | 'stock'>[],
  { origin, lang, brand }: { origin: string; lang: Lang; brand: string },
): FeedItem[] {
  const now = Date.now();
  const items: FeedItem[] = [];
  for (const row of rows) {
    const [imageLink, ...additionalImageLinks] = row.images.flatMap((image) => absoluteUrl(image, origin) ?? []);
    if (!imageLink) continue;
    const title = titleIn(row, lang);
    const page = `${origin}${pathInLang(`/products/${row.id}`, lang)}`;
    const common = {
      description: descriptionIn(row, lang) || title,
      condition: 'new' as const,
      imageLink,
      additionalImageLinks,
      brand,
      googleProductCategory: JEWELRY_CATEGORY,
      productType: categoryLabel(row.category, lang),
    };
    const own = variants.filter((variant) => variant.productId === row.id);
    if (row.options.length === 0) {
      // Sold one way: the piece is the item, under its own id.
      items.push({
        ...common,
        id: row.id,
        title,
        availability: row.stock > 0 ? 'in_stock' : 'out_of_stock',
        price: row.price,
        ...saleOf(row, now),
        link: page,
      });
      continue;
    }
    // In sizes: each variant is an item of the piece's group, named by its size and linked to it.
    for (const variant of own) {
      items.push({
        ...common,
        id: variant.id,
        itemGroupId: row.id,
        title: `${title}, ${variantTitle(row.options, variant.options, lang)}`,
        availability: variant.stock > 0 ? 'in_stock' : 'out_of_stock',
        price: variant.price,
        ...saleOf(saleTermsOf(row, variant), now),
        link: `${page}?variant=${variant.id}`,
      });
    }
  }
  return items;
}

const TEN_YEARS_MS = 10 * 365 * 24 * 60 * 60 * 1000;

/**
 * A sale as the feeds say it: its price, and the interval it is on when that matters (a feed is kept until the
 * catalogue changes, so a sale still to start, or one with an end, is told by its dates, and the platforms start and
 * stop it). A sale that is over is left out; one on now with no end needs no dates. The formats want both ends, so a
 * sale still to start with no end is written as lasting ten years.
 */
function saleOf(terms: SaleTerms, now: number): Pick<FeedItem, 'salePrice' | 'saleEffectiveDate'> {
  const { salePrice, saleStartsAt, saleEndsAt } = terms;
  if (salePrice === null || salePrice >= terms.price) return {};
  const startsAt = saleStartsAt === null ? null : new Date(saleStartsAt);
  const endsAt = saleEndsAt === null ? null : new Date(saleEndsAt);
  if (endsAt && endsAt.getTime() <= now) return {};
  const started = !startsAt || startsAt.getTime() <= now;
  if (started && !endsAt) return { salePrice };
  const start = startsAt ?? new Date(now);
  const end = endsAt ?? new Date(start.getTime() + TEN_YEARS_MS);
  return { salePrice, saleEffectiveDate: `${start.toISOString()}/${end.toISOString()}` };
}

/** A price as both feeds write it: `1250.00 BDT`. */
export function feedPrice(taka: number): string {
  return `${taka.toFixed(2)} BDT`;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * `text` cut to at most `max` characters (UTF-16 units, which never undercounts), at a whole letter: a Bangla
 * conjunct or an emoji is never split.
 */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = '';
  for (const { segment } of graphemes.segment(text)) {
    if (cut.length + segment.length > max) break;
    cut += segment;
  }
  return cut.trimEnd();
}

/** What XML 1.0 calls a character (its `Char` production); CSV readers choke on the rest too. */
const isXmlChar = (code: number) =>
  code === 0x9 ||
  code === 0xa ||
  code === 0xd ||
  (code >= 0x20 && code <= 0xd7ff) ||
  (code >= 0xe000 && code <= 0xfffd) ||
  code >= 0x10000;

/** `text` without what no feed can carry: control characters, lone surrogates, U+FFFE and U+FFFF. */
export function feedText(text: string): string {
  // Most text has nothing to drop (a surrogate pair, an emoji, takes the long way, and is kept).
  if (!/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD]/.test(text)) return text;
  let kept = '';
  for (const char of text) if (isXmlChar(char.codePointAt(0) ?? 0)) kept += char;
  return kept;
}
