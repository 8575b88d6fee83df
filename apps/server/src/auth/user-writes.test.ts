import { describe, expect, it } from 'vitest';
import { useTestShop } from '../../test/test-app';
import { visitor } from '../../test/browser-like';
import { accountFromGoogle, UNUSED_AUTH_PATHS } from './user-rules';

const shop = useTestShop({ AUTH_IP_LIMIT_PER_MINUTE: '1000' });
let counter = 0;
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${(counter += 1)}@example.com`;

async function signedUp(name = 'Mitu Akter') {
  const mitu = visitor(shop.app);
  const email = uniqueEmail('mitu');
  expect((await mitu.signUp({ name, email, password: 'password-123', image: 'https://example.com/mitu.jpg' })).statusCode).toBe(200);
  return mitu;
}

describe('/api/auth/update-user follows the sign-up rules', () => {
  it.each([
    ['a 20,000-character name', { name: 'x'.repeat(20_000) }, 'name'],
    ['an empty name', { name: '   ' }, 'name'],
    ['a name with NUL', { name: 'Mitu\u0000Akter' }, 'name'],
    ['a javascript: picture', { image: 'javascript:alert(1)' }, 'image'],
    ['a data: picture', { image: 'data:text/html,<script>alert(1)</script>' }, 'image'],
    ['a role', { role: 'admin' }, 'role'],
    ['an email', { email: 'someone-else@example.com' }, 'email'],
  ])('refuses %s and changes nothing', async (_case, body, field) => {
    const mitu = await signedUp();
    const before = (await mitu.get('/api/me')).json();
    const response = await mitu.post('/api/auth/update-user', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'invalid' });
    expect(response.json().error.message).toContain(field === 'role' || field === 'email' ? 'nrecognized' : field);
    expect((await mitu.get('/api/me')).json()).toEqual(before);
  });

  it('takes a sensible new name and picture', async () => {
    const mitu = await signedUp();
    const response = await mitu.post('/api/auth/update-user', { name: 'Mitu A.', image: 'https://example.com/new.jpg' });
    expect(response.statusCode).toBe(200);
    expect((await mitu.get('/api/me')).json()).toMatchObject({ displayName: 'Mitu A.', image: 'https://example.com/new.jpg' });
  });
});

describe('the sign-in service', () => {
  it.each(UNUSED_AUTH_PATHS)('has %s switched off', async (path) => {
    const mitu = await signedUp();
    const response = await mitu.post(`/api/auth${path}`, { newEmail: 'x@example.com', password: 'password-123' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: 'No such sign-in service call.', requestId: expect.any(String) },
    });
  });

  it('answers errors in the shop’s one error shape', async () => {
    const email = uniqueEmail('shape');
    await visitor(shop.app).signUp({ name: 'Shape', email, password: 'password-123' });
    const wrong = await visitor(shop.app).signIn(email, 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      error: { code: 'unauthorized', message: 'Invalid email or password', requestId: expect.any(String) },
    });

    const taken = await visitor(shop.app).signUp({ name: 'Again', email, password: 'password-123' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().error).toMatchObject({ code: 'conflict', message: expect.stringMatching(/already exists/i) });
  });
});

describe('a Google profile', () => {
  it('becomes an account by the same rules', () => {
    expect(accountFromGoogle({ name: 'N'.repeat(500), email: 'n@example.com', picture: 'javascript:alert(1)' })).toEqual({
      name: 'N'.repeat(80),
      image: undefined,
    });
    expect(accountFromGoogle({ name: '\u0000', email: 'rumana@example.com', picture: 'https://lh3.example.com/a.jpg' })).toEqual({
      name: 'rumana',
      image: 'https://lh3.example.com/a.jpg',
    });
  });
});
