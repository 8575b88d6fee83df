import { describe, expect, it } from 'vitest';
import { useTestShop } from '../../test/test-app';
import { visitor } from '../../test/browser-like';

describe('per-address limit', () => {
  const shop = useTestShop({ AUTH_IP_LIMIT_PER_MINUTE: '3' });

  it('answers 429 past the limit for one address, and not for another', async () => {
    const busy = visitor(shop.app, { ip: '198.51.100.1' });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await busy.signIn(`nobody${i}@example.com`, 'password-123')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);

    // Another address (another phone on another network) is unaffected.
    expect((await visitor(shop.app, { ip: '198.51.100.2' }).signIn('nobody@example.com', 'password-123')).statusCode).toBe(401);
  });

  it('keys on the socket address, so a forged X-Forwarded-For does not reset it', async () => {
    const ip = '198.51.100.9';
    for (let i = 0; i < 3; i += 1) await visitor(shop.app, { ip }).signIn('x@example.com', 'password-123');
    const forged = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.0.0.99', 'x-client-ip': '10.0.0.98' },
      payload: JSON.stringify({ email: 'x@example.com', password: 'password-123' }),
    });
    expect(forged.statusCode).toBe(429);
  });
});

describe('per-account lockout', () => {
  const shop = useTestShop({ AUTH_IP_LIMIT_PER_MINUTE: '1000', AUTH_FAILED_SIGN_INS_PER_EMAIL: '5' });

  it('locks an email after 5 failed sign-ins from anywhere, with a clear wait message', async () => {
    const email = 'target@example.com';
    await visitor(shop.app).signUp({ name: 'Target', email, password: 'the-right-one' });

    for (let i = 0; i < 5; i += 1) {
      // A different address each time, as an attacker behind many addresses would.
      const response = await visitor(shop.app, { ip: `192.0.2.${i + 1}` }).signIn(email, `guess-${i}-wrong`);
      expect(response.statusCode).toBe(401);
    }
    const locked = await visitor(shop.app, { ip: '192.0.2.50' }).signIn(email, 'the-right-one');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toBe('Too many failed sign-ins for this email. Try again in 15 minutes, or reset your password.');

    // Other accounts are not affected.
    await visitor(shop.app).signUp({ name: 'Other', email: 'other@example.com', password: 'password-123' });
    expect((await visitor(shop.app, { ip: '192.0.2.50' }).signIn('other@example.com', 'password-123')).statusCode).toBe(200);
  });

  it('forgives earlier failures after a successful sign-in', async () => {
    const email = 'forgetful@example.com';
    await visitor(shop.app).signUp({ name: 'Forgetful', email, password: 'the-right-one' });
    for (let i = 0; i < 4; i += 1) await visitor(shop.app).signIn(email, 'nope-nope-nope');
    expect((await visitor(shop.app).signIn(email, 'the-right-one')).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) await visitor(shop.app).signIn(email, 'nope-nope-nope');
    expect((await visitor(shop.app).signIn(email, 'the-right-one')).statusCode).toBe(200);
  });
});
