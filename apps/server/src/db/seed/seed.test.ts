import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { CATEGORIES } from '@alankar/shared/catalogue';
import { useTestShop } from '../../../test/test-app';
import { blogs, products } from '../schema';
import { seedDemoData } from './seed';
import { createDiskImageStore } from '../../uploads/image-store';

const shop = useTestShop();

describe('demo seed', () => {
  it('fills an empty shop with a real-looking catalogue and blog, once', async () => {
    const uploads = join(shop.dataDir, 'uploads');
    expect(await seedDemoData(shop.database.db, createDiskImageStore(uploads))).toBe(true);

    const { products: catalogue } = await shop.app.inject('/api/products').then((r) => r.json());
    expect(catalogue.length).toBeGreaterThanOrEqual(16);
    for (const category of CATEGORIES) {
      expect(catalogue.filter((p: { category: string }) => p.category === category).length).toBeGreaterThanOrEqual(3);
    }
    expect(catalogue.some((p: { stock: number }) => p.stock === 0)).toBe(true);

    const [blogCount] = await shop.database.db.select({ value: count() }).from(blogs);
    expect(blogCount?.value).toBeGreaterThanOrEqual(7);

    // Every image is a real WebP on disk, in both sizes, and is served.
    const first = catalogue[0] as { image: string; images: string[] };
    for (const url of first.images) {
      const file = join(uploads, url.replace('/uploads/', ''));
      expect(existsSync(file)).toBe(true);
      expect(existsSync(file.replace(/\.webp$/, '-480.webp'))).toBe(true);
      expect((await sharp(file).metadata()).format).toBe('webp');
    }
    const served = await shop.app.inject(first.image);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');

    expect(await seedDemoData(shop.database.db, createDiskImageStore(uploads))).toBe(false);
    const [productCount] = await shop.database.db.select({ value: count() }).from(products);
    expect(productCount?.value).toBe(catalogue.length);
  });
});
