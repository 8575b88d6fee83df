import { AppError } from '../errors';
import { loadSharp } from './load-sharp';

export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
/** Bigger than any phone photo (about 50 megapixels), small enough that decoding can't exhaust memory. */
const MAX_PIXELS = 60_000_000;
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'heif']);

/**
 * Checks that `bytes` are a whole JPEG, PNG, WebP or AVIF picture of sane size, by their content (never the
 * file name), and answers them decoded enough to re-encode. Anything else is a 400 that says what is wrong.
 */
export async function acceptImage(bytes: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  let format: string | undefined;
  let width = 0;
  let height = 0;
  try {
    ({ format, width = 0, height = 0 } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw new AppError('invalid', 'This file is not a picture we can read. Upload a JPEG, PNG, WebP or AVIF photo.');
  }
  if (!format || !ACCEPTED.has(format)) {
    throw new AppError('invalid', 'Only JPEG, PNG, WebP and AVIF photos can be uploaded.');
  }
  if (width * height > MAX_PIXELS) {
    throw new AppError(
      'invalid',
      `This picture is ${width} × ${height} pixels: too large. Use one under ${MAX_PIXELS / 1_000_000} megapixels.`,
    );
  }
  try {
    // Decoding the whole picture finds a file cut short; rotating by EXIF keeps phone photos upright once EXIF is gone.
    return await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'truncated' }).rotate().png().toBuffer();
  } catch {
    throw new AppError('invalid', 'This picture is damaged or incomplete. Upload it again.');
  }
}
