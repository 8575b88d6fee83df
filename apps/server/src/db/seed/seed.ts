import { count } from 'drizzle-orm';
import { combinationKey } from '@alankar/shared/variants';
import type { Database } from '../client';
import { blogs, products, productVariants } from '../schema';
import { buildProduct } from '../factories';
import { slugify } from '../../products/slug';
import { storeImage, type ImageStore } from '../../uploads/image-store';
import { loadSharp } from '../../uploads/load-sharp';
import { editorialSvg, productSvg } from './jewellery-art';
import { DEMO_PRODUCTS } from './demo-products';
import { DEMO_BLOGS } from './demo-blogs';
import { DEMO_BLOGS_BN } from './demo-blogs-bn';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const FULL_PX = 960;

/** A close-up second view: the centre of the shot, enlarged. */
async function closeUp(png: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(png).extract({ left: 160, top: 120, width: 520, height: 520 }).resize(800, 800).png().toBuffer();
}

async function productImages(images: ImageStore, slug: string, svg: string): Promise<string[]> {
  const sharp = await loadSharp();
  const shot = await sharp(Buffer.from(svg)).resize(FULL_PX, FULL_PX).png().toBuffer();
  return Promise.all([
    storeImage(images, 'demo', slug, shot),
    closeUp(shot).then((detail) => storeImage(images, 'demo', `${slug}-detail`, detail)),
  ]);
}

/** Fills an empty shop with the demo catalogue and blog; a shop that has products is left alone. */
export async function seedDemoData(db: Database, images: ImageStore, now = new Date()): Promise<boolean> {
  const [existing] = await db.select({ value: count() }).from(products);
  if ((existing?.value ?? 0) > 0) return false;
  const sharp = await loadSharp();

  const productRows = await Promise.all(
    DEMO_PRODUCTS.map(async (demo, index) => {
      const slug = slugify(demo.title);
      return buildProduct({
        slug,
        title: demo.title,
        titleBn: demo.titleBn,
        category: demo.category,
        price: demo.price,
        stock: demo.stock,
        material: demo.material,
        description: demo.description,
        descriptionBn: demo.descriptionBn,
        // With options the database makes no variant of its own: they are added below.
        options: demo.option
          ? [{ name: demo.option.name, nameBn: demo.option.nameBn, values: demo.option.values }]
          : [],
        images: await productImages(images, slug, productSvg(demo.piece)),
        createdAt: new Date(now.getTime() - index * HOUR),
      });
    }),
  );
  const blogRows = await Promise.all(
    [...DEMO_BLOGS, ...DEMO_BLOGS_BN].map(async (demo) => {
      const picture = await sharp(Buffer.from(editorialSvg(demo.piece, demo.accent)))
        .png()
        .toBuffer();
      return {
        title: demo.title,
        summary: demo.summary,
        excerpt: demo.excerpt,
        lang: demo.lang ?? 'en',
        image: await storeImage(images, 'demo', `blog-${demo.imageName ?? slugify(demo.title)}`, picture),
        date: new Date(now.getTime() - demo.daysAgo * DAY),
      };
    }),
  );

  await db.transaction(async (tx) => {
    const inserted = await tx.insert(products).values(productRows).returning({ id: products.id, slug: products.slug });
    const variantRows = DEMO_PRODUCTS.flatMap((demo) => {
      const piece = inserted.find((row) => row.slug === slugify(demo.title));
      if (!demo.option || !piece) return [];
      return demo.option.values.map((value, position) => ({
        productId: piece.id,
        sku: `${piece.slug.slice(0, 24).toUpperCase()}-${value.replace(/\W+/g, '')}`,
        options: [value],
        combination: combinationKey([value]),
        price: demo.option!.prices[position]!,
        stock: demo.option!.stocks[position]!,
        position,
      }));
    });
    if (variantRows.length > 0) await tx.insert(productVariants).values(variantRows);
    await tx.insert(blogs).values(blogRows);
  });
  return true;
}
