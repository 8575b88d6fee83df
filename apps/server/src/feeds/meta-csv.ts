import { clip, feedPrice, feedText, type FeedItem } from './feed-items';

/** Meta's limits (Commerce Manager, supported fields for products). */
const TITLE_MAX = 200;
const DESCRIPTION_MAX = 9999;
const ADDITIONAL_IMAGES_MAX = 20;

const AVAILABILITY: Record<FeedItem['availability'], string> = {
  in_stock: 'in stock',
  out_of_stock: 'out of stock',
};

/**
 * The columns, always all of them: an optional one (`sale_price`, `item_group_id`) is left empty on a row that
 * has no value, as Meta's own templates do.
 */
const COLUMNS: readonly [name: string, value: (item: FeedItem) => string][] = [
  ['id', (item) => item.id],
  ['title', (item) => clip(feedText(item.title), TITLE_MAX)],
  ['description', (item) => clip(feedText(item.description), DESCRIPTION_MAX)],
  ['availability', (item) => AVAILABILITY[item.availability]],
  ['condition', (item) => item.condition],
  ['price', (item) => feedPrice(item.price)],
  ['sale_price', (item) => (item.salePrice === undefined ? '' : feedPrice(item.salePrice))],
  ['sale_price_effective_date', (item) => item.saleEffectiveDate ?? ''],
  ['link', (item) => item.link],
  ['image_link', (item) => item.imageLink],
  ['additional_image_link', (item) => item.additionalImageLinks.slice(0, ADDITIONAL_IMAGES_MAX).join(',')],
  ['brand', (item) => feedText(item.brand)],
  ['google_product_category', (item) => item.googleProductCategory],
  ['product_type', (item) => feedText(item.productType)],
  ['item_group_id', (item) => item.itemGroupId ?? ''],
];

/**
 * A field as RFC 4180 writes it: quoted, with quotes doubled, when it holds a comma, a quote or a line break. Meta
 * also asks for quotes around any field with whitespace, which RFC 4180 allows.
 */
function csvField(value: string): string {
  return /[",\s]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

const csvRow = (fields: readonly string[]) => `${fields.map(csvField).join(',')}\r\n`;

/** Meta's catalogue data feed (Facebook and Instagram Shops): a header row, then one row per item. */
export function writeMetaCsv(items: readonly FeedItem[]): string {
  return (
    csvRow(COLUMNS.map(([name]) => name)) +
    items.map((item) => csvRow(COLUMNS.map(([, value]) => value(item)))).join('')
  );
}
