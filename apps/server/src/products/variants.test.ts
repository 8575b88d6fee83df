import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CartQuote } from '@alankar/shared/cart-schemas';
import type { Product } from '@alankar/shared/catalogue';
import type { Order } from '@alankar/shared/order-schemas';
import { useTestShop } from '../../test/test-app';
import { visitor } from '../../test/browser-like';
import { products, productVariants } from '../db/schema';

const STAFF = { email: 'variants-owner@alankar.test', password: 'variants-owner-password' };
const shop = useTestShop({
  AUTH_IP_LIMIT_PER_MINUTE: '100000',
  ADMIN_EMAIL: STAFF.email,
  ADMIN_PASSWORD: STAFF.password,
});

let staff: ReturnType<typeof visitor>;
beforeAll(async () => {
  staff = visitor(shop.app, { ip: '198.51.100.70' });
  expect((await staff.signIn(STAFF.email, STAFF.password)).statusCode).toBe(200);
});

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence += 1)}`.toUpperCase();
const RING_SIZE = { name: 'Ring size', nameBn: 'আংটির মাপ', values: ['6', '7', '8', '9'] };

/** A ring in sizes 6–9: Tk 1,800 for 6 and 7, Tk 1,900 for 8 and 9; `stocks` per size. */
async function addRing(stocks = [2, 3, 1, 0]): Promise<Product> {
  const tag = unique();
  const response = await staff.post('/api/products', {
    title: `Classic Band ${tag}`,
    category: 'Finger Ring',
    images: ['/images/hero-earrings.webp'],
    options: [RING_SIZE],
    variants: RING_SIZE.values.map((size, index) => ({
      sku: `BAND-${tag}-${size}`,
      options: [size],
      price: index < 2 ? 1800 : 1900,
      stock: stocks[index]!,
    })),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ product: Product }>().product;
}

const sizeOf = (ring: Product, size: string) => ring.variants.find((variant) => variant.options[0] === size)!;

const stockOf = async (variantId: string) =>
  (
    await shop.database.db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, variantId))
  )[0]?.stock;

const pieceStock = async (id: string) =>
  (await shop.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]?.stock;

let phones = 0;
/** A guest's cash order of `items`, from a browser and number of its own. */
function order(items: { _id: string; variantId?: string; quantity: number }[], ip?: string) {
  phones += 1;
  return visitor(shop.app, { ip: ip ?? `198.18.70.${(phones % 250) + 1}` }).post('/api/orders', {
    items,
    shippingAddress: {
      name: 'Sadia Islam',
      number: `0171${String(3_000_000 + phones).padStart(7, '0')}`,
      address: 'House 2, Road 9',
      district: 'dhaka',
      area: 'dhaka-dhanmondi',
    },
    paymentMethod: 'cash-on-delivery',
  });
}

describe('a piece in sizes', () => {
  it('is answered with its options and variants, its lowest and highest price and all its stock', async () => {
    const ring = await addRing();
    expect(ring).toMatchObject({ price: 1800, maxPrice: 1900, stock: 6, options: [RING_SIZE] });
    expect(ring.variants.map(({ options, price, stock }) => ({ options, price, stock }))).toEqual([
      { options: ['6'], price: 1800, stock: 2 },
      { options: ['7'], price: 1800, stock: 3 },
      { options: ['8'], price: 1900, stock: 1 },
      { options: ['9'], price: 1900, stock: 0 },
    ]);
    const read = await visitor(shop.app).get(`/api/products/${ring._id}`);
    expect(read.json<Product>().variants).toHaveLength(4);
  });

  it.each([
    [
      'a combination twice',
      [
        { options: ['6'], price: 100, stock: 1 },
        { options: ['6'], price: 100, stock: 1 },
      ],
      'variants.1.options',
      'Each combination once',
    ],
    [
      'a value the option does not have',
      [{ options: ['12'], price: 100, stock: 1 }],
      'variants.0.options',
      'Choose a value of each option',
    ],
    [
      'a SKU twice',
      [
        { sku: 'SAME', options: ['6'], price: 100, stock: 1 },
        { sku: 'SAME', options: ['7'], price: 100, stock: 1 },
      ],
      'variants.1.sku',
      'Each SKU once',
    ],
    ['options without variants', undefined, 'variants', 'Add at least one variant'],
  ])('refuses %s with a 400 naming the field', async (_case, variants, field, message) => {
    const response = await staff.post('/api/products', {
      title: 'Refused Band',
      category: 'Finger Ring',
      images: ['/images/hero-earrings.webp'],
      options: [RING_SIZE],
      ...(variants ? { variants } : {}),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
  });

  it('keeps a SKU to one variant across the shop (409)', async () => {
    const ring = await addRing();
    const copy = await staff.post('/api/products', {
      title: 'Copy Band',
      category: 'Finger Ring',
      images: ['/images/hero-earrings.webp'],
      options: [RING_SIZE],
      variants: [{ sku: sizeOf(ring, '6').sku, options: ['6'], price: 1000, stock: 1 }],
    });
    expect(copy.statusCode).toBe(409);
    expect(copy.json().error.fields['variants.0.sku']).toBe('Another variant already has this SKU');
  });

  it('sells the chosen size: its price, its stock taken, and the order line names it', async () => {
    const ring = await addRing();
    const seven = sizeOf(ring, '7');
    const placed = await order([{ _id: ring._id, variantId: seven._id, quantity: 2 }]);
    expect(placed.statusCode, placed.body).toBe(201);
    const { order: made } = placed.json<{ order: Order }>();
    expect(made.items).toEqual([
      expect.objectContaining({
        _id: ring._id,
        variantId: seven._id,
        variantTitle: 'Ring size 7',
        variantTitleBn: 'আংটির মাপ 7',
        sku: seven.sku,
        price: 1800,
        quantity: 2,
      }),
    ]);
    expect(await stockOf(seven._id)).toBe(1);
    expect(await pieceStock(ring._id)).toBe(4);

    // Cancelled, the pieces go back to their size.
    const cancelled = await staff.put(`/api/orders/${made._id}`, { status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stockOf(seven._id)).toBe(3);
    expect(await pieceStock(ring._id)).toBe(6);
  });

  it('refuses a sold-out size, and asks which size when the order names none', async () => {
    const ring = await addRing();
    const nine = await order([{ _id: ring._id, variantId: sizeOf(ring, '9')._id, quantity: 1 }]);
    expect(nine.statusCode).toBe(409);
    expect(nine.json().error.message).toBe(
      `${ring.title}, Ring size 9 has just sold out. Remove it from your cart and try again.`,
    );
    const none = await order([{ _id: ring._id, quantity: 1 }]);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields['items.0.variantId']).toBe(
      `Choose the size or length of ${ring.title}, then try again.`,
    );
    const inBangla = await visitor(shop.app, { lang: 'bn', ip: '198.51.100.77' }).post('/api/orders', {
      items: [{ _id: ring._id, quantity: 1 }],
      shippingAddress: {
        name: 'Sadia',
        number: '01711300999',
        address: 'Road 9',
        district: 'dhaka',
        area: 'dhaka-dhanmondi',
      },
      paymentMethod: 'cash-on-delivery',
    });
    expect(inBangla.json().error.fields['items.0.variantId']).toBe(
      `${ring.title}-এর মাপ বা দৈর্ঘ্য বেছে নিয়ে আবার চেষ্টা করুন।`,
    );
    expect(await pieceStock(ring._id)).toBe(6);
  });

  it('prices a cart’s size at today’s price in the quote, and says which size is sold out', async () => {
    const ring = await addRing();
    const seven = sizeOf(ring, '7');
    const { _id, ...rest } = seven;
    const raised = await staff.put(`/api/products/${ring._id}`, {
      options: [RING_SIZE],
      variants: ring.variants.map((variant) => (variant._id === _id ? { _id, ...rest, price: 2100 } : variant)),
    });
    expect(raised.statusCode, raised.body).toBe(200);
    const quoted = await visitor(shop.app, { lang: 'bn' }).post('/api/cart/quote', {
      items: [
        { _id: ring._id, variantId: seven._id, quantity: 1 },
        { _id: ring._id, variantId: sizeOf(ring, '9')._id, quantity: 1 },
        { _id: ring._id, quantity: 1 },
      ],
    });
    const { lines, subtotal } = quoted.json<CartQuote>();
    expect(lines).toEqual([
      expect.objectContaining({
        variantId: seven._id,
        variantTitle: 'আংটির মাপ 7',
        price: 2100,
        regularPrice: 2100,
        problem: null,
      }),
      expect.objectContaining({ variantId: sizeOf(ring, '9')._id, stock: 0, problem: 'sold-out' }),
      expect.objectContaining({ _id: ring._id, variantId: null, problem: 'choose' }),
    ]);
    expect(subtotal).toBe(2100);
    expect((await visitor(shop.app).get(`/api/products/${ring._id}`)).json<Product>()).toMatchObject({
      price: 1800,
      maxPrice: 2100,
    });
  });

  it('changes stock per size in place, keeps sizes by id, and removes the ones left out (orders keep their lines)', async () => {
    const ring = await addRing();
    const eight = sizeOf(ring, '8');
    const raised = await staff.put(`/api/products/${ring._id}`, { variantId: eight._id, stockChange: 4 });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(sizeOf(raised.json<{ product: Product }>().product, '8').stock).toBe(5);
    expect(await pieceStock(ring._id)).toBe(10);

    const wide = await staff.put(`/api/products/${ring._id}`, { stockChange: 1 });
    expect(wide.statusCode).toBe(400);
    expect(wide.json().error.fields.stockChange).toBe(
      'This piece has a price and stock for each variant: change them there.',
    );

    const placed = await order([{ _id: ring._id, variantId: sizeOf(ring, '6')._id, quantity: 1 }]);
    expect(placed.statusCode).toBe(201);
    // Size 6 is no longer made: its variant goes, the order keeps "Ring size 6".
    const kept = ring.variants.filter((variant) => variant.options[0] !== '6');
    const trimmed = await staff.put(`/api/products/${ring._id}`, {
      options: [{ ...RING_SIZE, values: ['7', '8', '9'] }],
      variants: kept.map((variant) => (variant._id === eight._id ? { ...variant, stock: 5 } : variant)),
    });
    expect(trimmed.statusCode, trimmed.body).toBe(200);
    const after = trimmed.json<{ product: Product }>().product;
    expect(after.variants.map((variant) => variant._id)).toEqual(kept.map((variant) => variant._id));
    expect(after.stock).toBe(3 + 5 + 0);
    const { order: made } = placed.json<{ order: Order }>();
    const reread = await staff.get(`/api/orders/${made._id}`);
    expect(reread.json<Order>().items[0]).toMatchObject({ variantId: null, variantTitle: 'Ring size 6' });
  });

  it('sells the last ring in size 7 once when 20 shoppers try at the same moment; other sizes are untouched', async () => {
    const ring = await addRing([2, 1, 1, 0]);
    const seven = sizeOf(ring, '7');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        order([{ _id: ring._id, variantId: seven._id, quantity: 1 }], `198.18.71.${i + 1}`),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(await stockOf(seven._id)).toBe(0);
    expect(await stockOf(sizeOf(ring, '6')._id)).toBe(2);
    expect(await pieceStock(ring._id)).toBe(3);
  });

  it('goes into the feeds as one item per size, grouped under the piece and linked to its size', async () => {
    const ring = await addRing();
    const seven = sizeOf(ring, '7');
    const xml = (await visitor(shop.app).get('/feeds/google.xml')).body;
    const items = xml.split('<item>').filter((item) => item.includes(`<g:item_group_id>${ring._id}</g:item_group_id>`));
    expect(items).toHaveLength(4);
    const item = items.find((one) => one.includes(`<g:id>${seven._id}</g:id>`))!;
    expect(item).toContain(`<g:title>${ring.title}, Ring size 7</g:title>`);
    expect(item).toContain('<g:price>1800.00 BDT</g:price>');
    expect(item).toContain('<g:availability>in_stock</g:availability>');
    expect(item).toMatch(new RegExp(`<g:link>http://[^<]+/products/${ring._id}\\?variant=${seven._id}</g:link>`));
    const nine = items.find((one) => one.includes(`<g:id>${sizeOf(ring, '9')._id}</g:id>`))!;
    expect(nine).toContain('<g:availability>out_of_stock</g:availability>');
  });

  it('lists only pieces that have a size in stock when the listing asks for it, and says which sizes there are', async () => {
    const soldNine = await addRing([1, 1, 1, 0]);
    const hasNine = await addRing([0, 0, 0, 2]);
    const listed = async (value: string) =>
      (await visitor(shop.app).get(`/api/products?category=Finger+Ring&optionValue=${encodeURIComponent(value)}`))
        .json<{ products: Product[] }>()
        .products.map((piece) => piece._id);
    expect(await listed('9')).toContain(hasNine._id);
    expect(await listed('9')).not.toContain(soldNine._id);
    expect(await listed('7')).toContain(soldNine._id);
    expect(await listed('7')).not.toContain(hasNine._id);
    const values = await shop.app.services.catalogue.optionValues('Finger Ring');
    expect(values).toContainEqual({ name: 'Ring size', nameBn: 'আংটির মাপ', values: ['6', '7', '8', '9'] });
    expect(await shop.app.services.catalogue.optionValues('Earrings')).toEqual([]);
  });

  it('keeps a kept size’s stock when the form sends none, so orders placed while staff edited still count', async () => {
    const ring = await addRing([2, 3, 1, 0]);
    const seven = sizeOf(ring, '7');
    expect((await order([{ _id: ring._id, variantId: seven._id, quantity: 1 }])).statusCode).toBe(201);
    // The form opened before that order: it changes a price, and sends no stock for sizes staff did not touch.
    const edited = await staff.put(`/api/products/${ring._id}`, {
      options: [RING_SIZE],
      variants: ring.variants.map(({ stock: _stock, ...variant }) =>
        variant._id === seven._id ? { ...variant, price: 1850 } : variant,
      ),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(sizeOf(edited.json<{ product: Product }>().product, '7')).toMatchObject({ price: 1850, stock: 2 });
    expect(await pieceStock(ring._id)).toBe(5);
  });

  it('lets staff swap two sizes’ SKUs in one save', async () => {
    const ring = await addRing();
    const [six, seven] = [sizeOf(ring, '6'), sizeOf(ring, '7')];
    const swapped = await staff.put(`/api/products/${ring._id}`, {
      options: [RING_SIZE],
      variants: ring.variants.map((variant) =>
        variant._id === six._id
          ? { ...variant, sku: seven.sku }
          : variant._id === seven._id
            ? { ...variant, sku: six.sku }
            : variant,
      ),
    });
    expect(swapped.statusCode, swapped.body).toBe(200);
    const after = swapped.json<{ product: Product }>().product;
    expect([sizeOf(after, '6').sku, sizeOf(after, '7').sku]).toEqual([seven.sku, six.sku]);
  });

  it('keeps a piece’s one variant as its first size when it starts coming in sizes, so open orders give back to it', async () => {
    const made = await staff.post('/api/products', {
      title: `Plain Band ${unique()}`,
      category: 'Finger Ring',
      price: 1200,
      stock: 4,
      images: ['/images/hero-earrings.webp'],
    });
    const plain = made.json<{ product: Product }>().product;
    const placed = await order([{ _id: plain._id, quantity: 1 }]);
    expect(placed.statusCode).toBe(201);
    const sized = await staff.put(`/api/products/${plain._id}`, {
      options: [{ name: 'Ring size', values: ['6', '7'] }],
      variants: [
        { options: ['6'], price: 1200, stock: 3 },
        { options: ['7'], price: 1200, stock: 2 },
      ],
    });
    expect(sized.statusCode, sized.body).toBe(200);
    const six = sizeOf(sized.json<{ product: Product }>().product, '6');
    expect(six._id).toBe(plain.variants[0]!._id);
    const cancelled = await staff.put(`/api/orders/${placed.json<{ order: Order }>().order._id}`, {
      status: 'cancelled',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await stockOf(six._id)).toBe(4);
    expect(await pieceStock(plain._id)).toBe(6);
  });

  it('refuses a piece without options sold no way at all', async () => {
    const ring = await addRing();
    const none = await staff.put(`/api/products/${ring._id}`, { options: [], variants: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields.variants).toBe('A piece without options is sold one way: one variant');
  });

  it('refuses, never crashes, the shoppers who lose the last piece of a piece sold one way at the same moment', async () => {
    const made = await staff.post('/api/products', {
      title: `Last Chain ${unique()}`,
      category: 'Necklaces',
      price: 900,
      stock: 1,
      images: ['/images/hero-earrings.webp'],
    });
    const chain = made.json<{ product: Product }>().product;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => order([{ _id: chain._id, quantity: 1 }], `198.18.72.${i + 1}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(await pieceStock(chain._id)).toBe(0);
  });
});

describe('a sale price per size', () => {
  /** The ring with size 7 on sale at Tk 1,350 (25 % off Tk 1,800), between `startsAt` and `endsAt`. */
  async function putSevenOnSale(ring: Product, sale: { saleStartsAt?: string | null; saleEndsAt?: string | null }) {
    return staff.put(`/api/products/${ring._id}`, {
      ...sale,
      options: [RING_SIZE],
      variants: ring.variants.map(({ stock: _stock, ...variant }) =>
        variant.options[0] === '7' ? { ...variant, salePrice: 1350 } : variant,
      ),
    });
  }

  it('charges the size on sale its sale price in the quote and the order, and the other sizes their price', async () => {
    const ring = await addRing();
    const saved = await putSevenOnSale(ring, {});
    expect(saved.statusCode, saved.body).toBe(200);
    const onSale = saved.json<{ product: Product }>().product;
    expect(sizeOf(onSale, '7')).toMatchObject({ price: 1800, salePrice: 1350, stock: 3 });
    expect(sizeOf(onSale, '6')).toMatchObject({ price: 1800, salePrice: null });
    expect(onSale.salePrice).toBeNull();

    const items = [
      { _id: ring._id, variantId: sizeOf(ring, '7')._id, quantity: 2 },
      { _id: ring._id, variantId: sizeOf(ring, '6')._id, quantity: 1 },
    ];
    const quote = (await visitor(shop.app).post('/api/cart/quote', { items })).json<CartQuote>();
    expect(quote.lines.map(({ price, regularPrice }) => [price, regularPrice])).toEqual([
      [1350, 1800],
      [1800, 1800],
    ]);
    expect(quote.subtotal).toBe(2 * 1350 + 1800);

    const placed = await order(items);
    expect(placed.statusCode, placed.body).toBe(201);
    const { order: made } = placed.json<{ order: Order }>();
    expect(made.items.map(({ price }) => price)).toEqual([1350, 1800]);
    expect(made.subtotal).toBe(quote.subtotal);
  });

  it('holds a size’s sale to the piece’s dates: not before it starts, not after it ends', async () => {
    const ring = await addRing();
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    expect((await putSevenOnSale(ring, { saleStartsAt: tomorrow })).statusCode).toBe(200);
    const items = [{ _id: ring._id, variantId: sizeOf(ring, '7')._id, quantity: 1 }];
    const before = (await visitor(shop.app).post('/api/cart/quote', { items })).json<CartQuote>();
    expect(before.lines[0]).toMatchObject({ price: 1800, regularPrice: 1800 });

    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    const over = await staff.put(`/api/products/${ring._id}`, { saleStartsAt: null, saleEndsAt: yesterday });
    expect(over.statusCode, over.body).toBe(200);
    const after = (await visitor(shop.app).post('/api/cart/quote', { items })).json<CartQuote>();
    expect(after.lines[0]).toMatchObject({ price: 1800 });
  });

  it('refuses a size’s sale price that is not below its price, one for a piece sold one way, and one for the piece', async () => {
    const ring = await addRing();
    const atPrice = await staff.put(`/api/products/${ring._id}`, {
      options: [RING_SIZE],
      variants: ring.variants.map(({ stock: _stock, ...variant }, index) =>
        index === 1 ? { ...variant, salePrice: variant.price } : variant,
      ),
    });
    expect(atPrice.statusCode).toBe(400);
    expect(atPrice.json()).toMatchObject({
      error: { fields: { 'variants.1.salePrice': 'A sale price must be lower than the price' } },
    });

    const pieceWide = await staff.put(`/api/products/${ring._id}`, { salePrice: 1000 });
    expect(pieceWide.statusCode).toBe(400);
    expect(pieceWide.json()).toMatchObject({
      error: { fields: { salePrice: expect.stringContaining('each variant') } },
    });

    const oneWay = await staff.post('/api/products', {
      title: `Plain Studs ${unique()}`,
      category: 'Earrings',
      images: ['/images/hero-earrings.webp'],
      options: [],
      variants: [{ options: [], price: 900, salePrice: 700, stock: 2 }],
    });
    expect(oneWay.statusCode).toBe(400);
    expect(oneWay.json()).toMatchObject({
      error: { fields: { 'variants.0.salePrice': 'A piece without options has its sale price on the piece' } },
    });
    const unchanged = (await visitor(shop.app).get(`/api/products/${ring._id}`)).json<Product>();
    expect(unchanged.variants.map(({ salePrice }) => salePrice)).toEqual([null, null, null, null]);
  });

  it('keeps a size’s sale price when a save leaves it out, and drops it when the piece comes to be sold one way', async () => {
    const ring = await addRing();
    expect((await putSevenOnSale(ring, {})).statusCode).toBe(200);
    const repriced = await staff.put(`/api/products/${ring._id}`, {
      options: [RING_SIZE],
      variants: ring.variants.map(({ stock: _stock, salePrice: _sale, ...variant }) =>
        variant.options[0] === '6' ? { ...variant, price: 1750 } : variant,
      ),
    });
    expect(repriced.statusCode, repriced.body).toBe(200);
    const kept = repriced.json<{ product: Product }>().product;
    expect(sizeOf(kept, '7')).toMatchObject({ price: 1800, salePrice: 1350 });
    expect(sizeOf(kept, '6')).toMatchObject({ price: 1750, salePrice: null });

    const oneWay = await staff.put(`/api/products/${ring._id}`, {
      options: [],
      variants: [{ _id: sizeOf(ring, '7')._id, options: [], price: 1800 }],
    });
    expect(oneWay.statusCode, oneWay.body).toBe(200);
    const plain = oneWay.json<{ product: Product }>().product;
    expect(plain.variants).toEqual([expect.objectContaining({ price: 1800, salePrice: null })]);
    expect(plain.salePrice).toBeNull();
  });

  it('gives the feeds the size’s sale price beside its price, and no sale to the other sizes', async () => {
    const ring = await addRing();
    const endsAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    expect((await putSevenOnSale(ring, { saleEndsAt: endsAt })).statusCode).toBe(200);
    const xml = (await visitor(shop.app).get('/feeds/google.xml')).body;
    const items = xml.split('<item>').filter((item) => item.includes(`<g:item_group_id>${ring._id}</g:item_group_id>`));
    const seven = items.find((one) => one.includes(`<g:id>${sizeOf(ring, '7')._id}</g:id>`))!;
    expect(seven).toContain('<g:price>1800.00 BDT</g:price>');
    expect(seven).toContain('<g:sale_price>1350.00 BDT</g:sale_price>');
    expect(seven).toMatch(/<g:sale_price_effective_date>[^<]+\/[^<]+<\/g:sale_price_effective_date>/);
    const six = items.find((one) => one.includes(`<g:id>${sizeOf(ring, '6')._id}</g:id>`))!;
    expect(six).not.toContain('sale_price');
  });
});
