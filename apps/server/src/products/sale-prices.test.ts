import { beforeAll, describe, expect, it } from 'vitest';
import type { CartQuote } from '@alankar/shared/cart-schemas';
import type { Product } from '@alankar/shared/catalogue';
import type { Order } from '@alankar/shared/order-schemas';
import { useTestShop } from '../../test/test-app';
import { visitor } from '../../test/browser-like';
import { followSales } from '../cache/sale-clock';

const STAFF = { email: 'sales-owner@alankar.test', password: 'sales-owner-password' };
const shop = useTestShop({
  AUTH_IP_LIMIT_PER_MINUTE: '100000',
  ADMIN_EMAIL: STAFF.email,
  ADMIN_PASSWORD: STAFF.password,
});

let staff: ReturnType<typeof visitor>;
beforeAll(async () => {
  staff = visitor(shop.app, { ip: '198.51.100.60' });
  expect((await staff.signIn(STAFF.email, STAFF.password)).statusCode).toBe(200);
});

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

let sequence = 0;
async function addPiece(fields: Record<string, unknown>): Promise<Product> {
  sequence += 1;
  const response = await staff.post('/api/products', {
    title: `Sale Piece ${sequence}`,
    category: 'Necklaces',
    price: 2000,
    stock: 5,
    images: ['/images/hero-earrings.webp'],
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ product: Product }>().product;
}

async function quoted(piece: Product) {
  const response = await visitor(shop.app).post('/api/cart/quote', { items: [{ _id: piece._id, quantity: 2 }] });
  return response.json<CartQuote>();
}

describe('sale prices', () => {
  it('take staff’s typed prices (`2,450`, Bengali digits) and keep the sale, its dates and the weight', async () => {
    const piece = await addPiece({
      price: '2,450',
      salePrice: '১,৯৯০',
      saleStartsAt: '2026-03-28T00:00:00+06:00',
      saleEndsAt: '2036-04-02T00:00:00+06:00',
      weightGrams: 35,
    });
    expect(piece).toMatchObject({
      price: 2450,
      salePrice: 1990,
      saleStartsAt: '2026-03-27T18:00:00.000Z',
      saleEndsAt: '2036-04-01T18:00:00.000Z',
      weightGrams: 35,
    });
  });

  it('price a cart and an order at the sale price while the sale is on, and at the price otherwise', async () => {
    const on = await addPiece({ salePrice: 1500 });
    const later = await addPiece({ salePrice: 1500, saleStartsAt: inDays(2) });
    const over = await addPiece({ salePrice: 1500, saleEndsAt: inDays(-1), saleStartsAt: inDays(-5) });

    expect((await quoted(on)).lines[0]).toMatchObject({ price: 1500, regularPrice: 2000 });
    expect(await quoted(on)).toMatchObject({ subtotal: 3000 });
    expect((await quoted(later)).lines[0]).toMatchObject({ price: 2000, regularPrice: 2000 });
    expect((await quoted(over)).lines[0]).toMatchObject({ price: 2000, regularPrice: 2000 });

    const placed = await visitor(shop.app, { ip: '198.51.100.61' }).post('/api/orders', {
      items: [
        { _id: on._id, quantity: 2 },
        { _id: later._id, quantity: 1 },
      ],
      shippingAddress: {
        name: 'Mim Akter',
        number: '01811000061',
        address: 'Road 1',
        district: 'dhaka',
        area: 'dhaka-dhanmondi',
      },
      paymentMethod: 'cash-on-delivery',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = placed.json<{ order: Order }>();
    expect(order.items.map((line) => line.price)).toEqual([1500, 2000]);
    expect(order.subtotal).toBe(5000);
  });

  it.each([
    ['a sale price not below the price', { salePrice: 2000 }, 'salePrice', 'A sale price must be lower than the price'],
    [
      'a sale ending before it starts',
      { salePrice: 1000, saleStartsAt: inDays(3), saleEndsAt: inDays(1) },
      'saleEndsAt',
      'The sale must end after it starts',
    ],
    ['a price that is not a number', { price: 'two thousand' }, 'price', 'Price must be a number'],
    ['a weight of nothing', { weightGrams: 0 }, 'weightGrams', 'Weight must be at least 1 gram'],
  ])('refuse %s with a 400 naming the field', async (_case, fields, field, message) => {
    const response = await staff.post('/api/products', {
      title: 'Refused Piece',
      category: 'Earrings',
      price: 2000,
      stock: 1,
      images: ['/images/hero-earrings.webp'],
      ...fields,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
  });

  it('refuse a price lowered under the sale price kept (400, not a crash), and let the sale go', async () => {
    const piece = await addPiece({ salePrice: 1500 });
    const lowered = await staff.put(`/api/products/${piece._id}`, { price: 1200 });
    expect(lowered.statusCode).toBe(400);
    expect(lowered.json().error.fields.salePrice).toBe('A sale price must be lower than the price');
    const ended = await staff.put(`/api/products/${piece._id}`, { price: 1200, salePrice: null });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json<{ product: Product }>().product).toMatchObject({ price: 1200, salePrice: null });
  });

  it('go into the feeds with the sale’s dates, and a sale that is over is left out', async () => {
    const dated = await addPiece({
      salePrice: 1600,
      saleStartsAt: '2030-01-01T00:00:00+06:00',
      saleEndsAt: '2030-01-10T00:00:00+06:00',
    });
    const over = await addPiece({ salePrice: 1600, saleStartsAt: inDays(-5), saleEndsAt: inDays(-1) });
    const xml = (await visitor(shop.app).get('/feeds/google.xml')).body;
    const itemOf = (id: string) => xml.split('<item>').find((item) => item.includes(`<g:id>${id}</g:id>`))!;
    expect(itemOf(dated._id)).toContain('<g:sale_price>1600.00 BDT</g:sale_price>');
    expect(itemOf(dated._id)).toContain(
      '<g:sale_price_effective_date>2029-12-31T18:00:00.000Z/2030-01-09T18:00:00.000Z</g:sale_price_effective_date>',
    );
    expect(itemOf(over._id)).not.toContain('sale_price');
  });

  it('show from their start: cached catalogue answers (and pages) are dropped once a sale starts or ends', async () => {
    const clock = followSales(shop.database.db, shop.app.cache, { everyMs: 3_600_000 });
    try {
      const startsAt = new Date(Date.now() + 2000);
      await addPiece({ salePrice: 1500, saleStartsAt: startsAt.toISOString() });
      // The write's own notice drops the cache; let it arrive first.
      await new Promise((resolve) => setTimeout(resolve, 300));
      let loads = 0;
      const read = () => shop.app.cache.read('sale-clock-test', ['products'], async () => (loads += 1));
      await read();
      expect(await clock.look(new Date(startsAt.getTime() - 500))).toBe(false);
      await read();
      expect(loads).toBe(1);
      expect(await clock.look(new Date(startsAt.getTime() + 500))).toBe(true);
      await read();
      expect(loads).toBe(2);
    } finally {
      clock.stop();
    }
  });
});
