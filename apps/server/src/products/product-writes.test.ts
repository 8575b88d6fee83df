import { beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { useTestShop } from '../../test/test-app';
import { visitor } from '../../test/browser-like';
import { products } from '../db/schema';
import { insertProduct } from '../db/factories';

const STAFF = { email: 'owner@alankar.test', password: 'owner-password' };
const shop = useTestShop({
  AUTH_IP_LIMIT_PER_MINUTE: '1000',
  ADMIN_EMAIL: STAFF.email,
  ADMIN_PASSWORD: STAFF.password,
});

const piece = {
  title: 'Rose Gold Jhumka',
  category: 'Earrings',
  price: 1850,
  stock: 4,
  description: 'Bell-shaped drops with tiny pearls.',
  material: 'Rose-gold plated silver',
  images: ['/uploads/products/jhumka.webp', 'https://images.example.com/jhumka-side.webp'],
};

async function productCount() {
  const [row] = await shop.database.db.select({ value: count() }).from(products);
  return row?.value ?? 0;
}

describe('POST /api/products', () => {
  const staff = () => visitor(shop.app, { ip: '203.0.113.50' });
  let signedInStaff: ReturnType<typeof visitor>;

  beforeAll(async () => {
    signedInStaff = staff();
    expect((await signedInStaff.signIn(STAFF.email, STAFF.password)).statusCode).toBe(200);
  });

  it('lets staff add a piece, which the shop then lists', async () => {
    const response = await signedInStaff.post('/api/products', piece);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ acknowledged: true, product: { ...piece, image: piece.images[0] } });
    expect(body.insertedId).toBe(body.product._id);
    expect(body.product.slug).toMatch(/^rose-gold-jhumka-[0-9a-f]{6}$/);

    const found = await shop.app.inject(`/api/products/${body.insertedId}`);
    expect(found.json()).toMatchObject({ title: 'Rose Gold Jhumka', price: 1850, stock: 4 });
  });

  it('keeps the Bangla title and description, which may be left out', async () => {
    const bangla = { titleBn: 'রোজ গোল্ড ঝুমকা', descriptionBn: 'ছোট মুক্তা বসানো ঘণ্টার মতো ঝুমকা।' };
    const added = (await signedInStaff.post('/api/products', { ...piece, ...bangla })).json<{ insertedId: string }>();
    expect((await shop.app.inject(`/api/products/${added.insertedId}`)).json()).toMatchObject(bangla);

    const plain = (await signedInStaff.post('/api/products', piece)).json<{ insertedId: string }>();
    expect((await shop.app.inject(`/api/products/${plain.insertedId}`)).json()).toMatchObject({
      titleBn: '',
      descriptionBn: '',
    });
  });

  it('refuses signed-out visitors (401) and customers (403), adding nothing', async () => {
    const before = await productCount();
    expect((await visitor(shop.app).post('/api/products', piece)).statusCode).toBe(401);

    const customer = visitor(shop.app, { ip: '203.0.113.51' });
    await customer.signUp({ name: 'Shopper', email: 'shopper@example.com', password: 'shopper-password' });
    const refused = await customer.post('/api/products', piece);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('forbidden');
    expect(await productCount()).toBe(before);
  });

  it.each([
    [{ ...piece, title: '' }, 'title'],
    [{ ...piece, title: 'x'.repeat(121) }, 'title'],
    [{ ...piece, title: 'Nul\u0000Piece' }, 'title'],
    [{ ...piece, titleBn: 'ক'.repeat(121) }, 'titleBn'],
    [{ ...piece, category: 'Anklets' }, 'category'],
    [{ ...piece, price: 12.5 }, 'price'],
    [{ ...piece, price: -1 }, 'price'],
    [{ ...piece, price: 'about 1850' }, 'price'],
    [{ ...piece, stock: 1e20 }, 'stock'],
    [{ ...piece, images: [] }, 'images'],
    [{ ...piece, images: ['javascript:alert(1)'] }, 'images.0'],
  ])('answers 400 naming the field for a bad piece (%#)', async (body, field) => {
    const before = await productCount();
    const response = await signedInStaff.post('/api/products', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty(field);
    expect(await productCount()).toBe(before);
  });
});

