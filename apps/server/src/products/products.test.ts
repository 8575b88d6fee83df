import { beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductList } from '@alankar/shared/catalogue';
import type { ApiErrorBody } from '@alankar/shared/api-error';
import { useTestShop } from '../../test/test-app';
import { insertProduct } from '../db/factories';

const shop = useTestShop();
const HOUR = 3_600_000;
const start = Date.UTC(2026, 0, 1);

async function list(query = '') {
  const response = await shop.app.inject({ method: 'GET', url: `/api/products${query}` });
  return { status: response.statusCode, body: response.json<ProductList & ApiErrorBody>() };
}

const titles = (body: ProductList) => body.products.map((product) => product.title);

describe('GET /api/products', () => {
  beforeAll(async () => {
    const { db } = shop.database;
    // Created an hour apart, oldest first, so "newest" order is the reverse of this list.
    const rows = [
      { title: 'Silver Hoop Earrings', titleBn: 'রুপার হুপ কানের দুল', category: 'Earrings', price: 900 },
      { title: 'Pearl Drop Earrings', category: 'Earrings', price: 1650 },
      { title: 'Emerald Pendant', category: 'Necklaces', price: 3200 },
      { title: 'Ruby Ring', category: 'Finger Ring', price: 2650, stock: 0 },
      { title: 'Gold Kada', titleBn: 'গোল্ড প্লেটেড কড়া', category: 'Bracelets', price: 2400 },
      { title: '100% Silver Chain', category: 'Necklaces', price: 1200 },
    ] as const;
    for (const [index, row] of rows.entries()) {
      await insertProduct(db, { ...row, createdAt: new Date(start + index * HOUR) });
    }
  });

  it('returns every product with the count when no page is asked for', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.count).toBe(6);
    expect(titles(body)).toEqual([
      '100% Silver Chain',
      'Gold Kada',
      'Ruby Ring',
      'Emerald Pendant',
      'Pearl Drop Earrings',
      'Silver Hoop Earrings',
    ]);
  });

  it('answers with the spec field names and whole-number stock', async () => {
    const { body } = await list('?q=ruby');
    const [ruby] = body.products as [Product];
    expect(ruby).toMatchObject({ title: 'Ruby Ring', category: 'Finger Ring', price: 2650, stock: 0 });
    expect(ruby._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(ruby.image).toBe(ruby.images[0]);
  });

  it('filters by category', async () => {
    const { body } = await list('?category=Earrings');
    expect(titles(body)).toEqual(['Pearl Drop Earrings', 'Silver Hoop Earrings']);
    expect(body.count).toBe(2);
    expect(titles((await list('?category=Finger%20Ring')).body)).toEqual(['Ruby Ring']);
    expect(titles((await list('?category=Bracelets')).body)).toEqual(['Gold Kada']);
  });

  it('searches titles case-insensitively, with % taken literally', async () => {
    expect(titles((await list('?q=SILVER')).body)).toEqual(['100% Silver Chain', 'Silver Hoop Earrings']);
    expect(titles((await list('?q=100%25')).body)).toEqual(['100% Silver Chain']);
    expect(titles((await list('?q=%25%25')).body)).toEqual([]);
    expect(titles((await list('?q=earrings&category=Necklaces')).body)).toEqual([]);
  });

  it('finds a piece by its Bangla title as well as its English one', async () => {
    const byBangla = await list(`?q=${encodeURIComponent('কানের দুল')}`);
    expect(titles(byBangla.body)).toEqual(['Silver Hoop Earrings']);
    expect(byBangla.body.products[0]).toMatchObject({ titleBn: 'রুপার হুপ কানের দুল' });
    expect(titles((await list('?q=hoop')).body)).toEqual(['Silver Hoop Earrings']);
    expect(titles((await list(`?q=${encodeURIComponent('কড়া')}&category=Bracelets`)).body)).toEqual(['Gold Kada']);
    expect(titles((await list(`?q=${encodeURIComponent('কড়া')}&category=Earrings`)).body)).toEqual([]);
    // A piece without a Bangla title is still found by its English one.
    expect(titles((await list('?q=emerald')).body)).toEqual(['Emerald Pendant']);
    expect((await list(`?q=${encodeURIComponent('মুক্তা')}`)).body).toEqual({ products: [], count: 0 });
  });

  it('pages from 0 and counts every match', async () => {
    const first = await list('?page=0&size=4');
    expect(titles(first.body)).toEqual(['100% Silver Chain', 'Gold Kada', 'Ruby Ring', 'Emerald Pendant']);
    expect(first.body.count).toBe(6);
    const second = await list('?page=1&size=4');
    expect(titles(second.body)).toEqual(['Pearl Drop Earrings', 'Silver Hoop Earrings']);
    expect(second.body.count).toBe(6);
    expect((await list('?page=5&size=4')).body).toEqual({ products: [], count: 6 });
  });

  it('sorts by price both ways', async () => {
    const prices = (body: ProductList) => body.products.map((product) => product.price);
    expect(prices((await list('?sort=price-asc')).body)).toEqual([900, 1200, 1650, 2400, 2650, 3200]);
    expect(prices((await list('?sort=price-desc')).body)).toEqual([3200, 2650, 2400, 1650, 1200, 900]);
  });

  it.each([
    ['?category=Anklets', 'category'],
    ['?page=-1', 'page'],
    ['?page=abc', 'page'],
    ['?page=1.5', 'page'],
    ['?size=0', 'size'],
    ['?size=101', 'size'],
    ['?sort=cheapest', 'sort'],
    ['?q=%00', 'q'],
    [`?q=${'a'.repeat(101)}`, 'q'],
  ])('rejects %s with 400 naming the field', async (query, field) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.error.code).toBe('invalid');
    expect(body.error.fields).toHaveProperty(field);
    expect(body.error.message).toContain(field);
  });
});

describe('GET /api/products/:id', () => {
  it('returns one product', async () => {
    const row = await insertProduct(shop.database.db, { title: 'Lone Stud', price: 500 });
    const response = await shop.app.inject(`/api/products/${row.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: row.id, title: 'Lone Stud', price: 500 });
  });

  it('answers 404 for an id that is not there', async () => {
    const response = await shop.app.inject('/api/products/3f1c2a9e-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: {
        code: 'not_found',
        message: 'This product does not exist or was removed.',
        requestId: expect.any(String),
      },
    });
  });

  it('answers 400 for a malformed id', async () => {
    const response = await shop.app.inject('/api/products/not-a-real-id');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('id');
  });
});
