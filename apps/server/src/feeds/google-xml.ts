import { clip, feedPrice, feedText, type FeedItem } from './feed-items';

/** Google Merchant Center's limits (product data specification). */
const TITLE_MAX = 150;
const DESCRIPTION_MAX = 5000;
const ADDITIONAL_IMAGES_MAX = 10;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** `text` as XML character data, without the characters XML 1.0 forbids. */
function xmlText(text: string): string {
  return feedText(text).replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

const element = (name: string, value: string) => `      <g:${name}>${xmlText(value)}</g:${name}>\n`;

function itemXml(item: FeedItem): string {
  return (
    '    <item>\n' +
    element('id', item.id) +
    element('title', clip(feedText(item.title), TITLE_MAX)) +
    element('description', clip(feedText(item.description), DESCRIPTION_MAX)) +
    element('link', item.link) +
    element('image_link', item.imageLink) +
    item.additionalImageLinks
      .slice(0, ADDITIONAL_IMAGES_MAX)
      .map((link) => element('additional_image_link', link))
      .join('') +
    element('availability', item.availability) +
    element('price', feedPrice(item.price)) +
    (item.salePrice === undefined ? '' : element('sale_price', feedPrice(item.salePrice))) +
    (item.saleEffectiveDate === undefined ? '' : element('sale_price_effective_date', item.saleEffectiveDate)) +
    element('condition', item.condition) +
    element('brand', item.brand) +
    element('google_product_category', item.googleProductCategory) +
    element('product_type', item.productType) +
    (item.itemGroupId === undefined ? '' : element('item_group_id', item.itemGroupId)) +
    '    </item>\n'
  );
}

/** What the feed as a whole is: the shop's name, its home page and a line about it. */
export interface FeedChannel {
  title: string;
  link: string;
  description: string;
}

/** Google Merchant Center's feed: RSS 2.0 with Google's `g:` attributes, one `<item>` per item. */
export function writeGoogleXml(items: readonly FeedItem[], channel: FeedChannel): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n' +
    '  <channel>\n' +
    `    <title>${xmlText(channel.title)}</title>\n` +
    `    <link>${xmlText(channel.link)}</link>\n` +
    `    <description>${xmlText(channel.description)}</description>\n` +
    items.map(itemXml).join('') +
    '  </channel>\n' +
    '</rss>\n'
  );
}
