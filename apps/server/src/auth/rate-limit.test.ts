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

  it('holds for emailed sign-in links too: one address cannot ask for links to many inboxes', async () => {
    const asker = visitor(shop.app, { ip: '198.51.100.3' });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await asker.post('/api/auth/sign-in/magic-link', { email: `someone${i}@example.com` })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
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

describe('failed sign-ins', () => {
  const shop = useTestShop({
    AUTH_IP_LIMIT_PER_MINUTE: '1000',
    AUTH_FAILED_SIGN_INS_PER_EMAIL: '5',
    AUTH_FAILED_SIGN_INS_PER_ADDRESS: '30',
    AUTH_SLOW_DOWN_AFTER: '10',
    AUTH_EMAILED_LINKS_PER_HOUR: '3',
  });

  it('make the address that failed wait, not the account: the owner still signs in from their own phone', async () => {
    const email = 'target@example.com';
    await visitor(shop.app).signUp({ name: 'Target', email, password: 'the-right-one' });
    const attacker = visitor(shop.app, { ip: '192.0.2.66' });
    for (let i = 0; i < 5; i += 1) expect((await attacker.signIn(email, `guess-${i}-wrong`)).statusCode).toBe(401);
    const waits = await attacker.signIn(email, `guess-5-wrong`);
    expect(waits.statusCode).toBe(429);
    expect(waits.json().error.message).toBe(
      'Too many failed sign-ins from here. Try again in 15 minutes, or we can email you a link to sign in.',
    );
    // Before, five wrong passwords from anyone locked the email for everyone, the right password included.
    expect((await visitor(shop.app, { ip: '192.0.2.67' }).signIn(email, 'the-right-one')).statusCode).toBe(200);
  });

  it('from many addresses at one account only slow each further try down, never refuse the owner', async () => {
    const email = 'popular@example.com';
    await visitor(shop.app).signUp({ name: 'Popular', email, password: 'the-right-one' });
    for (let i = 0; i < 12; i += 1) {
      const guess = await visitor(shop.app, { ip: `203.0.113.${i + 1}` }).signIn(email, `guess-${i}-wrong`);
      expect(guess.statusCode).toBe(401);
    }
    const started = Date.now();
    const owner = await visitor(shop.app, { ip: '203.0.113.200' }).signIn(email, 'the-right-one');
    expect(owner.statusCode).toBe(200);
    // Three failures past the threshold of ten: held back three quarters of a second.
    expect(Date.now() - started).toBeGreaterThanOrEqual(700);
  });

  it('let someone who must wait (behind the same shared address) in with an emailed link', async () => {
    const email = 'shared@example.com';
    await visitor(shop.app).signUp({ name: 'Shared', email, password: 'the-right-one' });
    const sharedAddress = '198.51.100.77';
    for (let i = 0; i < 5; i += 1) await visitor(shop.app, { ip: sharedAddress }).signIn(email, `guess-${i}-wrong`);
    const owner = visitor(shop.app, { ip: sharedAddress });
    expect((await owner.signIn(email, 'the-right-one')).statusCode).toBe(429);

    const asked = await owner.post('/api/auth/sign-in/magic-link', { email, callbackURL: '/dashboard/my-order' });
    expect(asked.statusCode, asked.body).toBe(200);
    const mail = shop.mail.findLast((message) => message.to === email)!;
    expect(mail.subject).toBe('Your link to sign in to Alankar');
    const link = new URL(/(http\S+)/.exec(mail.text)![1]!);
    const opened = await owner.get(`${link.pathname}${link.search}`);
    expect(opened.statusCode).toBe(302);
    expect(new URL(String(opened.headers.location), 'http://localhost:3000').pathname).toBe('/dashboard/my-order');
    expect((await owner.get('/api/me')).json()).toMatchObject({ email });
    // A link for an address with no account makes none.
    expect((await owner.post('/api/auth/sign-in/magic-link', { email: 'nobody.here@example.com' })).statusCode).toBe(200);
    expect(shop.mail.some((message) => message.to === 'nobody.here@example.com')).toBe(false);
  });

  it('forgive earlier failures after a successful sign-in', async () => {
    const email = 'forgetful@example.com';
    await visitor(shop.app).signUp({ name: 'Forgetful', email, password: 'the-right-one' });
    for (let i = 0; i < 4; i += 1) await visitor(shop.app).signIn(email, 'nope-nope-nope');
    expect((await visitor(shop.app).signIn(email, 'the-right-one')).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) await visitor(shop.app).signIn(email, 'nope-nope-nope');
    expect((await visitor(shop.app).signIn(email, 'the-right-one')).statusCode).toBe(200);
  });

  it('send one address at most three emailed links an hour, however often they are asked for', async () => {
    const email = 'victim@example.com';
    await visitor(shop.app).signUp({ name: 'Victim', email, password: 'the-right-one' });
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      const asker = visitor(shop.app, { ip: `192.0.2.${100 + i}` });
      const path = i % 2 === 0 ? '/api/auth/request-password-reset' : '/api/auth/sign-in/magic-link';
      statuses.push((await asker.post(path, { email, redirectTo: '/reset-password' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    expect(shop.mail.filter((message) => message.to === email)).toHaveLength(3);
  });

  it('refuse a NUL byte in the email with a 400, not a server error', async () => {
    const response = await visitor(shop.app).signIn('nul\u0000@example.com', 'password-123');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Text must not contain NUL characters');
  });
});
