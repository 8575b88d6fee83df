import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { useTestShop } from '../../test/test-app';
import { SHOP_ORIGIN } from '../../test/browser-like';

const LIMIT = 3;
let attempt = 0;

/**
 * A failed sign-in arriving from `socket`, with whatever X-Forwarded-For the hops before it added.
 * A new email each time, so only the per-address limit can answer 429 (not the per-account lockout).
 */
async function signInThrough(app: FastifyInstance, socket: string, forwardedFor?: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: socket,
    headers: {
      origin: SHOP_ORIGIN,
      'content-type': 'application/json',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    payload: JSON.stringify({ email: `nobody.${(attempt += 1)}@example.com`, password: 'password-123' }),
  });
  return response.statusCode;
}

async function statuses(count: number, call: (i: number) => Promise<number>) {
  const seen = [];
  for (let i = 0; i < count; i += 1) seen.push(await call(i));
  return seen;
}

const LIMITED = [401, 401, 401, 429];

describe('TRUST_PROXY=1: one proxy in front', () => {
  const shop = useTestShop({ AUTH_IP_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: '1' });
  const proxy = '10.0.0.5';

  it('gives two shoppers behind the same proxy a limit each', async () => {
    expect(await statuses(4, () => signInThrough(shop.app, proxy, '198.51.100.10'))).toEqual(LIMITED);
    // Same proxy socket, another shopper: not locked out by the first one.
    expect(await signInThrough(shop.app, proxy, '198.51.100.11')).toBe(401);
  });

  it('counts the address the proxy saw, not what the client wrote before it', async () => {
    const forged = (i: number) => signInThrough(shop.app, proxy, `192.0.2.${i + 1}, 198.51.100.20`);
    expect(await statuses(4, forged)).toEqual(LIMITED);
  });
});

describe('TRUST_PROXY unset', () => {
  const shop = useTestShop({ AUTH_IP_LIMIT_PER_MINUTE: String(LIMIT) });

  it('keys on the socket, so rotating X-Forwarded-For does not escape the limit', async () => {
    const rotating = (i: number) => signInThrough(shop.app, '198.51.100.30', `192.0.2.${i + 1}`);
    expect(await statuses(4, rotating)).toEqual(LIMITED);
  });

  it('so shoppers behind one proxy share its limit', async () => {
    await statuses(3, (i) => signInThrough(shop.app, '10.0.0.5', `198.51.100.${40 + i}`));
    expect(await signInThrough(shop.app, '10.0.0.5', '198.51.100.49')).toBe(429);
  });
});

describe('TRUST_PROXY with a list of proxies', () => {
  const shop = useTestShop({ AUTH_IP_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: '10.1.0.0/16, 2001:db8::1' });

  it('believes a listed proxy about the client', async () => {
    expect(await statuses(4, () => signInThrough(shop.app, '10.1.2.3', '198.51.100.60'))).toEqual(LIMITED);
    // Another shopper behind the same proxy has a limit of their own …
    expect(await signInThrough(shop.app, '10.1.2.3', '198.51.100.61')).toBe(401);
    // … and the first one is still limited when another listed proxy brings them.
    expect(await signInThrough(shop.app, '2001:db8::1', '198.51.100.60')).toBe(429);
  });

  it('ignores X-Forwarded-For from anyone else', async () => {
    const unlisted = (i: number) => signInThrough(shop.app, '203.0.113.70', `198.51.100.${80 + i}`);
    expect(await statuses(4, unlisted)).toEqual(LIMITED);
  });
});
