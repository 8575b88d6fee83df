import { existsSync } from 'node:fs';

/** Flags for the system Chromium on a machine with no outside network. */
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

/** The system Chromium (`CHROME_PATH` or Debian's), or a clear message on how to get one. */
export function chromiumPath() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      'No Chromium found for the browser tests. Install one (Debian/Ubuntu: `apt-get install -y chromium`) or set CHROME_PATH.',
    );
  }
  return found;
}
