import { existsSync } from 'node:fs';

/** Flags for Chromium on a machine with no outside network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const SYSTEM_CHROMIUMS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/**
 * The Chromium the browser tests, screenshots and Lighthouse use: `CHROME_PATH`, else the system's
 * (Debian's `chromium`), else the one shipped inside the `@sparticuz/chromium` npm package, so a fresh
 * machine needs nothing but `npm install`. `ALANKAR_CHROMIUM=packaged` skips the system one.
 */
export async function chromiumPath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  if (process.env.ALANKAR_CHROMIUM !== 'packaged') {
    const system = SYSTEM_CHROMIUMS.find((path) => existsSync(path));
    if (system) return system;
  }
  const { default: packaged } = await import('@sparticuz/chromium');
  // Unpacked once into the temporary folder, then reused.
  return packaged.executablePath();
}
