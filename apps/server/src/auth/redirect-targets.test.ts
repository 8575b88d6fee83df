import { describe, expect, it } from 'vitest';
import { useTestShop } from '../../test/test-app';
import { visitor } from '../../test/browser-like';

const shop = useTestShop({ AUTH_IP_LIMIT_PER_MINUTE: '1000' });

// Forms that better-auth's own check lets through but that are not plain paths on the shop.
const OFF_SITE = ['/.//evil.example', '/%0a/evil.example', '/%09/evil.example', '/%2e//evil.example'];

describe('redirect targets given to the sign-in service', () => {
  it.each(OFF_SITE)(
    'a password reset that would send the link on to %s is refused and no email goes out',
    async (target) => {
      const email = `victim.${Math.random().toString(36).slice(2)}@example.com`;
      await visitor(shop.app).signUp({ name: 'Victim', email, password: 'password-123' });
      const sent = shop.mail.length;

      const asked = await visitor(shop.app).post('/api/auth/request-password-reset', { email, redirectTo: target });
      expect(asked.statusCode).toBe(400);
      expect(asked.json().error.message).toBe('redirectTo must be a page of this shop, like /dashboard');
      expect(shop.mail.length).toBe(sent);
    },
  );

  it('the shop’s own reset page is still a fine target', async () => {
    const email = `fine.${Math.random().toString(36).slice(2)}@example.com`;
    await visitor(shop.app).signUp({ name: 'Fine', email, password: 'password-123' });
    const asked = await visitor(shop.app).post('/api/auth/request-password-reset', {
      email,
      redirectTo: '/reset-password',
    });
    expect(asked.statusCode).toBe(200);
    const link = shop.mail.findLast((message) => message.to === email)?.text.match(/http\S+/)?.[0];
    expect(new URL(link!).searchParams.get('callbackURL')).toBe('/reset-password');
  });

  it('a reset link edited to leave the shop is refused instead of handing the token on', async () => {
    const email = `edited.${Math.random().toString(36).slice(2)}@example.com`;
    await visitor(shop.app).signUp({ name: 'Edited', email, password: 'password-123' });
    await visitor(shop.app).post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    const link = new URL(shop.mail.findLast((message) => message.to === email)!.text.match(/http\S+/)![0]);

    link.searchParams.set('callbackURL', '/.//evil.example');
    const opened = await visitor(shop.app).get(link.pathname + link.search);
    expect(opened.statusCode).toBe(400);
    expect(opened.headers.location).toBeUndefined();
  });

  it.each(['callbackURL', 'errorCallbackURL', 'newUserCallbackURL'])(
    'social sign-in refuses an off-site %s',
    async (field) => {
      const response = await visitor(shop.app).post('/api/auth/sign-in/social', {
        provider: 'google',
        [field]: '/.//evil.example',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(`${field} must be a page of this shop, like /dashboard`);
    },
  );
});
