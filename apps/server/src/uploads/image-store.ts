import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { FULL_WIDTH, THUMB_WIDTH } from '@alankar/shared/images';

export const UPLOADS_PATH = '/uploads';

/**
 * Stores an image as WebP in the two widths the shop serves and returns its public URL.
 * The name carries a content hash, so the files can be cached forever.
 */
export async function storeImage(uploadsDir: string, folder: string, name: string, input: Buffer): Promise<string> {
  const full = await sharp(input).resize({ width: FULL_WIDTH, withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();
  const thumb = await sharp(input).resize({ width: THUMB_WIDTH, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
  const hash = createHash('sha256').update(full).digest('hex').slice(0, 10);
  const base = `${name}-${hash}`;
  const dir = join(uploadsDir, folder);
  await mkdir(dir, { recursive: true });
  await Promise.all([
    writeFile(join(dir, `${base}.webp`), full),
    writeFile(join(dir, `${base}-${THUMB_WIDTH}.webp`), thumb),
  ]);
  return `${UPLOADS_PATH}/${folder}/${base}.webp`;
}
