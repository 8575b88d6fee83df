/**
 * Images stored by the shop are WebP in two widths, named with a content hash:
 * `name-1a2b3c4d5e.webp` (the full size) and `name-1a2b3c4d5e-480.webp` (for cards and thumbnails),
 * under `/uploads/` or in the shop's object storage. Other URLs (any http(s) image) have one size.
 */
export const FULL_WIDTH = 960;
export const THUMB_WIDTH = 480;

const ON_DISK = /^\/uploads\/.+\.webp$/;
const IN_BUCKET = /^https?:\/\/.+-[0-9a-f]{10}\.webp$/;

export function isStoredImage(url: string): boolean {
  return ON_DISK.test(url) || IN_BUCKET.test(url);
}

export function thumbnailUrl(url: string): string {
  return isStoredImage(url) ? url.replace(/\.webp$/, `-${THUMB_WIDTH}.webp`) : url;
}

/** `srcset` for a stored image; undefined for other URLs. */
export function imageSrcSet(url: string): string | undefined {
  return isStoredImage(url) ? `${thumbnailUrl(url)} ${THUMB_WIDTH}w, ${url} ${FULL_WIDTH}w` : undefined;
}
