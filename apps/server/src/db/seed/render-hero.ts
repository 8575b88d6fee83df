/**
 * Renders the home page's hero picture into the web app's public folder, at the widths its `srcset` offers (the slot
 * is 240 px wide on a phone, 512 on a desktop): `npm run art:hero -w @alankar/server`.
 */
import sharp from 'sharp';
import { fileURLToPath } from 'node:url';
import { productSvg } from './jewellery-art';

const folder = fileURLToPath(new URL('../../../../web/public/images/', import.meta.url));
const svg = productSvg({ kind: 'earrings', style: 'drop', metal: 'silver', gem: 'pearl' }, { backdrop: false });
for (const [width, name] of [
  [960, 'hero-earrings.webp'],
  [720, 'hero-earrings-720.webp'],
  [480, 'hero-earrings-480.webp'],
] as const) {
  await sharp(Buffer.from(svg))
    .resize(width, width)
    .webp({ quality: 85, alphaQuality: 90 })
    .toFile(folder + name);
  console.log(`wrote ${folder}${name}`);
}
