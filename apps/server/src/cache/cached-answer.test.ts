import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestShop } from '../../test/test-app';
import { insertProduct } from '../db/factories';

const shop = useTestShop();

describe('cached API answers', () => {
  it('are the same answer in every encoding the client accepts', async () => {
    for (let n = 0; n < 8; n += 1) await insertProduct(shop.database.db);
    const url = '/api/products?page=0&size=8';
    const plain = await shop.app.inject(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.json().products).toHaveLength(8);

    const br = await shop.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await shop.app.inject({ url, headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('keep what the route’s schema leaves out out, and errors uncached', async () => {
    const piece = await insertProduct(shop.database.db);
    const answer = (await shop.app.inject(`/api/products/${piece.id}`)).json();
    expect(answer).toMatchObject({ _id: piece.id, title: piece.title });
    expect(answer).not.toHaveProperty('archivedAt');
    expect(answer).not.toHaveProperty('updatedAt');

    const missing = '/api/products/3f1c2a9e-0000-4000-8000-000000000000';
    expect((await shop.app.inject(missing)).statusCode).toBe(404);
    expect((await shop.app.inject(missing)).statusCode).toBe(404);
    expect((await shop.app.inject('/api/products?size=many')).statusCode).toBe(400);
  });
});
