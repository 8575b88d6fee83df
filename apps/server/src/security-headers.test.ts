import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestShop } from '../test/test-app';

const shop = useTestShop();
const httpsShop = useTestShop({ PUBLIC_URL: 'https://alankar.example' });

function expectBaseHeaders(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
}

/** What is never a document may not load or run anything, nor be framed. */
function expectNothingRuns(headers: Record<string, unknown>) {
  expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
}

describe('security headers', () => {
  it('come with API answers, errors included', async () => {
    for (const url of ['/api/products', '/api/products/not-an-id', '/api/no-such-route']) {
      const response = await shop.app.inject(url);
      expectBaseHeaders(response.headers);
      expectNothingRuns(response.headers);
    }
  });

  it('come with uploaded images', async () => {
    const folder = join(shop.dataDir, 'uploads', 'headers');
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'ring.webp'), Buffer.from('RIFF0000WEBP'));
    const response = await shop.app.inject('/uploads/headers/ring.webp');
    expect(response.statusCode).toBe(200);
    expectBaseHeaders(response.headers);
    expectNothingRuns(response.headers);
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('let pages run inline scripts only by a fresh nonce, never unsafe-inline', async () => {
    // This shop serves no pages, but any path outside the API gets the policy pages get.
    const [first, second] = await Promise.all([shop.app.inject('/properties'), shop.app.inject('/properties')]);
    expectBaseHeaders(first.headers);
    expect(first.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(first.headers['content-security-policy']).toContain("object-src 'none'");
    const nonceOf = (policy: unknown) => /script-src 'self' 'nonce-([^']+)'/.exec(String(policy))?.[1];
    expect(nonceOf(first.headers['content-security-policy'])).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(first.headers['content-security-policy'])).not.toBe(
      nonceOf(second.headers['content-security-policy']),
    );
    expect(first.headers['content-security-policy']).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(first.headers['content-security-policy']).not.toContain('stripe');
  });

  it('ask browsers for https only when the shop is served over https', async () => {
    expect((await shop.app.inject('/api/health')).headers['strict-transport-security']).toBeUndefined();
    expect((await httpsShop.app.inject('/api/health')).headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const page = await httpsShop.app.inject('/properties');
    expect(page.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});
