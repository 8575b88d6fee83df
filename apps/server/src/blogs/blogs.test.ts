import { beforeAll, describe, expect, it } from 'vitest';
import type { Blog, BlogList } from '@alankar/shared/blog';
import type { ApiErrorBody } from '@alankar/shared/api-error';
import { useTestShop } from '../../test/test-app';
import { insertBlog } from '../db/factories';

const shop = useTestShop();
const DAY = 86_400_000;
const start = Date.UTC(2026, 0, 1, 9, 30);

async function get(url: string) {
  const response = await shop.app.inject(url);
  return { status: response.statusCode, body: response.json<BlogList & Blog & ApiErrorBody>() };
}

const titles = (body: BlogList) => body.blogs.map((blog) => blog.title);

describe('GET /api/blogs', () => {
  beforeAll(async () => {
    // Post 1 is the oldest, post 8 the newest.
    for (let n = 1; n <= 8; n += 1) {
      await insertBlog(shop.database.db, { title: `Post ${n}`, date: new Date(start + n * DAY) });
    }
  });

  it('returns every post, newest first, without paging', async () => {
    const { status, body } = await get('/api/blogs');
    expect(status).toBe(200);
    expect(titles(body)).toEqual(['Post 8', 'Post 7', 'Post 6', 'Post 5', 'Post 4', 'Post 3', 'Post 2', 'Post 1']);
    expect(body.count).toBe(8);
  });

  it('pages from 0 with the total count', async () => {
    const first = await get('/api/blogs?page=0&size=6');
    expect(titles(first.body)).toEqual(['Post 8', 'Post 7', 'Post 6', 'Post 5', 'Post 4', 'Post 3']);
    expect(first.body.count).toBe(8);
    const second = await get('/api/blogs?page=1&size=6');
    expect(titles(second.body)).toEqual(['Post 2', 'Post 1']);
    expect(second.body.count).toBe(8);
    expect(titles((await get('/api/blogs?page=9&size=6')).body)).toEqual([]);
  });

  it('keeps the spec field names and ISO dates', async () => {
    const { body } = await get('/api/blogs?page=0&size=1');
    const [post] = body.blogs as [Blog];
    expect(Object.keys(post).sort()).toEqual([
      '_id',
      'date',
      'excerpt',
      'image',
      'lang',
      'lastUpdated',
      'summary',
      'title',
    ]);
    expect(post.lang).toBe('en');
    expect(post.date.slice(0, 10)).toBe('2026-01-09');
    expect(post.lastUpdated).toBeNull();
  });

  it.each([
    ['?page=-1', 'page'],
    ['?page=one', 'page'],
    ['?size=0', 'size'],
    ['?size=51', 'size'],
    ['?page=0&size=2.5', 'size'],
    ['?lang=fr', 'lang'],
  ])('rejects %s with 400', async (query, field) => {
    const { status, body } = await get(`/api/blogs${query}`);
    expect(status).toBe(400);
    expect(body.error.fields).toHaveProperty(field);
  });
});

describe('GET /api/blogs?lang=', () => {
  const bangla = ['রুপার যত্ন', 'বিয়ের গয়না'];

  beforeAll(async () => {
    // Two Bangla posts among the English ones: one older than every English post, one in the middle.
    await insertBlog(shop.database.db, { title: bangla[0], lang: 'bn', date: new Date(start + 5.5 * DAY) });
    await insertBlog(shop.database.db, { title: bangla[1], lang: 'bn', date: new Date(start) });
  });

  it('puts the posts in that language first, then the others, each newest first', async () => {
    const { status, body } = await get('/api/blogs?lang=bn');
    expect(status).toBe(200);
    expect(titles(body)).toEqual([
      ...bangla,
      'Post 8',
      'Post 7',
      'Post 6',
      'Post 5',
      'Post 4',
      'Post 3',
      'Post 2',
      'Post 1',
    ]);
    expect(body.blogs.map((post) => post.lang)).toEqual(['bn', 'bn', ...Array(8).fill('en')]);
    expect(body.count).toBe(10);
  });

  it('pages through the same order, with every post counted', async () => {
    const first = await get('/api/blogs?lang=bn&page=0&size=3');
    expect(titles(first.body)).toEqual([...bangla, 'Post 8']);
    expect(first.body.count).toBe(10);
    expect(titles((await get('/api/blogs?lang=bn&page=1&size=3')).body)).toEqual(['Post 7', 'Post 6', 'Post 5']);
    // English first keeps the English posts ahead of the Bangla ones.
    expect(titles((await get('/api/blogs?lang=en&page=2&size=3')).body)).toEqual(['Post 2', 'Post 1', bangla[0]]);
  });

  it('is cached per language: each answer keeps its own order', async () => {
    const plain = titles((await get('/api/blogs?page=0&size=3')).body);
    const inBangla = titles((await get('/api/blogs?page=0&size=3&lang=bn')).body);
    expect(plain).toEqual(['Post 8', 'Post 7', 'Post 6']);
    expect(inBangla).toEqual([...bangla, 'Post 8']);
    const { blog } = shop.app.services;
    expect(titles(await blog.listBlogs({ page: 0, size: 3 }))).toEqual(plain);
    expect(titles(await blog.listBlogs({ page: 0, size: 3, lang: 'bn' }))).toEqual(inBangla);
  });
});

describe('GET /api/blogs/:id', () => {
  it('returns the post with its line breaks', async () => {
    const row = await insertBlog(shop.database.db, { title: 'Caring for pearls', excerpt: 'One.\n\nTwo.' });
    const { status, body } = await get(`/api/blogs/${row.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ _id: row.id, title: 'Caring for pearls', excerpt: 'One.\n\nTwo.' });
  });

  it('answers 404 for a post that is not there', async () => {
    const { status, body } = await get('/api/blogs/3f1c2a9e-0000-4000-8000-000000000000');
    expect(status).toBe(404);
    expect(body.error).toEqual({
      code: 'not_found',
      message: 'This blog post does not exist or was removed.',
      requestId: expect.any(String),
    });
  });

  it.each(['not-an-id', '%00', "1'%20OR%20'1'='1"])('answers 400 for the malformed id %s', async (id) => {
    const { status, body } = await get(`/api/blogs/${id}`);
    expect(status).toBe(400);
    expect(body.error.code).toBe('invalid');
  });
});
