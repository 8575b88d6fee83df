import { describe, expect, it } from 'vitest';
import { useTestShop } from '../../test/test-app';
import { visitor } from '../../test/browser-like';

// A shop name of its own, to see that emails say the configured one.
const shop = useTestShop({ AUTH_IP_LIMIT_PER_MINUTE: '1000', SHOP_NAME: 'Noor Jewellers' });
let counter = 0;
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${(counter += 1)}@example.com`;

describe('email + password accounts', () => {
  it('signs up, is signed in with a safe cookie, and is a plain user', async () => {
    const nadia = visitor(shop.app);
    const email = uniqueEmail('nadia');
    const response = await nadia.signUp({ name: 'Nadia Rahman', email, password: 'jhumka-2026', image: 'https://example.com/n.jpg' });
    expect(response.statusCode).toBe(200);

    const session = response.cookies.find((cookie) => cookie.name.endsWith('session_token'));
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.secure).toBeFalsy();

    const me = await nadia.get('/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ email, displayName: 'Nadia Rahman', image: 'https://example.com/n.jpg', admin: false });
  });

  it('cannot give itself the admin role at sign-up', async () => {
    const sneaky = visitor(shop.app);
    const email = uniqueEmail('sneaky');
    await sneaky.post('/api/auth/sign-up/email', { name: 'Sneaky', email, password: 'password-123', role: 'admin' });
    expect((await sneaky.get('/api/me')).json()).toMatchObject({ admin: false });
  });

  it('refuses a taken email, a short password and a bad picture link with a clear message', async () => {
    const email = uniqueEmail('taken');
    await visitor(shop.app).signUp({ name: 'First', email, password: 'password-123' });

    const again = await visitor(shop.app).signUp({ name: 'Second', email: email.toUpperCase(), password: 'password-456' });
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect(again.statusCode).toBeLessThan(500);
    expect(again.json().error.message).toMatch(/already exists/i);

    const short = await visitor(shop.app).signUp({ name: 'Short', email: uniqueEmail('short'), password: 'abc' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toContain('at least 8 characters');

    const picture = await visitor(shop.app).signUp({ name: 'Pic', email: uniqueEmail('pic'), password: 'password-123', image: 'javascript:alert(1)' });
    expect(picture.statusCode).toBe(400);
    expect(picture.json().error.message).toContain('http(s) link');
  });

  it('refuses a wrong password and signs in with the right one', async () => {
    const email = uniqueEmail('rafi');
    await visitor(shop.app).signUp({ name: 'Rafi', email, password: 'correct-horse' });

    const rafi = visitor(shop.app);
    const wrong = await rafi.signIn(email, 'wrong-horse');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe('Invalid email or password');
    expect((await rafi.get('/api/me')).statusCode).toBe(401);

    expect((await rafi.signIn(email, 'correct-horse')).statusCode).toBe(200);
    expect((await rafi.get('/api/me')).json()).toMatchObject({ email, displayName: 'Rafi' });
  });

  it('sign-out ends the session on the server, not just in the browser', async () => {
    const email = uniqueEmail('tania');
    const tania = visitor(shop.app);
    await tania.signUp({ name: 'Tania', email, password: 'password-123' });
    const stolen = new Map(tania.cookies);

    expect((await tania.signOut()).statusCode).toBe(200);
    expect((await tania.get('/api/me')).statusCode).toBe(401);

    // The old cookie, replayed, no longer works.
    const replay = visitor(shop.app);
    for (const [name, value] of stolen) replay.cookies.set(name, value);
    expect((await replay.get('/api/me')).statusCode).toBe(401);
  });

  it('refuses a sign-in posted from another site', async () => {
    const email = uniqueEmail('csrf');
    await visitor(shop.app).signUp({ name: 'Csrf', email, password: 'password-123' });
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json', cookie: 'x=1' },
      payload: JSON.stringify({ email, password: 'password-123' }),
    });
    expect(response.statusCode).toBe(403);
  });

  it('sends a reset link that sets a new password and ends old sessions', async () => {
    const email = uniqueEmail('reset');
    const owner = visitor(shop.app);
    await owner.signUp({ name: 'Reset Me', email, password: 'old-password' });

    const asked = await visitor(shop.app).post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    expect(asked.statusCode).toBe(200);
    const mail = shop.mail.findLast((message) => message.to === email);
    expect(mail?.subject).toBe('Reset your Noor Jewellers password');
    expect(mail?.text).toContain('your Noor Jewellers account');
    expect(mail?.text.trimEnd().endsWith('Noor Jewellers')).toBe(true);
    const link = mail?.text.match(/http\S+/)?.[0];
    expect(link).toContain('/api/auth/reset-password/');

    const token = new URL(link!).pathname.split('/').pop();
    const reset = await visitor(shop.app).post('/api/auth/reset-password', { token, newPassword: 'new-password' });
    expect(reset.statusCode).toBe(200);

    expect((await owner.get('/api/me')).statusCode).toBe(401);
    expect((await visitor(shop.app).signIn(email, 'old-password')).statusCode).toBe(401);
    expect((await visitor(shop.app).signIn(email, 'new-password')).statusCode).toBe(200);
  });
});

describe('Secure cookies behind https', () => {
  const secureShop = useTestShop({ PUBLIC_URL: 'https://shop.example.com' });

  it('marks the session cookie Secure when PUBLIC_URL is https', async () => {
    const response = await secureShop.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: 'https://shop.example.com', 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Secure', email: uniqueEmail('secure'), password: 'password-123' }),
    });
    expect(response.statusCode).toBe(200);
    const session = response.cookies.find((cookie) => cookie.name.endsWith('session_token'));
    expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    expect(session?.name.startsWith('__Secure-')).toBe(true);
  });
});
