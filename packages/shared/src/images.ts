/**
 * Images stored by the shop are WebP in two widths: `name.webp` (the full size) and
 * `name-480.webp` (for cards and thumbnails). Other URLs (any http(s) image) have one size.
 */
export const FULL_WIDTH = 960;
export const THUMB_WIDTH = 480;

const STORED = /^\/uploads\/.+\.webp$/;

export function isStoredImage(url: string): boolean {
  return STORED.test(url);
}

export function thumbnailUrl(url: string): string {
  return isStoredImage(url) ? url.replace(/\.webp$/, `-${THUMB_WIDTH}.webp`) : url;
}

/** `srcset` for a stored image; undefined for other URLs. */
export function imageSrcSet(url: string): string | undefined {
  return isStoredImage(url) ? `${thumbnailUrl(url)} ${THUMB_WIDTH}w, ${url} ${FULL_WIDTH}w` : undefined;
}
