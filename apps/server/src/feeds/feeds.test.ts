import { beforeAll, describe, expect, it } from 'vitest';
import { useTestShop } from '../../test/test-app';
import { SHOP_ORIGIN, visitor } from '../../test/browser-like';
import { insertProduct } from '../db/factories';
import type { FeedItem } from './feed-items';
import type { Viewer } from '@alankar/shared/account';
import { writeMetaCsv } from './meta-csv';
import { writeGoogleXml } from './google-xml';

/** Who edits the catalogue in these tests. */
const STAFF: Viewer = {
  id: 'feeds-staff',
  email: 'feeds-owner@alankar.test',
  name: 'Owner',
  image: null,
  role: 'admin',
};

/** RFC 4180, read back: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** A CSV feed's rows as header → value, by id. */
function csvItems(text: string): { header: string[]; rows: Map<string, Record<string, string>> } {
  const [header = [], ...rows] = parseCsv(text);
  for (const row of rows) expect(row).toHaveLength(header.length);
  const byId = new Map(rows.map((row) => [row[0]!, Object.fromEntries(header.map((name, i) => [name, row[i]!]))]));
  return { header, rows: byId };
}

const unescapeXml = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');

/** Every element closed in order, nothing but tags holding `<`, and every `&` an entity. */
function expectWellFormed(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.replace(/^<\?xml[^?]*\?>/, '');
  const open: string[] = [];
  for (const [, closing, name, selfClosing] of body.matchAll(/<(\/?)([A-Za-z_][\w:.-]*)[^<>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (closing) expect(open.pop()).toBe(name);
    else open.push(name!);
  }
  expect(open).toEqual([]);
  expect(body.replace(/<\/?[A-Za-z_][\w:.-]*[^<>]*>/g, '')).not.toMatch(/[<>]/);
  expect(body).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
}

/** A Google feed's items as field → values (repeated fields keep every value), by `g:id`. */
function xmlItems(xml: string): Map<string, Record<string, string[]>> {
  const items = new Map<string, Record<string, string[]>>();
  for (const [, inner = ''] of xml.matchAll(/<item>([\s\S]*?)<\/item>/g)) {
    const fields: Record<string, string[]> = {};
    for (const [, name = '', value = ''] of inner.matchAll(/<g:([a-z_]+)>([^<]*)<\/g:\1>/g)) {
      (fields[name] ??= []).push(unescapeXml(value));
    }
    items.set(fields.id?.[0] ?? '', fields);
  }
  return items;
}

const PRICE = /^\d+\.\d{2} BDT$/;
const META_REQUIRED = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'link',
  'image_link',
  'brand',
];
const GOOGLE_REQUIRED = [
  'id',
  'title',
  'description',
  'link',
  'image_link',
  'availability',
  'price',
  'condition',
  'brand',
];

function expectAbsoluteUrl(value: string | undefined) {
  const url = new URL(value ?? '');
  expect(['http:', 'https:']).toContain(url.protocol);
}

describe('catalogue feeds', () => {
  const shop = useTestShop();
  const get = (url: string) => visitor(shop.app).get(url);
  const ids = { pearl: '', ruby: '', kada: '', archived: '', plain: '' };
  const PEARL_TITLE = 'Pearl Drop Earrings, "Moonlight"';
  const PEARL_TEXT = 'Freshwater pearls & silver hooks: <small>, light and easy to wear.';

  beforeAll(async () => {
    const { db } = shop.database;
    ids.pearl = (
      await insertProduct(db, {
        title: PEARL_TITLE,
        description: PEARL_TEXT,
        price: 1250,
        stock: 3,
        images: ['/uploads/test/pearl.webp', 'https://cdn.example.com/pearl-side.webp', '/images/pearl-box.webp'],
      })
    ).id;
    ids.ruby = (
      await insertProduct(db, {
        title: 'Ruby Ring',
        category: 'Finger Ring',
        price: 2650,
        stock: 0,
        images: ['/images/ruby.webp'],
      })
    ).id;
    ids.kada = (
      await insertProduct(db, {
        title: 'Gold Kada',
        titleBn: 'গোল্ড প্লেটেড কড়া',
        description: 'A gold-plated bangle for every day.',
        descriptionBn: 'প্রতিদিনের জন্য সোনালি প্রলেপের কড়া।',
        category: 'Bracelets',
        price: 2400,
        images: ['https://cdn.example.com/kada.webp'],
      })
    ).id;
    ids.plain = (await insertProduct(db, { title: 'Silver Hoops', description: '' })).id;
    ids.archived = (await insertProduct(db, { title: 'Retired Chain', archivedAt: new Date() })).id;
  });

  it('serves Meta’s CSV with every required column and value rules kept', async () => {
    const response = await get('/feeds/meta.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=900');

    const { header, rows } = csvItems(response.body);
    expect(header).toEqual(
      expect.arrayContaining([...META_REQUIRED, 'additional_image_link', 'sale_price', 'item_group_id']),
    );
    expect(header).toEqual(expect.arrayContaining(['google_product_category', 'product_type']));
    expect(rows.size).toBeGreaterThanOrEqual(4);
    for (const row of rows.values()) {
      for (const name of META_REQUIRED) expect(row[name], name).not.toBe('');
      expect(['in stock', 'out of stock']).toContain(row.availability);
      expect(row.condition).toBe('new');
      expect(row.price).toMatch(PRICE);
      expectAbsoluteUrl(row.link);
      expectAbsoluteUrl(row.image_link);
      expect(row.brand).toBe('Alankar');
      expect(row.google_product_category).toBe('188');
      // No variants or sales yet: the columns are there, empty.
      expect(row.sale_price).toBe('');
      expect(row.item_group_id).toBe('');
    }

    expect(rows.get(ids.pearl)).toMatchObject({
      title: PEARL_TITLE,
      description: PEARL_TEXT,
      availability: 'in stock',
      price: '1250.00 BDT',
      link: `${SHOP_ORIGIN}/products/${ids.pearl}`,
      image_link: `${SHOP_ORIGIN}/uploads/test/pearl.webp`,
      additional_image_link: `https://cdn.example.com/pearl-side.webp,${SHOP_ORIGIN}/images/pearl-box.webp`,
      product_type: 'Earrings',
    });
    // RFC 4180 on the wire: quoted, with the quotes doubled.
    expect(response.body).toContain(`${ids.pearl},"Pearl Drop Earrings, ""Moonlight""",`);
    expect(rows.get(ids.ruby)).toMatchObject({
      availability: 'out of stock',
      price: '2650.00 BDT',
      image_link: `${SHOP_ORIGIN}/images/ruby.webp`,
      additional_image_link: '',
      // The category as the shop's pages name it.
      product_type: 'Rings',
    });
    expect(rows.get(ids.plain)?.description).toBe('Silver Hoops');
    expect(rows.has(ids.archived)).toBe(false);
  });

  it('serves Google’s RSS with the g: namespace and every required field', async () => {
    const response = await get('/feeds/google.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=900');
    const xml = response.body;
    expectWellFormed(xml);
    expect(xml).toContain('<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">');

    const items = xmlItems(xml);
    expect(items.size).toBe((xml.match(/<item>/g) ?? []).length);
    for (const fields of items.values()) {
      for (const name of GOOGLE_REQUIRED) expect(fields[name], name).toHaveLength(1);
      expect(['in_stock', 'out_of_stock']).toContain(fields.availability?.[0]);
      expect(fields.price?.[0]).toMatch(PRICE);
      expect(fields.condition).toEqual(['new']);
      expect(fields.brand).toEqual(['Alankar']);
      expect(fields.google_product_category).toEqual(['188']);
      expectAbsoluteUrl(fields.link?.[0]);
      expectAbsoluteUrl(fields.image_link?.[0]);
      for (const link of fields.additional_image_link ?? []) expectAbsoluteUrl(link);
      expect(fields.sale_price).toBeUndefined();
      expect(fields.item_group_id).toBeUndefined();
    }

    expect(items.get(ids.pearl)).toMatchObject({
      title: [PEARL_TITLE],
      description: [PEARL_TEXT],
      availability: ['in_stock'],
      price: ['1250.00 BDT'],
      link: [`${SHOP_ORIGIN}/products/${ids.pearl}`],
      image_link: [`${SHOP_ORIGIN}/uploads/test/pearl.webp`],
      additional_image_link: ['https://cdn.example.com/pearl-side.webp', `${SHOP_ORIGIN}/images/pearl-box.webp`],
      product_type: ['Earrings'],
    });
    expect(xml).toContain('<g:title>Pearl Drop Earrings, &quot;Moonlight&quot;</g:title>');
    expect(xml).toContain('pearls &amp; silver hooks: &lt;small&gt;,');
    expect(items.get(ids.ruby)?.availability).toEqual(['out_of_stock']);
    expect(items.get(ids.plain)?.description).toEqual(['Silver Hoops']);
    expect(items.has(ids.archived)).toBe(false);
  });

  it('serves the Bangla feeds with Bangla titles and /bn/ links, English where there is no Bangla title', async () => {
    const csv = await get('/feeds/meta.bn.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const { rows } = csvItems(csv.body);
    expect(rows.get(ids.kada)).toMatchObject({
      title: 'গোল্ড প্লেটেড কড়া',
      description: 'প্রতিদিনের জন্য সোনালি প্রলেপের কড়া।',
      link: `${SHOP_ORIGIN}/bn/products/${ids.kada}`,
      product_type: 'ব্রেসলেট',
    });
    expect(rows.get(ids.pearl)).toMatchObject({ title: PEARL_TITLE, link: `${SHOP_ORIGIN}/bn/products/${ids.pearl}` });
    for (const row of rows.values()) expect(new URL(row.link!).pathname).toMatch(/^\/bn\/products\//);
    expect(rows.has(ids.archived)).toBe(false);

    const xml = await get('/feeds/google.bn.xml');
    expect(xml.statusCode).toBe(200);
    expectWellFormed(xml.body);
    const items = xmlItems(xml.body);
    expect(items.get(ids.kada)).toMatchObject({
      title: ['গোল্ড প্লেটেড কড়া'],
      link: [`${SHOP_ORIGIN}/bn/products/${ids.kada}`],
    });
    expect(items.get(ids.pearl)?.title).toEqual([PEARL_TITLE]);
  });

  it('keeps a feed until the catalogue changes, then makes it again', async () => {
    const first = await get('/feeds/google.xml');
    const hits = shop.app.cache.stats.hits;
    const again = await get('/feeds/google.xml');
    expect(again.body).toBe(first.body);
    expect(shop.app.cache.stats.hits).toBeGreaterThan(hits);

    const created = await shop.app.services.catalogue.createProduct(STAFF, {
      title: 'Emerald Pendant',
      titleBn: '',
      salePrice: null,
      saleStartsAt: null,
      saleEndsAt: null,
      weightGrams: null,
      options: [],
      category: 'Necklaces',
      price: 3200,
      stock: 0,
      description: 'A small emerald on a fine chain.',
      descriptionBn: '',
      material: 'Gold-plated silver',
      images: ['/uploads/test/emerald.webp'],
    });
    const afterCreate = xmlItems((await get('/feeds/google.xml')).body);
    expect(afterCreate.get(created._id)?.availability).toEqual(['out_of_stock']);
    expect(csvItems((await get('/feeds/meta.csv')).body).rows.get(created._id)?.availability).toBe('out of stock');

    await shop.app.services.catalogue.updateProduct(STAFF, created._id, { stock: 2, price: 2990 });
    const afterUpdate = xmlItems((await get('/feeds/google.xml')).body);
    expect(afterUpdate.get(created._id)).toMatchObject({ availability: ['in_stock'], price: ['2990.00 BDT'] });

    await shop.app.services.catalogue.deleteProduct(STAFF, created._id);
    expect(xmlItems((await get('/feeds/google.xml')).body).has(created._id)).toBe(false);
  });
});

describe('Bangla feeds before any Bangla title', () => {
  const shop = useTestShop();
  const get = (url: string) => visitor(shop.app).get(url);
  let id = '';

  beforeAll(async () => {
    id = (await insertProduct(shop.database.db, { title: 'Silver Hoop Earrings' })).id;
  });

  it('answers 404 in plain words, and serves them once a piece has a Bangla title', async () => {
    for (const url of ['/feeds/meta.bn.csv', '/feeds/google.bn.xml']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.body).toMatch(/Bangla title/);
    }
    expect((await get('/feeds/meta.csv')).statusCode).toBe(200);
    expect((await get('/feeds/google.xml')).statusCode).toBe(200);

    await shop.app.services.catalogue.updateProduct(STAFF, id, { titleBn: 'রুপার হুপ কানের দুল' });
    const csv = await get('/feeds/meta.bn.csv');
    expect(csv.statusCode).toBe(200);
    expect(csvItems(csv.body).rows.get(id)?.title).toBe('রুপার হুপ কানের দুল');
  });
});

describe('feed writers', () => {
  const item: FeedItem = {
    id: 'piece-1',
    title: 'Ring',
    description: 'A ring.',
    availability: 'in_stock',
    condition: 'new',
    price: 1250,
    link: 'https://alankar.example/products/piece-1',
    imageLink: 'https://alankar.example/uploads/ring.webp',
    additionalImageLinks: [],
    brand: 'Alankar',
    googleProductCategory: '188',
    productType: 'Rings',
  };
  const channel = { title: 'Alankar', link: 'https://alankar.example/', description: 'Jewellery from Alankar' };

  it('cuts titles and descriptions to each platform’s limit, never inside a letter', () => {
    const long = { ...item, title: `${'a'.repeat(149)}💍${'b'.repeat(100)}`, description: 'd'.repeat(12_000) };
    const meta = csvItems(writeMetaCsv([long])).rows.get('piece-1');
    expect(meta?.title).toBe(`${'a'.repeat(149)}💍${'b'.repeat(49)}`);
    expect(meta?.description).toHaveLength(9999);
    const google = xmlItems(writeGoogleXml([long], channel)).get('piece-1');
    // The ring (two UTF-16 units) would end at 151: it is left out whole.
    expect(google?.title).toEqual(['a'.repeat(149)]);
    expect(google?.description?.[0]).toHaveLength(5000);
  });

  it('drops characters XML 1.0 forbids and keeps the rest, emoji and Bangla included', () => {
    const odd = { ...item, title: 'Ring\u0007 \uD800box 💍', description: 'আংটি\u0000\uFFFF\ttab\nline' };
    const xml = writeGoogleXml([odd], channel);
    expectWellFormed(xml);
    expect(xmlItems(xml).get('piece-1')).toMatchObject({ title: ['Ring box 💍'], description: ['আংটি\ttab\nline'] });
    expect(csvItems(writeMetaCsv([odd])).rows.get('piece-1')).toMatchObject({
      title: 'Ring box 💍',
      description: 'আংটি\ttab\nline',
    });
  });

  it('writes a sale price and an item group only when an item has them', () => {
    const onSale = { ...item, salePrice: 990, itemGroupId: 'ring-sizes' };
    const meta = csvItems(writeMetaCsv([item, { ...onSale, id: 'piece-2' }])).rows;
    expect(meta.get('piece-1')).toMatchObject({ sale_price: '', item_group_id: '' });
    expect(meta.get('piece-2')).toMatchObject({ sale_price: '990.00 BDT', item_group_id: 'ring-sizes' });
    const google = xmlItems(writeGoogleXml([item, { ...onSale, id: 'piece-2' }], channel));
    expect(google.get('piece-1')?.sale_price).toBeUndefined();
    expect(google.get('piece-2')).toMatchObject({ sale_price: ['990.00 BDT'], item_group_id: ['ring-sizes'] });
  });
});
