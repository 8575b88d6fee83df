import { beforeAll, describe, expect, it } from 'vitest';
import { useTestShop } from '../../test/test-app';
import { visitor } from '../../test/browser-like';

const shop = useTestShop({ AUTH_IP_LIMIT_PER_MINUTE: '1000', ADMIN_EMAIL: 'owner@alankar.test', ADMIN_PASSWORD: 'owner-password' });

describe('the users API', () => {
  const nadia = () => visitor(shop.app);
  let nadiaVisitor: ReturnType<typeof visitor>;
  let admin: ReturnType<typeof visitor>;

  beforeAll(async () => {
    nadiaVisitor = nadia();
    await nadiaVisitor.signUp({ name: 'Nadia Rahman', email: 'nadia@example.com', password: 'password-123' });
    await visitor(shop.app).signUp({ name: 'Karim Uddin', email: 'karim@example.com', password: 'password-123' });
    admin = visitor(shop.app);
    expect((await admin.signIn('owner@alankar.test', 'owner-password')).statusCode).toBe(200);
  });

  it('answers 401 to the signed-out', async () => {
    const stranger = visitor(shop.app);
    expect((await stranger.get('/api/me')).statusCode).toBe(401);
    const response = await stranger.get('/api/users/nadia@example.com');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'unauthorized', message: 'Please sign in first.', requestId: expect.any(String) },
    });
    expect((await stranger.put('/api/users', { email: 'nadia@example.com', displayName: 'X' })).statusCode).toBe(401);
  });

  it('lets a user read their own record, by any case of their email', async () => {
    const response = await nadiaVisitor.get('/api/users/Nadia@Example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: 'nadia@example.com', displayName: 'Nadia Rahman', image: null, admin: false });
  });

  it('refuses another user’s record with 403', async () => {
    const response = await nadiaVisitor.get('/api/users/karim@example.com');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('forbidden');
  });

  it('lets an admin read anyone, and says who is admin', async () => {
    expect((await admin.get('/api/users/karim@example.com')).json()).toMatchObject({ email: 'karim@example.com', admin: false });
    expect((await admin.get('/api/users/owner@alankar.test')).json()).toMatchObject({ admin: true });
    expect((await admin.get('/api/users/nobody@example.com')).statusCode).toBe(404);
    expect((await admin.get('/api/me')).json()).toMatchObject({ email: 'owner@alankar.test', admin: true });
  });

  it.each(['POST', 'PUT'] as const)('%s /api/users renames only the caller', async (method) => {
    const call = method === 'POST' ? nadiaVisitor.post : nadiaVisitor.put;
    const renamed = await call('/api/users', { email: 'nadia@example.com', displayName: `Nadia ${method}` });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ displayName: `Nadia ${method}`, acknowledged: true, modifiedCount: 1 });
    expect((await nadiaVisitor.get('/api/me')).json().displayName).toBe(`Nadia ${method}`);

    const other = await call('/api/users', { email: 'karim@example.com', displayName: 'Hacked' });
    expect(other.statusCode).toBe(403);
    expect((await admin.get('/api/users/karim@example.com')).json().displayName).toBe('Karim Uddin');
  });

  it.each([
    [{ email: 'nadia@example.com' }, 'displayName'],
    [{ email: 'nadia@example.com', displayName: '' }, 'displayName'],
    [{ email: 'not-an-email', displayName: 'N' }, 'email'],
    [{ email: 'nadia@example.com', displayName: 'a\u0000b' }, 'displayName'],
  ])('refuses %o with 400', async (body, field) => {
    const response = await nadiaVisitor.put('/api/users', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty(field);
  });

  it('lets staff into staff routes, and answers customers 403 and strangers 401', async () => {
    expect((await admin.get('/api/dashboard/summary')).statusCode).toBe(200);
    const customer = await nadiaVisitor.get('/api/dashboard/summary');
    expect(customer.statusCode).toBe(403);
    expect(customer.json().error.code).toBe('forbidden');
    const stranger = await visitor(shop.app).get('/api/dashboard/summary');
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json().error.code).toBe('unauthorized');
  });
});
