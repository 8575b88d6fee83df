import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { useTestShop } from '../../test/test-app';
import { newsletterSubscribers } from '../db/schema';

const shop = useTestShop();

function subscribe(payload: unknown, contentType = 'application/json') {
  return shop.app.inject({
    method: 'POST',
    url: '/api/newsletter',
    headers: { 'content-type': contentType },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

async function subscriberCount() {
  const [row] = await shop.database.db.select({ value: count() }).from(newsletterSubscribers);
  return row?.value ?? 0;
}

describe('POST /api/newsletter', () => {
  it('subscribes a new email once, whatever its case', async () => {
    const first = await subscribe({ email: 'Nusrat@Example.com' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ email: 'nusrat@example.com', alreadySubscribed: false });

    const again = await subscribe({ email: 'nusrat@example.COM' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ email: 'nusrat@example.com', alreadySubscribed: true });
    expect(await subscriberCount()).toBe(1);
  });

  it.each([
    ['not an email', { email: 'nusrat' }],
    ['a missing email', {}],
    ['a NUL byte', { email: 'a\u0000@example.com' }],
    ['a number', { email: 42 }],
  ])('refuses %s with 400 and stores nothing', async (_name, payload) => {
    const before = await subscriberCount();
    const response = await subscribe(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'invalid' });
    expect(response.json().error.fields).toHaveProperty('email');
    expect(await subscriberCount()).toBe(before);
  });

  it('refuses broken JSON with 400', async () => {
    const response = await subscribe('{"email": ', 'application/json');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid');
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await subscribe('email=a@b.com', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('invalid');
  });
});
