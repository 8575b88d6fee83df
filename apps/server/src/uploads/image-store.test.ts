import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import S3rver from 's3rver';
import { thumbnailUrl } from '@alankar/shared/images';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { createTestDatabase } from '../../test/test-database';
import { createDiskImageStore, createImageStore, storeImage } from './image-store';

const BUCKET = 'alankar-images';

/** An S3-compatible server on loopback, standing in for object storage. */
function useS3Server() {
  const state = {} as { server: S3rver; directory: string; endpoint: string };
  beforeAll(async () => {
    state.directory = await mkdtemp(join(tmpdir(), 'alankar-s3-'));
    state.server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      directory: state.directory,
      silent: true,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const address = await state.server.run();
    state.endpoint = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await state.server?.close();
    await rm(state.directory, { recursive: true, force: true });
  });
  return state;
}

const s3 = useS3Server();

function s3Env(dataDir: string) {
  return {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  } as const;
}

async function pngOf(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#B08D57' } })
    .png()
    .toBuffer();
}

describe('images in object storage', () => {
  it('are stored in both widths and served from the bucket’s public address', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'alankar-data-'));
    const store = await createImageStore(readConfig(s3Env(dataDir)));
    const url = await storeImage(store, 'products', 'gold-kada', await pngOf(1200, 1200));
    expect(url).toMatch(new RegExp(`^${s3.endpoint}/${BUCKET}/products/gold-kada-[0-9a-f]{10}\\.webp$`));

    for (const [address, width] of [
      [url, 960],
      [thumbnailUrl(url), 480],
    ] as const) {
      const response = await fetch(address);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toContain('immutable');
      const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width });
    }
    expect(existsSync(join(dataDir, 'uploads'))).toBe(false);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('hold the demo shop’s pictures when the shop is seeded with S3 configured', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'alankar-data-'));
    const database = await createTestDatabase();
    const app = await buildApp({
      config: readConfig(s3Env(dataDir)),
      database,
      seed: true,
      mailer: { send: async () => {} },
    });
    try {
      const { products } = (await app.inject('/api/products?page=0&size=3')).json<{ products: { image: string }[] }>();
      for (const { image } of products) {
        expect(image.startsWith(`${s3.endpoint}/${BUCKET}/demo/`)).toBe(true);
        expect((await fetch(image)).status).toBe(200);
      }
      // Pages may show the bucket's pictures (this shop serves no pages, but any other path gets their policy).
      const policy = (await app.inject('/properties')).headers['content-security-policy'];
      expect(policy).toMatch(new RegExp(`img-src [^;]*${s3.endpoint.replaceAll('.', '\\.')}`));
      expect(existsSync(join(dataDir, 'uploads'))).toBe(false);
    } finally {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('images on disk', () => {
  it('are written under DATA_DIR/uploads and named by content', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'alankar-uploads-'));
    const url = await storeImage(createDiskImageStore(dir), 'products', 'pearl', await pngOf(600, 600));
    expect(url).toMatch(/^\/uploads\/products\/pearl-[0-9a-f]{10}\.webp$/);
    expect((await readdir(join(dir, 'products'))).sort()).toEqual(
      [url.split('/').pop(), thumbnailUrl(url).split('/').pop()].sort(),
    );
    await rm(dir, { recursive: true, force: true });
  });
});
