/** Renders the home page's hero picture into the web app's public folder: `npm run art:hero -w @alankar/server`. */
import sharp from 'sharp';
import { fileURLToPath } from 'node:url';
import { productSvg } from './jewellery-art';

const target = fileURLToPath(new URL('../../../../web/public/images/hero-earrings.webp', import.meta.url));
const svg = productSvg({ kind: 'earrings', style: 'drop', metal: 'silver', gem: 'pearl' }, { backdrop: false });
await sharp(Buffer.from(svg)).resize(960, 960).webp({ quality: 85, alphaQuality: 90 }).toFile(target);
console.log(`wrote ${target}`);
