import { afterAll } from 'vitest';
import { startBkashStandIn } from '../../../e2e/support/bkash-server.mjs';
import { useTestShop } from './test-app';

/** A local stand-in of bKash's tokenized checkout, and a test shop that pays through it. */
export async function useBkashShop(env: Record<string, string> = {}) {
  const bkash = await startBkashStandIn({ tokenSeconds: 3600 });
  afterAll(() => bkash.close());
  const shop = useTestShop({
    AUTH_IP_LIMIT_PER_MINUTE: '100000',
    BKASH_APP_KEY: bkash.credentials.appKey,
    BKASH_APP_SECRET: bkash.credentials.appSecret,
    BKASH_USERNAME: bkash.credentials.username,
    BKASH_PASSWORD: bkash.credentials.password,
    BKASH_BASE_URL: bkash.url,
    // Long enough for a busy test machine, short enough to play a bKash that does not answer.
    BKASH_TIMEOUT_MS: '1500',
    PUBLIC_URL: 'http://localhost:3000',
    ...env,
  });
  return { bkash, shop };
}
