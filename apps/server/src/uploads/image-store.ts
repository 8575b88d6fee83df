import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { FULL_WIDTH, THUMB_WIDTH } from '@alankar/shared/images';
import type { Config } from '../config';
import { loadSharp } from './load-sharp';

export const UPLOADS_PATH = '/uploads';

/** Where the shop keeps its images: `DATA_DIR/uploads`, or an S3-compatible bucket shared by every process. */
export interface ImageStore {
  /** Keeps `bytes` under `key` (`products/ring-1a2b3c4d5e.webp`) and answers its public URL. */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
}

export function createDiskImageStore(uploadsDir: string): ImageStore {
  return {
    async put(key, bytes) {
      const file = join(uploadsDir, key);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, bytes);
      return `${UPLOADS_PATH}/${key}`;
    },
  };
}

/** Disk, or S3 when it is configured (its SDK is loaded only then: it weighs some 25 MB of memory). */
export async function createImageStore(config: Pick<Config, 's3' | 'uploadsDir'>): Promise<ImageStore> {
  if (!config.s3) return createDiskImageStore(config.uploadsDir);
  const { createS3ImageStore } = await import('./s3-image-store');
  return createS3ImageStore(config.s3);
}

/**
 * Stores an image as WebP in the two widths the shop serves and returns the full size's URL
 * (the thumbnail sits beside it as `-480.webp`). The name carries a content hash, so it can be cached forever.
 */
export async function storeImage(store: ImageStore, folder: string, name: string, input: Buffer): Promise<string> {
  const sharp = await loadSharp();
  const full = await sharp(input)
    .resize({ width: FULL_WIDTH, withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
  const thumb = await sharp(input)
    .resize({ width: THUMB_WIDTH, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
  const hash = createHash('sha256').update(full).digest('hex').slice(0, 10);
  const base = `${folder}/${name}-${hash}`;
  const [url] = await Promise.all([
    store.put(`${base}.webp`, full, 'image/webp'),
    store.put(`${base}-${THUMB_WIDTH}.webp`, thumb, 'image/webp'),
  ]);
  return url;
}
