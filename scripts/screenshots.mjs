// Screenshots of the shop's screens at phone and desktop sizes: `node scripts/screenshots.mjs [baseUrl] [outDir]`.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium.mjs';

const base = process.argv[2] ?? 'http://localhost:3000';
const out = process.argv[3] ?? 'docs/screenshots';
const pages = (process.argv[4] ?? '/,/properties').split(',');
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: await chromiumPath(), args: CHROMIUM_ARGS });
for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1440, height: 900 }],
]) {
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
  for (const path of pages) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    if (process.env.FULL === '1') {
      // Scroll through once so lazy images load before the full-page capture.
      for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += viewport.height) {
        await page.mouse.wheel(0, viewport.height);
        await page.waitForTimeout(150);
      }
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollTo(0, 0));
    }
    const file = `${out}/${name}${path.replace(/[/?=&]+/g, '-').replace(/-$/, '') || '-home'}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
    console.log(file);
  }
  await page.close();
}
await browser.close();
