import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { useTestShop } from '../../test/test-app';
import { visitor } from '../../test/browser-like';

const STAFF = { email: 'uploads-owner@alankar.test', password: 'uploads-owner-password' };
const shop = useTestShop({
  AUTH_IP_LIMIT_PER_MINUTE: '100000',
  ADMIN_EMAIL: STAFF.email,
  ADMIN_PASSWORD: STAFF.password,
});

let cookie = '';

async function upload(bytes: Buffer, filename: string, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)]), filename);
  const request = new Request('http://localhost/api/uploads', { method: 'POST', body: form });
  return shop.app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')!, origin: 'http://localhost:3000', cookie },
  });
}

async function storedFiles(): Promise<string[]> {
  try {
    return await readdir(join(shop.dataDir, 'uploads', 'uploads'));
  } catch {
    return [];
  }
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#B08D57' } })
    .withExif({ IFD0: { Artist: 'Someone Private', Copyright: 'GPS 23.78N 90.41E' } })
    .jpeg()
    .toBuffer();

describe('POST /api/uploads', () => {
  beforeAll(async () => {
    const staff = visitor(shop.app, { ip: '198.51.100.140' });
    expect((await staff.signIn(STAFF.email, STAFF.password)).statusCode).toBe(200);
    cookie = [...staff.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  });

  it('takes a real photo, stores it as WebP in two widths, without its EXIF', async () => {
    const original = await photo(2000, 1500);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await upload(original, 'Gold Kada.JPG');
    expect(response.statusCode).toBe(201);
    const { url, thumbnail } = response.json<{ url: string; thumbnail: string }>();
    expect(url).toMatch(/^\/uploads\/uploads\/gold-kada-[0-9a-f]{6}-[0-9a-f]{10}\.webp$/);
    expect(thumbnail).toBe(url.replace(/\.webp$/, '-480.webp'));
    for (const [address, width] of [
      [url, 960],
      [thumbnail, 480],
    ] as const) {
      const served = await shop.app.inject(address);
      expect(served.statusCode).toBe(200);
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width });
      expect(metadata.exif).toBeUndefined();
    }
  });

  it('takes a PNG (a screenshot or a transparent cut-out), named by its bytes, not its name', async () => {
    const png = await sharp({ create: { width: 1200, height: 1200, channels: 4, background: '#B08D5780' } })
      .png()
      .toBuffer();
    const response = await upload(png, 'pendant.jpg');
    expect(response.statusCode, response.body).toBe(201);
    const { url, thumbnail } = response.json<{ url: string; thumbnail: string }>();
    for (const [address, width] of [
      [url, 960],
      [thumbnail, 480],
    ] as const) {
      const served = await shop.app.inject(address);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width, height: width });
    }
  });

  it.each([
    [
      'a text file renamed .png',
      () => Buffer.from('these are not the pixels you are looking for'),
      'ring.png',
      'not a picture',
    ],
    [
      'a GIF',
      () =>
        sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
          .gif()
          .toBuffer(),
      'ring.gif',
      'Only JPEG, PNG, WebP and AVIF',
    ],
    [
      'a truncated PNG',
      async () =>
        (
          await sharp({
            create: {
              width: 600,
              height: 600,
              channels: 3,
              background: '#808080',
              noise: { type: 'gaussian', mean: 128, sigma: 30 },
            },
          })
            .png()
            .toBuffer()
        ).subarray(0, 4000),
      'cut.png',
      'damaged or incomplete',
    ],
    [
      'a pixel bomb',
      () =>
        sharp({ create: { width: 12_000, height: 12_000, channels: 3, background: '#000' } })
          .png({ compressionLevel: 9 })
          .toBuffer(),
      'bomb.png',
      'too large',
    ],
    ['a file over 8 MB', () => Promise.resolve(Buffer.alloc(9 * 1024 * 1024, 1)), 'huge.jpg', 'larger than 8 MB'],
  ])('refuses %s with a clear 400 and stores nothing', async (_case, make, filename, message) => {
    const before = await storedFiles();
    const response = await upload(await make(), filename);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(message);
    expect(await storedFiles()).toEqual(before);
  });

  it('asks for the file when the form has none, and for multipart when it is not', async () => {
    expect((await upload(await photo(100, 100), 'x.jpg', 'picture')).json().error.message).toContain(
      'field named file',
    );
    const json = await shop.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: '{}',
      headers: { 'content-type': 'application/json', cookie, origin: 'http://localhost:3000' },
    });
    expect(json.statusCode).toBe(400);
  });
});
