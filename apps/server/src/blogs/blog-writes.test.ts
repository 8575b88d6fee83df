import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { Blog } from '@alankar/shared/blog';
import { useTestShop } from '../../test/test-app';
import { visitor } from '../../test/browser-like';
import { blogs } from '../db/schema';

const STAFF = { email: 'blog-owner@alankar.test', password: 'blog-owner-password' };
const shop = useTestShop({
  AUTH_IP_LIMIT_PER_MINUTE: '100000',
  ADMIN_EMAIL: STAFF.email,
  ADMIN_PASSWORD: STAFF.password,
});

const post = {
  title: 'How to keep silver shining',
  summary: 'Three habits that keep your silver bright for years.',
  excerpt: 'Wipe it after wearing.\n\nStore it dry.',
  image: '/uploads/blogs/silver.webp',
  date: '1999-01-01',
};

async function blogCount() {
  const [row] = await shop.database.db.select({ value: count() }).from(blogs);
  return row?.value ?? 0;
}

describe('staff write the blog', () => {
  let staff: ReturnType<typeof visitor>;
  beforeAll(async () => {
    staff = visitor(shop.app, { ip: '198.51.100.90' });
    expect((await staff.signIn(STAFF.email, STAFF.password)).statusCode).toBe(200);
  });

  it('adds, updates and deletes a post with the spec’s answers', async () => {
    const added = await staff.post('/api/blogs', post);
    expect(added.statusCode).toBe(201);
    const { acknowledged, insertedId } = added.json<{ acknowledged: boolean; insertedId: string }>();
    expect(acknowledged).toBe(true);
    const created = (await shop.app.inject(`/api/blogs/${insertedId}`)).json<Blog>();
    expect(created).toMatchObject({
      title: post.title,
      summary: post.summary,
      excerpt: post.excerpt,
      image: post.image,
      lang: 'en',
      lastUpdated: null,
    });
    // The date is the server's, not the client's.
    expect(Date.now() - Date.parse(created.date)).toBeLessThan(60_000);

    const updated = await staff.put(`/api/blogs/${insertedId}`, {
      title: 'Keep silver shining',
      image: 'https://images.example.com/silver.webp',
    });
    expect(updated.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
    const changed = (await shop.app.inject(`/api/blogs/${insertedId}`)).json<Blog>();
    expect(changed).toMatchObject({
      title: 'Keep silver shining',
      summary: post.summary,
      image: 'https://images.example.com/silver.webp',
    });
    expect(changed.lastUpdated).not.toBeNull();

    const deleted = await shop.app.inject({
      method: 'DELETE',
      url: `/api/blogs/${insertedId}`,
      headers: { cookie: [...staff.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(deleted.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect((await shop.app.inject(`/api/blogs/${insertedId}`)).statusCode).toBe(404);
  });

  it('keeps the language a post is written in, and changes it when staff do', async () => {
    const bangla = { ...post, title: 'রুপার গয়নার যত্ন', lang: 'bn' };
    const { insertedId } = (await staff.post('/api/blogs', bangla)).json<{ insertedId: string }>();
    expect((await shop.app.inject(`/api/blogs/${insertedId}`)).json<Blog>()).toMatchObject({
      title: bangla.title,
      lang: 'bn',
    });
    expect((await staff.put(`/api/blogs/${insertedId}`, { lang: 'en' })).statusCode).toBe(200);
    expect((await shop.app.inject(`/api/blogs/${insertedId}`)).json<Blog>()).toMatchObject({
      title: bangla.title,
      lang: 'en',
    });
  });

  it.each([
    [{ ...post, title: '' }, 'title'],
    [{ ...post, summary: '  ' }, 'summary'],
    [{ ...post, excerpt: undefined }, 'excerpt'],
    [{ ...post, title: 'x'.repeat(151) }, 'title'],
    [{ ...post, excerpt: 'Nul\u0000here' }, 'excerpt'],
    [{ ...post, image: 'javascript:alert(1)' }, 'image'],
    [{ ...post, lang: 'fr' }, 'lang'],
  ])('refuses a post without what it needs (%#), adding nothing', async (body, field) => {
    const before = await blogCount();
    const response = await staff.post('/api/blogs', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty(field);
    expect(await blogCount()).toBe(before);
  });

  it('answers 404 for a post that is not there and 400 for an empty change', async () => {
    expect((await staff.put(`/api/blogs/${randomUUID()}`, { title: 'Nothing' })).statusCode).toBe(404);
    const added = (await staff.post('/api/blogs', post)).json<{ insertedId: string }>();
    expect((await staff.put(`/api/blogs/${added.insertedId}`, {})).statusCode).toBe(400);
    expect((await staff.put(`/api/blogs/${added.insertedId}`, { title: '' })).statusCode).toBe(400);
    expect((await staff.put(`/api/blogs/${added.insertedId}`, { lang: 'hi' })).statusCode).toBe(400);
    // A change of one field leaves the others, the picture included, as they were.
    expect((await staff.put(`/api/blogs/${added.insertedId}`, { summary: 'A new summary.' })).statusCode).toBe(200);
    expect((await shop.app.inject(`/api/blogs/${added.insertedId}`)).json<Blog>()).toMatchObject({
      summary: 'A new summary.',
      image: post.image,
      title: post.title,
    });
  });

  it('is for staff only: 401 signed out, 403 for customers', async () => {
    const before = await blogCount();
    expect((await visitor(shop.app).post('/api/blogs', post)).statusCode).toBe(401);
    const customer = visitor(shop.app, { ip: '198.51.100.91' });
    await customer.signUp({
      name: 'Reader',
      email: `reader.${randomUUID().slice(0, 6)}@example.com`,
      password: 'reader-password',
    });
    expect((await customer.post('/api/blogs', post)).statusCode).toBe(403);
    expect(await blogCount()).toBe(before);
  });
});
