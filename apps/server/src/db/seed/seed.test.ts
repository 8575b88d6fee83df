import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { CATEGORIES } from '@alankar/shared/catalogue';
import type { Blog } from '@alankar/shared/blog';
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

    // Every piece and at least three posts are written in Bangla too, with numbers in Bengali digits.
    const bangla = /^[\u0980-\u09FF\s\p{P}]+$/u;
    for (const piece of catalogue as { titleBn: string; descriptionBn: string }[]) {
      expect(piece.titleBn).toMatch(bangla);
      expect(piece.descriptionBn.length).toBeGreaterThan(80);
      expect(piece.descriptionBn).not.toMatch(/[0-9]/);
    }
    expect(
      (await shop.app.inject(`/api/products?q=${encodeURIComponent('ঝুমকা')}`).then((r) => r.json())).count,
    ).toBeGreaterThanOrEqual(1);
    const { blogs: posts } = await shop.app.inject('/api/blogs?lang=bn').then((r) => r.json());
    const banglaPosts = (posts as Blog[]).filter((post) => post.lang === 'bn');
    expect(banglaPosts.length).toBeGreaterThanOrEqual(3);
    expect(posts.slice(0, banglaPosts.length)).toEqual(banglaPosts);
    for (const post of banglaPosts) {
      expect(post.title).toMatch(bangla);
      expect(`${post.summary}${post.excerpt}`).not.toMatch(/[0-9A-Za-z]/);
      expect(post.excerpt.split('\n\n').length).toBeGreaterThanOrEqual(3);
      expect(post.image).toMatch(/^\/uploads\/demo\/blog-bn-[a-z-]+-[0-9a-f]{10}\.webp$/);
    }
    // English pages open with the English posts, as they always have.
    const { blogs: plain } = await shop.app.inject('/api/blogs?page=0&size=6').then((r) => r.json());
    expect((plain as Blog[]).every((post) => post.lang === 'en')).toBe(true);

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
