import { beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { useTestShop } from '../../test/test-app';
import { visitor } from '../../test/browser-like';
import { products } from '../db/schema';

const STAFF = { email: 'owner@alankar.test', password: 'owner-password' };
const shop = useTestShop({ AUTH_IP_LIMIT_PER_MINUTE: '1000', ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password });

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
    [{ ...piece, category: 'Anklets' }, 'category'],
    [{ ...piece, price: 12.5 }, 'price'],
    [{ ...piece, price: -1 }, 'price'],
    [{ ...piece, price: '1850' }, 'price'],
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
