import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { S3Client, PutObjectCommand } from '@aws-sdk/client-s3';
import { FULL_WIDTH, THUMB_WIDTH } from '@alankar/shared/images';
import type { Config } from '../config';

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

export function createS3ImageStore(s3: NonNullable<Config['s3']>): ImageStore {
  const client = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    // Self-hosted and most S3-compatible services address buckets by path.
    forcePathStyle: Boolean(s3.endpoint),
    credentials: s3.credentials,
  });
  return {
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          // Names carry a content hash, so an object never changes.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
      return `${s3.publicUrl}/${key}`;
    },
  };
}

export function createImageStore(config: Pick<Config, 's3' | 'uploadsDir'>): ImageStore {
  return config.s3 ? createS3ImageStore(config.s3) : createDiskImageStore(config.uploadsDir);
}

/**
 * Stores an image as WebP in the two widths the shop serves and returns the full size's URL
 * (the thumbnail sits beside it as `-480.webp`). The name carries a content hash, so it can be cached forever.
 */
export async function storeImage(store: ImageStore, folder: string, name: string, input: Buffer): Promise<string> {
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
