import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestShop } from '../test/test-app';
import { SHOP_ORIGIN } from '../test/browser-like';
import { insertProduct } from './db/factories';
import { acceptedEncoding } from './compression';

const shop = useTestShop();

describe('compressed answers', () => {
  it('an answer made for its request comes in the encoding the client prefers, and reads the same', async () => {
    const pieces = await Promise.all(Array.from({ length: 6 }, () => insertProduct(shop.database.db)));
    const quote = (headers: Record<string, string> = {}) =>
      shop.app.inject({
        method: 'POST',
        url: '/api/cart/quote',
        headers: { origin: SHOP_ORIGIN, host: 'localhost:3000', 'content-type': 'application/json', ...headers },
        payload: JSON.stringify({ items: pieces.map((piece) => ({ _id: piece.id, quantity: 1 })) }),
      });
    const plain = await quote();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await quote({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await quote({ 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const refused = await quote({ 'accept-encoding': 'gzip', 'x-no-compression': '1' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('a large answer is compressed too, as a stream', async () => {
    const url = '/api/openapi.json';
    const plain = await shop.app.inject(url);
    expect(plain.body.length).toBeGreaterThan(64 * 1024);
    const br = await shop.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it('a short answer goes as it is', async () => {
    const health = await shop.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toBeTruthy();
  });

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['identity', null],
    ['gzip ;q=0.5, deflate', 'gzip'],
    ['', null],
    [undefined, null],
  ])('reads Accept-Encoding %j as %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});
