import { BLOG_PAGE_SIZE, toBlogCard } from '@alankar/shared/blog';
import type { AppLoadContext } from 'react-router';

/** One page of posts for a 1-based page number read from the URL. */
export async function loadBlogPage(context: AppLoadContext, url: URL, param: string) {
  const requested = Number(url.searchParams.get(param) ?? '1');
  const page = Number.isInteger(requested) && requested >= 1 ? requested : 1;
  const { blogs, count } = await context.services.blog.listBlogs({ page: page - 1, size: BLOG_PAGE_SIZE });
  return { blogs: blogs.map(toBlogCard), page, pages: Math.max(1, Math.ceil(count / BLOG_PAGE_SIZE)) };
}