describe('PUT and DELETE /api/products/:id', () => {
  let staff: ReturnType<typeof visitor>;
  beforeAll(async () => {
    staff = visitor(shop.app, { ip: '203.0.113.60' });
    expect((await staff.signIn(STAFF.email, STAFF.password)).statusCode).toBe(200);
  });
  const remove = (id: string) =>
    shop.app.inject({
      method: 'DELETE',
      url: `/api/products/${id}`,
      headers: { cookie: [...staff.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });

  it('changes what is sent and leaves the rest, noting when staff last changed it', async () => {
    const { insertedId, product } = (await staff.post('/api/products', piece)).json<{
      insertedId: string;
      product: { lastUpdated: string | null };
    }>();
    expect(product.lastUpdated).toBeNull();
    const reordered = [...piece.images].reverse();
    const response = await staff.put(`/api/products/${insertedId}`, {
      price: 1999,
      title: 'Rose Gold Jhumka, Large',
      images: reordered,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      acknowledged: true,
      modifiedCount: 1,
      product: { price: 1999, title: 'Rose Gold Jhumka, Large', stock: 4, images: reordered, image: reordered[0] },
    });
    const { lastUpdated } = response.json<{ product: { lastUpdated: string } }>().product;
    expect(Date.now() - Date.parse(lastUpdated)).toBeLessThan(60_000);

    const inBangla = await staff.put(`/api/products/${insertedId}`, {
      titleBn: 'রোজ গোল্ড ঝুমকা, বড়',
      descriptionBn: 'বড় মাপের ঝুমকা।',
    });
    expect(inBangla.json()).toMatchObject({
      product: { title: 'Rose Gold Jhumka, Large', titleBn: 'রোজ গোল্ড ঝুমকা, বড়', descriptionBn: 'বড় মাপের ঝুমকা।' },
    });
  });

  it('adds to the stock as it stands, so concurrent changes all count, and never below zero', async () => {
    const row = await insertProduct(shop.database.db, { stock: 10 });
    const changes = [-1, -2, 5, -3, 4, -1, 2, -2];
    const responses = await Promise.all(
      changes.map((stockChange) => staff.put(`/api/products/${row.id}`, { stockChange })),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect((await shop.app.inject(`/api/products/${row.id}`)).json()).toMatchObject({ stock: 12 });

    const tooMany = await staff.put(`/api/products/${row.id}`, { stockChange: -13 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error.fields).toHaveProperty('stockChange');
    expect((await shop.app.inject(`/api/products/${row.id}`)).json()).toMatchObject({ stock: 12 });
    expect((await staff.put(`/api/products/${row.id}`, { stock: 3, stockChange: 1 })).statusCode).toBe(400);
    expect((await staff.put(`/api/products/${row.id}`, {})).statusCode).toBe(400);
  });

  it('never lets a stock change take the stock past 100,000', async () => {
    const row = await insertProduct(shop.database.db, { title: 'Plenty Studs', stock: 99_990 });
    const tooMany = await staff.put(`/api/products/${row.id}`, { stockChange: 11 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toEqual({
      code: 'invalid',
      message: 'Plenty Studs has 99990 in stock; at most 100,000 can be kept, so at most 10 more can be added.',
      fields: { stockChange: 'At most 10 more can be added' },
      requestId: expect.any(String),
    });
    expect((await shop.app.inject(`/api/products/${row.id}`)).json()).toMatchObject({ stock: 99_990 });
    expect((await staff.put(`/api/products/${row.id}`, { stockChange: 10 })).statusCode).toBe(200);
  });

  it('deletes a piece nobody ordered, and archives one in past orders so those orders keep it', async () => {
    const unsold = await insertProduct(shop.database.db);
    expect((await remove(unsold.id)).json()).toEqual({ acknowledged: true, deletedCount: 1, archived: false });
    expect((await shop.app.inject(`/api/products/${unsold.id}`)).statusCode).toBe(404);

    const sold = await insertProduct(shop.database.db, { title: 'Ordered Ring', stock: 3 });
    const buyer = visitor(shop.app, { ip: '203.0.113.61' });
    const email = `buyer.${Date.now()}@example.com`;
    await buyer.signUp({ name: 'Buyer', email, password: 'buyer-password' });
    const address = { name: 'Buyer', customerEmail: email, number: '01711223344', address: 'Road 1', city: 'Dhaka' };
    const placed = await buyer.post('/api/orders', {
      items: [{ _id: sold.id, quantity: 1 }],
      shippingAddress: address,
      paymentMethod: 'cash-on-delivery',
    });
    const orderId = placed.json<{ insertedId: string }>().insertedId;

    expect((await remove(sold.id)).json()).toEqual({ acknowledged: true, deletedCount: 1, archived: true });
    // Gone from the shop …
    expect((await shop.app.inject(`/api/products/${sold.id}`)).statusCode).toBe(404);
    expect((await shop.app.inject('/api/products?q=Ordered Ring')).json()).toMatchObject({ count: 0 });
    const again = await buyer.post('/api/orders', {
      items: [{ _id: sold.id, quantity: 1 }],
      shippingAddress: address,
      paymentMethod: 'cash-on-delivery',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toContain('no longer in the shop');
    // … but the order still shows what was bought.
    expect((await buyer.get(`/api/orders/${orderId}`)).json()).toMatchObject({
      items: [{ _id: sold.id, title: 'Ordered Ring' }],
    });
    expect((await remove(sold.id)).statusCode).toBe(404);
    expect((await staff.put(`/api/products/${sold.id}`, { price: 1 })).statusCode).toBe(404);
  });

  it('never fails when staff delete a piece at the moment someone orders it', async () => {
    const buyer = visitor(shop.app, { ip: '203.0.113.63' });
    const email = `racer.${Date.now()}@example.com`;
    await buyer.signUp({ name: 'Racer', email, password: 'buyer-password' });
    const address = { name: 'Racer', customerEmail: email, number: '01711223344', address: 'Road 2', city: 'Dhaka' };
    for (let round = 0; round < 10; round += 1) {
      const row = await insertProduct(shop.database.db, { stock: 2 });
      const [ordered, deleted] = await Promise.all([
        buyer.post('/api/orders', {
          items: [{ _id: row.id, quantity: 1 }],
          shippingAddress: address,
          paymentMethod: 'cash-on-delivery',
        }),
        remove(row.id),
      ]);
      expect(deleted.statusCode, deleted.body).toBe(200);
      if (ordered.statusCode === 201) {
        // The order came first: the piece is archived, and the order keeps it.
        expect(deleted.json()).toMatchObject({ deletedCount: 1, archived: true });
      } else {
        expect(ordered.statusCode, ordered.body).toBe(409);
        expect(ordered.json().error.message).toBe(
          'A piece in your cart is no longer in the shop. Remove it and try again.',
        );
        expect(deleted.json()).toMatchObject({ archived: false });
      }
    }
  });

  it('is for staff only', async () => {
    const row = await insertProduct(shop.database.db);
    expect((await visitor(shop.app).put(`/api/products/${row.id}`, { price: 1 })).statusCode).toBe(401);
    const customer = visitor(shop.app, { ip: '203.0.113.62' });
    await customer.signUp({ name: 'Customer', email: `c.${Date.now()}@example.com`, password: 'customer-password' });
    expect((await customer.put(`/api/products/${row.id}`, { price: 1 })).statusCode).toBe(403);
    expect((await shop.app.inject(`/api/products/${row.id}`)).json()).toMatchObject({ price: row.price });
  });
});
